/**
 * The sections of the work form (components/WorkForm.tsx): 基本信息 (type, title, description, the
 * blog's body), 封面与文件, 版权与出售, and 标签与软件.
 */
import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { uploadedAddress } from '../../../lib/upload/index.ts';
import { fieldId } from '../field-focus.ts';
import type { WorkForm as Form } from '../use-work-form.ts';
import { deliverableError, LIMITS } from '../work-form.ts';
import { CoverField } from './CoverField.tsx';
import { describedBy, FieldMessage, Required, TextAreaField, TextField } from './fields.tsx';
import { LicensePicker } from './LicensePicker.tsx';
import { AttachmentsField, ImagesField, ModelField, PreviewField, VideoField } from './MediaFields.tsx';
import { PriceField } from './PriceField.tsx';
import { TagInput } from './TagInput.tsx';
import { ToolPicker } from './ToolPicker.tsx';
import { TypePicker } from './TypePicker.tsx';
import type { RichTextEditorProps } from '../../../components/RichTextEditorSlot.tsx';

export const PUB_PREFIX = 'pub';
const id = (key: Parameters<typeof fieldId>[1]) => fieldId(PUB_PREFIX, key);

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

/** 基本信息: type, title, description and, for a blog, the body. */
export function BasicsSection({ form, editing }: { form: Form; editing: boolean }) {
  const { values, errors, set } = form;
  return (
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
  );
}

/** 封面与文件: the cover, the type's own media and attachments. */
export function MediaSection({ form }: { form: Form }) {
  const { values } = form;
  return (
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
  );
}

/** 版权与出售: licence, sale and price, the mature flag. */
export function RightsSection({ form }: { form: Form }) {
  const { values, errors, set } = form;
  return (
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
  );
}

/** 标签与软件: tags and rendering tools. */
export function TagsToolsSection({ form }: { form: Form }) {
  const { values, errors, set } = form;
  return (
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
  );
}
