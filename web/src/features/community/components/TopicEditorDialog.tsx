/**
 * 发起话题 and 编辑话题: title (1–50), a topic tag from the community's own, and the body in the blog's
 * rich text editor (pictures through the upload engine). A dialog on desktop, a full-height sheet on
 * phones. What was typed lives in the page's draft (its react-hook-form, topic-form.ts): a failure or a
 * closed dialog loses nothing. A refusal of the server goes beside the field it is about.
 */
import { clsx } from 'clsx';
import { Suspense, useId, useState } from 'react';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { TOPIC_TAGS, TOPIC_TITLE_MAX, codePointLength, type TopicInput } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { RichTextEditor } from '../../../components/RichTextEditorSlot.tsx';
import type { SavedTopic } from '../api.ts';
import { fieldOfRefusal, uploadTopicImage, type TopicDraft } from '../topic-form.ts';
import { isSessionGone, userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

export interface TopicEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'add' starts a topic, 'edit' saves changes to one. */
  mode: 'add' | 'edit';
  draft: TopicDraft;
  /** Sends the checked topic; resolves with the saved topic. */
  save: (values: TopicInput) => Promise<SavedTopic>;
  saving: boolean;
  onSaved: (saved: SavedTopic) => void;
}

const titleLength = (title: string) => codePointLength(title.trim());
const CONTENT_HINT = '可加粗、列表、引用，插入链接和图片';

export function TopicEditorDialog({
  open,
  onOpenChange,
  mode,
  draft,
  save,
  saving,
  onSaved,
}: TopicEditorDialogProps) {
  const formId = useId();
  const [uploading, setUploading] = useState(0);
  const { control, handleSubmit, setError, setFocus, clearErrors } = draft.form;
  const { errors } = useFormState({ control });

  const uploadImage = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      return await uploadTopicImage(file);
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const send = handleSubmit((values) =>
    save(values).then(onSaved, (error: unknown) => {
      // A 401 opens the login dialog by itself; step aside for it (the draft stays).
      if (isSessionGone(error)) {
        onOpenChange(false);
        return;
      }
      const msg = userMessage(error, `${mode === 'add' ? '发布' : '保存'}失败，请检查网络后重试`);
      const field = fieldOfRefusal(msg);
      setError(field ?? 'root', { message: msg });
      if (field) setFocus(field);
    }),
  );

  const busy = uploading > 0 ? '图片上传中，完成后才能发布' : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clearErrors('root');
        onOpenChange(next);
      }}
      title={mode === 'add' ? '发起话题' : '编辑话题'}
      description={mode === 'add' ? '提问、分享经验或作品心得，友善交流。' : '修改后所有人看到的都是新内容。'}
      size="lg"
      className="topic-editor"
      footer={
        <>
          {busy && (
            <p className="topic-editor__busy" role="status">
              {busy}
            </p>
          )}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {draft.dirty && mode === 'add' ? '稍后再写' : '取消'}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={saving} disabled={uploading > 0}>
            {mode === 'add' ? '发布话题' : '保存修改'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="topic-editor__form"
        noValidate
        onSubmit={(event) => {
          if (saving || uploading > 0) event.preventDefault();
          else void send(event);
        }}
      >
        <FormError className="topic-editor__alert" icon message={errors.root?.message} />
        <Controller
          control={control}
          name="title"
          render={({ field }) => (
            <Input
              {...field}
              label="标题"
              placeholder="一句话说清你想聊什么"
              autoComplete="off"
              error={errors.title?.message}
              hint={<TitleCount length={titleLength(field.value)} />}
            />
          )}
        />

        <TopicTagField control={control} error={errors.tag?.message} />

        <TopicBodyField control={control} error={errors.content?.message} onUploadImage={uploadImage} />
      </form>
    </Dialog>
  );
}

function TitleCount({ length }: { length: number }) {
  return (
    <span className={length > TOPIC_TITLE_MAX ? 'topic-editor__over' : undefined}>
      <span className="visually-hidden">1–{TOPIC_TITLE_MAX} 个字，已输入</span>
      <span className="tabular">
        {length}/{TOPIC_TITLE_MAX}
      </span>
    </span>
  );
}

interface FieldProps {
  control: Control<TopicInput, unknown, TopicInput>;
  error: string | undefined;
}

/** The topic tag: one of the community's own, as radio chips. */
function TopicTagField({ control, error }: FieldProps) {
  const tagsId = useId();
  return (
    <Controller
      control={control}
      name="tag"
      render={({ field }) => (
        <fieldset
          className={clsx('topic-editor__tags', error && 'topic-editor__tags--invalid')}
          aria-describedby={error ? `${tagsId}-error` : undefined}
        >
          <legend className="field__label">话题标签</legend>
          <div className="topic-editor__chips">
            {TOPIC_TAGS.map((tag, i) => (
              <label key={tag} className="topic-editor__chip">
                <input
                  ref={i === 0 ? field.ref : undefined}
                  type="radio"
                  name={`${tagsId}-tag`}
                  value={tag}
                  checked={field.value === tag}
                  aria-invalid={error ? true : undefined}
                  onChange={() => field.onChange(tag)}
                  onBlur={field.onBlur}
                />
                <span>#{tag}</span>
              </label>
            ))}
          </div>
          {error && (
            <p id={`${tagsId}-error`} className="field__error" role="alert">
              <Icon name="alert" />
              {error}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

/** The body in the blog's rich text editor, with its hint or its error below. */
function TopicBodyField({
  control,
  error,
  onUploadImage,
}: FieldProps & { onUploadImage: (file: File) => Promise<string | null> }) {
  const bodyId = useId();
  return (
    <div className={clsx('field', error && 'field--invalid')}>
      <span className="field__label" id={`${bodyId}-label`}>
        正文
      </span>
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          // The editor takes no ref: the form focuses the body through this one.
          <div ref={(el) => field.ref(el && { focus: () => document.getElementById(bodyId)?.focus() })}>
            <Suspense
              fallback={<div className="rte rte--loading topic-editor__loading">正在加载编辑器…</div>}
            >
              <RichTextEditor
                id={bodyId}
                labelId={`${bodyId}-label`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(error)}
                describedBy={`${bodyId}-${error ? 'error' : 'hint'}`}
                onUploadImage={onUploadImage}
              />
            </Suspense>
          </div>
        )}
      />
      {error ? (
        <p id={`${bodyId}-error`} className="field__error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      ) : (
        <p id={`${bodyId}-hint`} className="field__hint">
          {CONTENT_HINT}
        </p>
      )}
    </div>
  );
}
