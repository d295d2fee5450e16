/**
 * 封面: pick or drop a picture, crop it to 4:3 (the cards' shape), and it uploads at once; the page
 * shows it as soon as it is cropped. 重新裁剪 goes back to the original picture while on the page.
 * Once there is a cover, 封面替代文字 says what it shows to those who cannot see it.
 */
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { LazyImageCropper } from '../../../components/LazyImageCropper.tsx';
import { useLocalPreview } from '../../../lib/local-preview.ts';
import { DropZone, FilePickButton, UploadList } from '../../../components/upload/index.ts';
import { fieldId } from '../field-focus.ts';
import type { WorkForm } from '../use-work-form.ts';
import { ACCEPT, imageFileError, LIMITS } from '../work-form.ts';
import { describedBy, FieldMessage, Required, TextField } from './fields.tsx';

const COVER_ASPECT = 4 / 3;

export function CoverField({ id, form }: { id: string; form: WorkForm }) {
  const [source, setSource] = useState<File | null>(null);
  const [cropping, setCropping] = useState<File | null>(null);
  const [cropped, setCropped] = useState<File | null>(null);
  const records = form.recordsOf('cover');
  const uploading = records.length > 0;
  const localPreview = useLocalPreview(uploading ? cropped : null);
  const error = form.errors.cover;
  const src = localPreview ?? (form.values.cover || null);
  const hint = '建议横图，裁剪为 4:3；支持 JPG、PNG、WebP、GIF，不超过 20 MB';

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) {
      form.setError('cover', problem);
      return;
    }
    form.setError('cover', null);
    setSource(file);
    setCropping(file);
  };

  const onCropped = (file: File) => {
    setCropping(null);
    setCropped(file);
    void form.upload(file, 'cover');
  };

  return (
    <div className={clsx('pub-field', error && 'pub-field--invalid')}>
      <div className="pub-field__top">
        <span className="pub-field__label" id={`${id}-label`}>
          封面
          <Required />
        </span>
      </div>
      <DropZone onFiles={choose} label="松开鼠标，使用这张图片作为封面">
        <div className={clsx('pub-cover', !src && 'pub-cover--empty')}>
          {src ? (
            <img className="pub-cover__img" src={src} alt="封面预览" />
          ) : (
            <div className="pub-cover__placeholder" aria-hidden="true">
              <Icon name="image" size={36} />
              <span>拖入图片，或点击下方按钮选择</span>
            </div>
          )}
          {uploading && (
            <span className="pub-cover__badge" aria-hidden="true">
              上传中 {records[0]?.progress ?? 0}%
            </span>
          )}
        </div>
      </DropZone>
      <div className="pub-cover__actions" id={id} role="group" aria-labelledby={`${id}-label`}>
        <FilePickButton
          accept={ACCEPT.image}
          onFiles={choose}
          variant={src ? 'secondary' : 'primary'}
          inputLabel="选择封面图片"
          aria-describedby={describedBy(id, error, hint)}
        >
          {src ? '更换封面' : '选择封面图片'}
        </FilePickButton>
        {source && (
          <Button variant="ghost" onClick={() => setCropping(source)}>
            重新裁剪
          </Button>
        )}
      </div>
      <UploadList records={records} title="封面上传" className="pub-uploads" />
      <FieldMessage id={id} error={error} hint={hint} />
      {src && <CoverAltField form={form} />}
      <Dialog
        open={cropping !== null}
        onOpenChange={(open) => !open && setCropping(null)}
        title="裁剪封面"
        description="封面以 4:3 显示在作品卡片上。"
        size="lg"
      >
        {cropping && (
          <LazyImageCropper
            purpose="封面"
            file={cropping}
            aspect={COVER_ASPECT}
            confirmLabel="使用这张封面"
            onCancel={() => setCropping(null)}
            onCropped={onCropped}
          />
        )}
      </Dialog>
    </div>
  );
}

/** 封面替代文字: what the cover shows, said to screen readers (and by the work's page when the cover fails). */
function CoverAltField({ form }: { form: WorkForm }) {
  return (
    <div className="pub-alt">
      <TextField
        id={fieldId(form.idPrefix, 'coverAlt')}
        label="封面替代文字"
        max={LIMITS.alt}
        value={form.values.coverAlt}
        onValueChange={(v) => form.set('coverAlt', v)}
        onBlur={() => form.check('coverAlt')}
        error={form.errors.coverAlt}
        hint="一句话描述封面画面，读屏软件会读给看不到图片的人；不填时使用作品标题"
        placeholder="如：一只青瓷梅瓶立在木架上，背后是灰色墙面"
        autoComplete="off"
      />
    </div>
  );
}
