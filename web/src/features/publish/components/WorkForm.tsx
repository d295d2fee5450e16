/**
 * The work form of /publish and /editWork/{id}: type, title, description, the blog's body, cover,
 * files, tags, tools, licence, price and the mature flag. Publishing keeps a draft in this browser as
 * you type (restored on return, 清除草稿 to start over); editing starts from the saved work.
 */
import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { formatChinaTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { uploadEngine, uploadedAddress } from '../../upload/index.ts';
import { workHref } from '../api.ts';
import { clearDraft, isBlank, loadDraft, saveDraft } from '../draft.ts';
import { fieldId, useWorkForm, type WorkForm as Form } from '../use-work-form.ts';
import {
  deliverableError,
  emptyValues,
  fromWorkDetail,
  LIMITS,
  type FieldKey,
  type OwnWorkDetail,
  type WorkFormValues,
} from '../work-form.ts';
import { CoverField } from './CoverField.tsx';
import { describedBy, FieldMessage, Required, TextAreaField, TextField } from './fields.tsx';
import { LicensePicker } from './LicensePicker.tsx';
import { AttachmentsField, ImagesField, ModelField, PreviewField, VideoField } from './MediaFields.tsx';
import { PriceField } from './PriceField.tsx';
import { TagInput } from './TagInput.tsx';
import { ToolPicker } from './ToolPicker.tsx';
import { TypePicker } from './TypePicker.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import '../publish.css';

const PREFIX = 'pub';
/** The fields in the order of the page (the main column, then the side one): the first invalid gets focus. */
const FIELD_ORDER: readonly FieldKey[] = [
  'type',
  'title',
  'description',
  'content',
  'cover',
  'coverAlt',
  'model',
  'images',
  'imageAlts',
  'video',
  'preview',
  'files',
  'license',
  'price',
  'tags',
  'tools',
];
const id = (key: Parameters<typeof fieldId>[1]) => fieldId(PREFIX, key);

// Its own chunk (TipTap): only a blog needs it. Without it, the body is a plain HTML text box.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor.tsx').catch((error: unknown) => {
    console.error('[publish] editor failed to load', error);
    return { default: PlainBodyEditor };
  }),
);

function PlainBodyEditor({
  id: editorId,
  labelId,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy: desc,
}: RichTextEditorProps) {
  return (
    <textarea
      id={editorId}
      className="pub-input pub-input--area pub-input--body"
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-describedby={desc}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
    />
  );
}

function BodyField({ form }: { form: Form }) {
  const error = form.errors.content;
  const fid = id('content');
  const hint = '可设置标题、加粗、列表、引用，插入链接和图片';
  const uploadImage = (file: File) =>
    form.upload(file, 'content').then((r) => (r ? uploadedAddress(r) : null));
  return (
    <div className={clsx('pub-field', error && 'pub-field--invalid')}>
      <div className="pub-field__top">
        <span className="pub-field__label" id={`${fid}-label`}>
          正文
          <Required />
        </span>
      </div>
      <Suspense fallback={<div className="rte rte--loading">正在加载编辑器…</div>}>
        <RichTextEditor
          id={fid}
          labelId={`${fid}-label`}
          value={form.values.content}
          onChange={(html) => form.set('content', html)}
          onBlur={() => form.check('content')}
          invalid={Boolean(error)}
          describedBy={describedBy(fid, error, hint)}
          onUploadImage={uploadImage}
        />
      </Suspense>
      <FieldMessage id={fid} error={error} hint={hint} />
    </div>
  );
}

