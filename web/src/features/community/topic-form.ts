/**
 * The 发起话题 / 编辑话题 form (react-hook-form over community.add's shared schema), kept by the page so
 * that closing the dialog (or a failed send) never loses what was typed; the rules and their Chinese
 * messages are the server's (shared/topics.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { TOPIC_MSGS, TOPIC_TAGS, type TopicField, type TopicInput } from '@zaowu/shared';
import { topicInputSchema } from '@zaowu/shared/topics';
import { UploadCancelledError, uploadEngine, uploadedAddress } from '../../lib/upload/index.ts';

const EMPTY_TOPIC: TopicInput = { title: '', content: '', tag: '' };

export interface TopicDraft {
  form: UseFormReturn<TopicInput, unknown, TopicInput>;
  /** Starts over from `values` (a new draft, or a topic to edit). */
  reset: (values?: TopicInput) => void;
  /** Anything typed at all. */
  dirty: boolean;
}

export function useTopicDraft(initial: TopicInput = EMPTY_TOPIC): TopicDraft {
  const form = useForm<TopicInput, unknown, TopicInput>({
    resolver: zodResolver(topicInputSchema),
    defaultValues: initial,
  });
  return {
    form,
    reset: (values = EMPTY_TOPIC) => form.reset(values),
    dirty: form.formState.isDirty,
  };
}

const FIELD_OF: Record<string, TopicField> = {
  [TOPIC_MSGS.titleEmpty]: 'title',
  [TOPIC_MSGS.titleTooLong]: 'title',
  [TOPIC_MSGS.bodyEmpty]: 'content',
  [TOPIC_MSGS.bodyTooLong]: 'content',
  [TOPIC_MSGS.htmlTooLong]: 'content',
  [TOPIC_MSGS.tooManyImages]: 'content',
  [TOPIC_MSGS.imageNotYours]: 'content',
  [TOPIC_MSGS.tagEmpty]: 'tag',
  [TOPIC_MSGS.tagUnknown]: 'tag',
};

/** The field a server refusal is about, or null when it is about the whole topic (e.g. the limit). */
export const fieldOfRefusal = (msg: string): TopicField | null => FIELD_OF[msg] ?? null;

/** The form's tag for a topic: its first tag that is one of the community's (others are free tags). */
export function topicTagOf(tags: readonly string[]): string {
  return tags.find((t) => (TOPIC_TAGS as readonly string[]).includes(t)) ?? '';
}

/**
 * Uploads a picture for the body through the app's upload engine and resolves to its address (null
 * when someone cancelled it); rejects, in Chinese, as soon as it fails (the record is dropped).
 */
export function uploadTopicImage(file: File): Promise<string | null> {
  const record = uploadEngine.add(file, { origin: 'other' });
  return new Promise<string | null>((resolve, reject) => {
    let unsubscribe: () => void = () => {};
    let settled = false;
    const check = () => {
      if (settled) return;
      const r = uploadEngine.get(record.key);
      let outcome: { ok: string | null } | { error: Error } | null = null;
      if (!r) outcome = { ok: null };
      // Failed, or stopped by the server (a full quota pauses it with the reason).
      else if (r.status === 'failed' || (r.status === 'paused' && r.error))
        outcome = { error: new Error(r.error ?? '图片上传失败，请重试') };
      else if (r.status === 'done') outcome = { ok: uploadedAddress(r) };
      if (!outcome) return;
      settled = true;
      unsubscribe();
      if ('ok' in outcome) resolve(outcome.ok);
      else {
        uploadEngine.cancel(record.key);
        reject(outcome.error);
      }
    };
    unsubscribe = uploadEngine.subscribe(check);
    check();
  }).catch((error: unknown) => {
    if (error instanceof UploadCancelledError) return null;
    throw error;
  });
}
