/**
 * The 发起话题 and 编辑话题 dialogs with their drafts, on their own chunk: the pages load it on the
 * first opening (react-hook-form and the topic rules' zod schemas with it), not with the list or the
 * thread. Mounted from that first opening on, so the draft outlives a closed dialog or a failed send.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '@zaowu/shared';
import { notify } from '../../../lib/toast.ts';
import { useAddTopic, useEditTopic, type SavedTopic } from '../api.ts';
import { topicTagOf, useTopicDraft } from '../topic-form.ts';
import { TopicEditorDialog } from './TopicEditorDialog.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 发起话题: saved, it goes to the new topic. */
export function NewTopicEditor({ open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const draft = useTopicDraft();
  const add = useAddTopic();
  return (
    <TopicEditorDialog
      open={open}
      onOpenChange={onOpenChange}
      mode="add"
      draft={draft}
      save={(values) => add.mutateAsync(values)}
      saving={add.isPending}
      onSaved={(saved) => {
        onOpenChange(false);
        draft.reset();
        notify.success('话题已发布');
        void navigate(hrefs.topic(saved.id));
      }}
    />
  );
}

const valuesOf = (topic: SavedTopic) => ({
  title: topic.title,
  content: topic.content,
  tag: topicTagOf(topic.tags),
});

/** 编辑话题: opens on the topic as it is, unless changes from a dialog closed a moment ago are still unsaved. */
export function EditTopicEditor({ topic, open, onOpenChange }: Props & { topic: SavedTopic }) {
  const draft = useTopicDraft(valuesOf(topic));
  const edit = useEditTopic(topic.id);
  const { dirty, reset } = draft;
  // On each opening only: a change of the topic while the dialog is open does not replace the draft.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current && !dirty) reset(valuesOf(topic));
    wasOpen.current = open;
  }, [open, dirty, reset, topic]);
  return (
    <TopicEditorDialog
      open={open}
      onOpenChange={onOpenChange}
      mode="edit"
      draft={draft}
      save={(values) => edit.mutateAsync(values)}
      saving={edit.isPending}
      onSaved={(saved) => {
        onOpenChange(false);
        draft.reset(valuesOf(saved));
        notify.success('话题已更新');
      }}
    />
  );
}