/** Saves the draft a moment after each change, and at once when the page is left. */
function useDraftAutosave(form: Form, memberId: number, enabled: boolean) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const latest = useRef({ values: form.values, pending: form.pending });
  useEffect(() => {
    latest.current = { values: form.values, pending: form.pending };
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      const pending = form.pending.filter((p) => p.slot !== 'content');
      if (isBlank(form.values, pending)) {
        clearDraft(memberId);
        setSavedAt(null);
      } else setSavedAt(saveDraft(memberId, form.values, pending));
    }, 400);
    return () => window.clearTimeout(timer);
  }, [enabled, form.values, form.pending, memberId]);
  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      const { values, pending } = latest.current;
      const keep = pending.filter((p) => p.slot !== 'content');
      if (!isBlank(values, keep)) saveDraft(memberId, values, keep);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [enabled, memberId]);
  return savedAt;
}

/** The browser asks before leaving while files upload, or while an edit is unsaved. */
function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

export interface WorkFormProps {
  memberId: number;
  /** Editing this work (the author's copy, with its files' addresses); publishing a new one when absent. */
  work?: OwnWorkDetail;
}

export function WorkForm({ memberId, work }: WorkFormProps) {
  const editing = work !== undefined;
  const [restored] = useState(() => (editing ? null : loadDraft(memberId)));
  const [initial] = useState<WorkFormValues>(() =>
    work ? fromWorkDetail(work) : (restored?.values ?? emptyValues()),
  );
  // Once published, nothing may write the draft again (a save still waiting, leaving the page).
  const [published, setPublished] = useState(false);
  const form = useWorkForm({
    initial,
    workId: work?.id,
    idPrefix: PREFIX,
    fieldOrder: FIELD_ORDER,
    initialPending: restored?.pending,
    onSaved: () => {
      setPublished(true);
      if (!editing) clearDraft(memberId);
      notify.success(editing ? '作品已保存' : '发布成功');
    },
  });
  const savedAt = useDraftAutosave(form, memberId, !editing && !published);
  const [showRestored, setShowRestored] = useState(restored !== null && !isBlank(restored.values));
  const [confirmClear, setConfirmClear] = useState(false);
  const { values, errors, set } = form;
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);
  useLeaveGuard(form.uploading || (editing && dirty && !form.saving));

  const clearAll = () => {
    for (const p of form.pending) uploadEngine.cancel(p.key);
    clearDraft(memberId);
    form.setValues(emptyValues(values.type));
    setShowRestored(false);
    setConfirmClear(false);
  };

  const errorCount = Object.keys(errors).length;
  const status = form.formError
    ? null
    : form.uploading
      ? '文件上传中，上传完成后才能提交'
      : !editing && savedAt
        ? `草稿已自动保存 ${formatChinaTime(savedAt)}`
        : null;

  return (
    <div className="pub-page">
      <header className="pub-head">
        <div>
          <h1 id="page-title" className="pub-head__title">
            {editing ? '编辑作品' : '发布作品'}
          </h1>
          <p className="pub-head__sub">
            {editing ? (
              <>
                正在编辑《{work.title}》 · <Link to={workHref(work)}>查看作品页</Link>
              </>
            ) : (
              '分享你的模型、原画、动画或博客；带 * 的为必填项。'
            )}
          </p>
        </div>
      </header>

      {showRestored && restored && (
        <div className="pub-draft" role="status">
          <p>已恢复你 {formatChinaTime(restored.savedAt)} 自动保存的草稿，已上传的文件都还在。</p>
          <Button size="sm" variant="ghost" onClick={() => setConfirmClear(true)}>
            清除草稿
          </Button>
        </div>
      )}

      <form
        className="pub-form"
        noValidate
        aria-labelledby="page-title"
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <div className="pub-main">
          <section className="pub-card" aria-labelledby="pub-basic-h">
            <h2 id="pub-basic-h" className="pub-card__title">
              基本信息
            </h2>
            <TypePicker
              id={id('type')}
              value={values.type}
              onChange={(t) => set('type', t)}
              error={errors.type}
              locked={editing}
            />
            <TextField
              id={id('title')}
              label="标题"
              required
              max={LIMITS.title}
              value={values.title}
              onValueChange={(v) => set('title', v)}
              onBlur={() => form.check('title')}
              error={errors.title}
              placeholder="给作品起个名字"
              autoComplete="off"
            />
            <TextAreaField
              id={id('description')}
              label="描述"
              max={LIMITS.description}
              value={values.description}
              onValueChange={(v) => set('description', v)}
              onBlur={() => form.check('description')}
              error={errors.description}
              hint="创作思路、使用说明或背后的故事"
              rows={5}
            />
            {values.type === 'blog' && <BodyField form={form} />}
          </section>

          <section className="pub-card" aria-labelledby="pub-media-h">
            <h2 id="pub-media-h" className="pub-card__title">
              封面与文件
            </h2>
            <CoverField id={id('cover')} form={form} />
            {values.type === 'model' && <ModelField id={id('model')} form={form} />}
            {values.type === 'art' && <ImagesField id={id('images')} form={form} />}
            {values.type === 'animation' && <VideoField id={id('video')} form={form} />}
            {values.type === 'animation' && <PreviewField id={id('preview')} form={form} />}
            <AttachmentsField id={id('files')} form={form} />
          </section>
          <section className="pub-card" aria-labelledby="pub-rights-h">
            <h2 id="pub-rights-h" className="pub-card__title">
              版权与出售
            </h2>
            <LicensePicker
              id={id('license')}
              value={values.license}
              onChange={(k) => set('license', k)}
              error={errors.license}
            />
            <PriceField
              id={id('price')}
              forSale={values.forSale}
              price={values.price}
              onForSale={(on) => set('forSale', on)}
              onPrice={(p) => set('price', p)}
              onBlur={() => form.check('price')}
              error={errors.price}
            />
            {values.forSale && deliverableError(values) && (
              <p className="pub-sale-note" role="status">
                <Icon name="info" size={16} />
                {deliverableError(values)}
              </p>
            )}
            <Checkbox
              className="pub-mature"
              label="含成人内容（18+）"
              description="勾选后，浏览者需确认已年满 18 周岁才能查看作品内容。"
              checked={values.isMature}
              onCheckedChange={(c) => set('isMature', c === true)}
            />
          </section>
        </div>

        <div className="pub-side">
          <section className="pub-card" aria-labelledby="pub-tags-h">
            <h2 id="pub-tags-h" className="pub-card__title">
              标签与软件
            </h2>
            <TagInput
              id={id('tags')}
              type={values.type}
              value={values.tags}
              onChange={(tags) => set('tags', tags)}
              error={errors.tags}
              onError={(m) => form.setError('tags', m)}
            />
            <ToolPicker
              id={id('tools')}
              value={values.tools}
              onChange={(t) => set('tools', t)}
              error={errors.tools}
            />
          </section>
        </div>

        <div className="pub-bar">
          <div className="pub-bar__status" aria-live="polite">
            {form.formError ? (
              <p className="pub-bar__error" role="alert">
                {form.formError}
              </p>
            ) : form.attempted && errorCount > 0 ? (
              <p className="pub-bar__error">还有 {errorCount} 项需要修改，已标出</p>
            ) : (
              status && <p className="pub-bar__note">{status}</p>
            )}
          </div>
          <div className="pub-bar__actions">
            {editing ? (
              <Button asChild variant="ghost">
                <Link to={workHref(work)}>取消</Link>
              </Button>
            ) : (
              <Button
                variant="ghost"
                onClick={() => setConfirmClear(true)}
                disabled={!savedAt && !showRestored}
              >
                清除草稿
              </Button>
            )}
            <Button type="submit" variant="primary" size="lg" loading={form.saving}>
              {editing ? '保存修改' : '发布作品'}
            </Button>
          </div>
        </div>
      </form>

      <Dialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="清除草稿？"
        description="已填写的内容和上传的文件都会从表单中清空，且不能恢复。"
        size="sm"
        footer={
          <>
            <Button onClick={() => setConfirmClear(false)}>保留</Button>
            <Button variant="danger" onClick={clearAll}>
              清除草稿
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </div>
  );
}
