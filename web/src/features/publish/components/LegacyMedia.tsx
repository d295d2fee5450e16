/**
 * The file inputs of the legacy work form (components/LegacyWorkForm.tsx): cover, the type's own
 * media and attachments, each a plain file input that checks, then uploads.
 */
import type { ChangeEvent } from 'react';
import { UploadList } from '../../../components/upload/index.ts';
import type { UploadSlot } from '../draft.ts';
import type { WorkForm } from '../use-work-form.ts';
import {
  ACCEPT,
  attachmentError,
  imageFileError,
  LIMITS,
  modelFileError,
  MSG,
  videoFileError,
  type FieldKey,
} from '../work-form.ts';
import { describedBy, FieldMessage } from './fields.tsx';
import { LegacyRow, legacyId as id } from './LegacyFields.tsx';
import { formatBytes } from '../../../lib/format.ts';

type FileSlot = Exclude<UploadSlot, 'content'>;

/** One plain file input: checks the chosen files, then uploads each into its slot. */
function LegacyFileInput({
  form,
  slot,
  label,
  check,
  opts,
}: {
  form: WorkForm;
  slot: FileSlot;
  label: string;
  check: (f: File) => string | null;
  opts: { accept?: string; multiple?: boolean; required?: boolean; hint: string; current?: string | null };
}) {
  const { values, errors } = form;
  const key = slot as FieldKey;
  const fid = id(key);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    const max = slot === 'images' ? LIMITS.images - values.images.length : LIMITS.files - values.files.length;
    if ((slot === 'images' || slot === 'files') && files.length > max) {
      form.setError(key, slot === 'images' ? MSG.imagesMany : MSG.filesMany);
      return;
    }
    for (const f of files) {
      const problem = check(f);
      if (problem) {
        form.setError(key, `${f.name}：${problem}`);
        return;
      }
    }
    for (const f of files) void form.upload(f, slot);
  };
  return (
    <LegacyRow fieldId={fid} label={label} required={opts.required}>
      {opts.current && <p className="legacy-current">当前：{opts.current}</p>}
      <input
        id={fid}
        type="file"
        accept={opts.accept}
        multiple={opts.multiple}
        onChange={onChange}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(fid, errors[key], opts.hint)}
      />
      <UploadList records={form.recordsOf(slot)} title={`${label}上传`} className="pub-uploads" />
      <FieldMessage id={fid} error={errors[key]} hint={opts.hint} />
    </LegacyRow>
  );
}

/** Cover, the type's own media (model, images or video) and attachments. */
export function LegacyMedia({ form }: { form: WorkForm }) {
  const { values } = form;
  return (
    <>
      <LegacyFileInput
        form={form}
        slot="cover"
        label="封面"
        check={imageFileError}
        opts={{
          accept: ACCEPT.image,
          required: true,
          hint: '建议 4:3 横图，不超过 20 MB',
          current: values.cover ? values.cover.split('/').pop() : null,
        }}
      />
      {values.cover && <img className="legacy-cover" src={values.cover} alt="封面预览" />}
      {values.type === 'model' && (
        <LegacyFileInput
          form={form}
          slot="model"
          label="模型文件"
          check={modelFileError}
          opts={{ accept: ACCEPT.model, required: true, hint: '.glb 或 .gltf', current: values.model?.name }}
        />
      )}
      {values.type === 'art' && (
        <LegacyFileInput
          form={form}
          slot="images"
          label="作品图片"
          check={imageFileError}
          opts={{
            accept: ACCEPT.image,
            multiple: true,
            hint: `最多 ${LIMITS.images} 张`,
            current: values.images.length > 0 ? `${values.images.length} 张图片` : null,
          }}
        />
      )}
      {values.type === 'animation' && (
        <LegacyFileInput
          form={form}
          slot="video"
          label="动画视频"
          check={videoFileError}
          opts={{ accept: ACCEPT.video, hint: 'MP4、WebM 或 MOV', current: values.video?.name }}
        />
      )}
      <LegacyFileInput
        form={form}
        slot="files"
        label="附件"
        check={attachmentError}
        opts={{
          multiple: true,
          hint: `最多 ${LIMITS.files} 个`,
          current:
            values.files.length > 0
              ? values.files.map((f) => `${f.name}${f.size ? `（${formatBytes(f.size)}）` : ''}`).join('、')
              : null,
        }}
      />
    </>
  );
}
