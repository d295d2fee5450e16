/**
 * The work's files, each through the upload engine: the model (GLB/glTF) of a model work, the pictures
 * of an art work, the video of an animation, and attachments of any work. What is uploaded is listed
 * with 移除; what is on its way shows in an upload list with 暂停 / 继续 / 重试 / 取消.
 */
import { formatBytes } from '../../../lib/format.ts';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { WorkFile } from '@zaowu/shared';
import { fileFormat, VIDEO_PREVIEW_SECONDS } from '@zaowu/shared/work-media';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { DropZone, FilePickButton, UploadList } from '../../../components/upload/index.ts';
import type { UploadSlot } from '../draft.ts';
import { posterFrame } from '../poster-frame.ts';
import { fieldId } from '../field-focus.ts';
import type { WorkForm } from '../use-work-form.ts';
import {
  ACCEPT,
  attachmentError,
  imageFileError,
  LIMITS,
  MSG,
  modelFileError,
  cutsPreview,
  previewFileError,
  videoFileError,
  type FieldKey,
} from '../work-form.ts';
import { describedBy, FieldMessage, Required } from './fields.tsx';

interface SlotProps {
  id: string;
  form: WorkForm;
}

/** The frame every file field shares: label, drop area with the pick button, uploads, message. */
function FileSlot({
  id,
  form,
  slot,
  label,
  required,
  hint,
  accept,
  multiple,
  pickLabel,
  dropLabel,
  check,
  room,
  onTaken,
  children,
}: SlotProps & {
  slot: Exclude<UploadSlot, 'cover' | 'content'>;
  label: string;
  required?: boolean;
  hint: string;
  accept?: string;
  multiple?: boolean;
  pickLabel: string;
  dropLabel: string;
  check: (file: File) => string | null;
  /** How many more files fit (multi-file slots). */
  room?: number;
  /** Called with each file once its upload has started. */
  onTaken?: (file: File) => void;
  children?: ReactNode;
}) {
  const key = slot as FieldKey;
  const error = form.errors[key];
  const records = form.recordsOf(slot);

  const take = (files: File[]) => {
    const picked = multiple ? files : files.slice(0, 1);
    if (room !== undefined && picked.length > room) {
      form.setError(key, slot === 'images' ? MSG.imagesMany : MSG.filesMany);
      return;
    }
    for (const file of picked) {
      const problem = check(file);
      if (problem) {
        form.setError(key, `${file.name}：${problem}`);
        return;
      }
    }
    for (const file of picked) {
      void form.upload(file, slot);
      onTaken?.(file);
    }
  };

  return (
    <div className={clsx('pub-field', error && 'pub-field--invalid')}>
      <div className="pub-field__top">
        <span className="pub-field__label" id={`${id}-label`}>
          {label}
          {required && <Required />}
        </span>
        {room !== undefined && (
          <span className="pub-count tabular" aria-hidden="true">
            {(slot === 'images' ? LIMITS.images : LIMITS.files) - room}/
            {slot === 'images' ? LIMITS.images : LIMITS.files}
          </span>
        )}
      </div>
      {children}
      <DropZone onFiles={take} label={dropLabel}>
        <div className="pub-drop" id={id} role="group" aria-labelledby={`${id}-label`}>
          <Icon name="plus" size={20} />
          <span className="pub-drop__text">拖入文件到这里，或</span>
          <FilePickButton
            accept={accept}
            multiple={multiple}
            onFiles={take}
            size="sm"
            inputLabel={pickLabel}
            aria-describedby={describedBy(id, error, hint)}
            disabled={room === 0}
          >
            {pickLabel}
          </FilePickButton>
        </div>
      </DropZone>
      <UploadList records={records} title={`${label}上传`} className="pub-uploads" />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** Each file with its format and size, as the work's page will list them, and 移除. */
function FileRows({ files, onRemove }: { files: WorkFile[]; onRemove: (index: number) => void }) {
  if (files.length === 0) return null;
  return (
    <ul className="pub-files">
      {files.map((f, i) => (
        <li key={`${i}-${f.url}`} className="pub-file">
          <Icon name="inbox" size={18} />
          <span className="pub-file__name" title={f.name}>
            {f.name}
          </span>
          {fileFormat(f.name) && <span className="pub-file__format">{fileFormat(f.name)}</span>}
          {f.size > 0 && <span className="pub-file__size tabular">{formatBytes(f.size)}</span>}
          <Button size="sm" variant="ghost" onClick={() => onRemove(i)} aria-label={`移除 ${f.name}`}>
            移除
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function ModelField({ id, form }: SlotProps) {
  const model = form.values.model;
  const previewOnly = !form.values.modelDownload;
  return (
    <FileSlot
      id={id}
      form={form}
      slot="model"
      label="模型文件"
      required
      hint="支持 .glb，或资源内嵌的 .gltf；详情页会用 3D 查看器展示，并读出面数、顶点数等模型信息"
      accept={ACCEPT.model}
      pickLabel={model ? '更换模型文件' : '选择模型文件'}
      dropLabel="松开鼠标，上传这个模型"
      check={modelFileError}
    >
      {model && <FileRows files={[model]} onRemove={() => form.set('model', null)} />}
      <Checkbox
        className="pub-model-preview"
        label="仅用于预览"
        description={
          previewOnly
            ? '模型文件只在 3D 查看器中展示，不提供下载；出售时请在附件中提供购买者可下载的文件。'
            : '不勾选时，模型文件也是作品的下载文件（购买者或登录用户可下载）。'
        }
        checked={previewOnly}
        onCheckedChange={(c) => form.set('modelDownload', c !== true)}
      />
    </FileSlot>
  );
}

export function VideoField({ id, form }: SlotProps) {
  const video = form.values.video;
  // No cover yet: one frame of the video becomes it (the member can still pick another).
  const posterIfNoCover = (file: File) => {
    if (form.values.cover || form.recordsOf('cover').length > 0) return;
    void posterFrame(file).then((poster) => {
      if (poster) void form.upload(poster, 'cover');
    });
  };
  return (
    <FileSlot
      id={id}
      form={form}
      slot="video"
      label="动画视频"
      hint="MP4、WebM 或 MOV，不超过 2 GB；大文件会分片上传，可暂停和继续；还没有封面时，会截取视频画面作为封面"
      accept={ACCEPT.video}
      pickLabel={video ? '更换视频' : '选择视频'}
      dropLabel="松开鼠标，上传这个视频"
      check={videoFileError}
      onTaken={posterIfNoCover}
    >
      {video && <FileRows files={[video]} onRemove={() => form.set('video', null)} />}
    </FileSlot>
  );
}

/**
 * An animation's preview cut (试看片段): what plays to those who have not bought it when it is for
 * sale. Without one the server plays the video's first seconds (a WebM), or only the cover (MP4, MOV).
 */
export function PreviewField({ id, form }: SlotProps) {
  const { preview, video, forSale } = form.values;
  const auto = `不上传时，出售的 WebM 视频会自动截取前 ${VIDEO_PREVIEW_SECONDS} 秒（短片为前一半）作为试看`;
  const hint =
    forSale && video && !cutsPreview(video) && !preview
      ? 'MP4、MOV 视频不能自动截取试看，请上传试看片段，否则未购买的人只能看到封面'
      : `出售时，未购买的人只能看到试看片段。${auto}`;
  return (
    <FileSlot
      id={id}
      form={form}
      slot="preview"
      label="试看片段（可选）"
      hint={hint}
      accept={ACCEPT.video}
      pickLabel={preview ? '更换试看片段' : '选择试看片段'}
      dropLabel="松开鼠标，上传这个试看片段"
      check={previewFileError}
    >
      {preview && <FileRows files={[preview]} onRemove={() => form.set('preview', null)} />}
    </FileSlot>
  );
}

export function ImagesField({ id, form }: SlotProps) {
  const images = form.values.images;
  const alts = form.values.imageAlts;
  const altsId = fieldId(form.idPrefix, 'imageAlts');
  const altsError = form.errors.imageAlts;
  const room = Math.max(0, LIMITS.images - images.length - form.recordsOf('images').length);
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    form.set('images', next);
  };
  return (
    <FileSlot
      id={id}
      form={form}
      slot="images"
      label="作品图片"
      hint={`按顺序展示在作品页，最多 ${LIMITS.images} 张；不上传时展示封面。每张可写一句替代文字，描述画面给看不到图片的人`}
      accept={ACCEPT.image}
      multiple
      pickLabel="添加图片"
      dropLabel="松开鼠标，添加这些图片"
      check={imageFileError}
      room={room}
    >
      {images.length > 0 && (
        <ol className="pub-gallery" id={altsId}>
          {images.map((src, i) => (
            <li key={`${i}-${src}`} className="pub-gallery__item">
              <div className="pub-gallery__thumb">
                <img src={src} alt={alts[src] || `第 ${i + 1} 张图片`} loading="lazy" decoding="async" />
              </div>
              {/* Before the buttons, so the list's first control (focused on an error) is the first text. */}
              <input
                className="pub-input pub-gallery__alt"
                aria-label={`第 ${i + 1} 张图片的替代文字`}
                aria-invalid={altsError ? true : undefined}
                aria-describedby={altsError ? `${altsId}-error` : undefined}
                placeholder="替代文字（选填）"
                autoComplete="off"
                value={alts[src] ?? ''}
                onChange={(e) => form.set('imageAlts', { ...alts, [src]: e.currentTarget.value })}
                onBlur={() => form.check('imageAlts')}
              />
              <div className="pub-gallery__actions">
                <button
                  type="button"
                  className="pub-icon-btn"
                  aria-label={`第 ${i + 1} 张前移`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <Icon name="chevron-left" size={16} />
                </button>
                <button
                  type="button"
                  className="pub-icon-btn"
                  aria-label={`移除第 ${i + 1} 张图片`}
                  onClick={() =>
                    form.set(
                      'images',
                      images.filter((_, j) => j !== i),
                    )
                  }
                >
                  <Icon name="close" size={16} />
                </button>
                <button
                  type="button"
                  className="pub-icon-btn"
                  aria-label={`第 ${i + 1} 张后移`}
                  disabled={i === images.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <Icon name="chevron-right" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {altsError && <FieldMessage id={altsId} error={altsError} />}
    </FileSlot>
  );
}

export function AttachmentsField({ id, form }: SlotProps) {
  const files = form.values.files;
  const room = Math.max(0, LIMITS.files - files.length - form.recordsOf('files').length);
  return (
    <FileSlot
      id={id}
      form={form}
      slot="files"
      label="附件"
      hint={`FBX、OBJ、贴图、工程文件、ZIP 等，作品页会列出格式和大小；最多 ${LIMITS.files} 个，每个不超过 2 GB`}
      multiple
      pickLabel="添加附件"
      dropLabel="松开鼠标，添加这些附件"
      check={attachmentError}
      room={room}
    >
      <FileRows
        files={files}
        onRemove={(i) =>
          form.set(
            'files',
            files.filter((_, j) => j !== i),
          )
        }
      />
    </FileSlot>
  );
}
