/**
 * 发起话题 and 编辑话题: title (1–50), a topic tag from the community's own, and the body in the blog's
 * rich text editor (pictures through the upload engine). A dialog on desktop, a full-height sheet on
 * phones. What was typed lives in the page's draft: a failure or a closed dialog loses nothing.
 */
import { clsx } from 'clsx';
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { TOPIC_TAGS, TOPIC_TITLE_MAX, type TopicField } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { ApiError } from '../../../lib/http.ts';
import { LazyRichTextEditor } from '../../publish/index.ts';
import type { SavedTopic } from '../api.ts';
import { fieldOfRefusal, uploadTopicImage, type TopicDraft } from '../topic-form.ts';

export interface TopicEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'add' starts a topic, 'edit' saves changes to one. */
  mode: 'add' | 'edit';
  draft: TopicDraft;
  /** Sends the draft; resolves with the saved topic. */
  save: (values: TopicDraft['values']) => Promise<SavedTopic>;
  saving: boolean;
  onSaved: (saved: SavedTopic) => void;
}

const titleLength = (title: string) => [...title.trim()].length;

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
  const bodyId = useId();
  const tagsId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const tagsRef = useRef<HTMLFieldSetElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const { values, errors } = draft;
  const length = titleLength(values.title);

  const focusField = (field: TopicField) => {
    if (field === 'title') titleRef.current?.focus();
    else if (field === 'tag') tagsRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    else document.getElementById(bodyId)?.focus();
  };

  const uploadImage = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      return await uploadTopicImage(file);
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploading > 0) return;
    setFormError(null);
    const found = draft.validate();
    const first = (['title', 'tag', 'content'] as const).find((f) => found[f]);
    if (first) {
      focusField(first);
      return;
    }
    save(values).then(onSaved, (error: unknown) => {
      // A 401 opens the login dialog by itself; step aside for it (the draft stays).
      if (error instanceof ApiError && error.isUnauthorized) {
        onOpenChange(false);
        return;
      }
      const msg =
        error instanceof ApiError && error.code === 0
          ? error.message
          : `${mode === 'add' ? '发布' : '保存'}失败，请检查网络后重试`;
      const field = fieldOfRefusal(msg);
      if (field) {
        draft.setFieldError(field, msg);
        focusField(field);
      } else setFormError(msg);
    });
  };

  const contentHint = '可加粗、列表、引用，插入链接和图片';
  const busy = uploading > 0 ? '图片上传中，完成后才能发布' : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setFormError(null);
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
      <form id={formId} className="topic-editor__form" noValidate onSubmit={submit}>
        {formError && (
          <p className="topic-editor__alert" role="alert">
            <Icon name="alert" />
            {formError}
          </p>
        )}
        <Input
          ref={titleRef}
          label="标题"
          value={values.title}
          placeholder="一句话说清你想聊什么"
          autoComplete="off"
          error={errors.title}
          hint={
            <span className={length > TOPIC_TITLE_MAX ? 'topic-editor__over' : undefined}>
              <span className="visually-hidden">1–{TOPIC_TITLE_MAX} 个字，已输入</span>
              <span className="tabular">
                {length}/{TOPIC_TITLE_MAX}
              </span>
            </span>
          }
          onChange={(e) => draft.update({ title: e.target.value })}
        />

        <fieldset
          ref={tagsRef}
          className={clsx('topic-editor__tags', errors.tag && 'topic-editor__tags--invalid')}
          aria-describedby={errors.tag ? `${tagsId}-error` : undefined}
        >
          <legend className="field__label">话题标签</legend>
          <div className="topic-editor__chips">
            {TOPIC_TAGS.map((tag) => (
              <label key={tag} className="topic-editor__chip">
                <input
                  type="radio"
                  name={`${tagsId}-tag`}
                  value={tag}
                  checked={values.tag === tag}
                  aria-invalid={errors.tag ? true : undefined}
                  onChange={() => draft.update({ tag })}
                />
                <span>#{tag}</span>
              </label>
            ))}
          </div>
          {errors.tag && (
            <p id={`${tagsId}-error`} className="field__error" role="alert">
              <Icon name="alert" />
              {errors.tag}
            </p>
          )}
        </fieldset>

        <div className={clsx('field', errors.content && 'field--invalid')}>
          <span className="field__label" id={`${bodyId}-label`}>
            正文
          </span>
          <Suspense fallback={<div className="rte rte--loading topic-editor__loading">正在加载编辑器…</div>}>
            <LazyRichTextEditor
              id={bodyId}
              labelId={`${bodyId}-label`}
              value={values.content}
              onChange={(html) => draft.update({ content: html })}
              invalid={Boolean(errors.content)}
              describedBy={`${bodyId}-${errors.content ? 'error' : 'hint'}`}
              onUploadImage={uploadImage}
            />
          </Suspense>
          {errors.content ? (
            <p id={`${bodyId}-error`} className="field__error" role="alert">
              <Icon name="alert" />
              {errors.content}
            </p>
          ) : (
            <p id={`${bodyId}-hint`} className="field__hint">
              {contentHint}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
