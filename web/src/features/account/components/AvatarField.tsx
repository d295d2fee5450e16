/**
 * 头像: pick a picture, crop it round (1:1), and it uploads at once through the upload engine; the new
 * face shows while it goes. The profile is saved with the rest of the form, once the upload is done.
 */
import { useState } from 'react';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { LazyImageCropper } from '../../../components/LazyImageCropper.tsx';
import { useLocalPreview } from '../../../lib/local-preview.ts';
import { FilePickButton } from '../../../components/upload/index.ts';
import { uploadEngine, useUpload } from '../../../lib/upload/index.ts';
import { IMAGE_ACCEPT, imageFileError } from '../../../lib/image-file.ts';

export interface AvatarUpload {
  key: string;
  file: File;
}

export interface AvatarFieldProps {
  id: string;
  name: string;
  /** The avatar the form holds now (saved, or the finished upload). */
  value: string;
  upload: AvatarUpload | null;
  onUpload: (upload: AvatarUpload | null) => void;
  error?: string;
  onError: (message: string | null) => void;
}

export function AvatarField({ id, name, value, upload, onUpload, error, onError }: AvatarFieldProps) {
  const [cropping, setCropping] = useState<File | null>(null);
  const record = useUpload(upload?.key);
  const preview = useLocalPreview(upload?.file ?? null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const stuck = record && (record.status === 'failed' || record.status === 'paused');
  const busy = record && record.status !== 'done' && !stuck;

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = imageFileError(file);
    onError(problem);
    if (!problem) setCropping(file);
  };

  const onCropped = (file: File) => {
    setCropping(null);
    if (upload) uploadEngine.cancel(upload.key);
    const r = uploadEngine.add(file, { origin: 'avatar' });
    onError(null);
    onUpload({ key: r.key, file });
  };

  const cancel = () => {
    if (upload) uploadEngine.cancel(upload.key);
    onUpload(null);
    onError(null);
  };

  return (
    <div className="acct-avatar-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="field__label" id={`${id}-label`}>
        头像
      </span>
      <div className="acct-avatar-field__row">
        <div className="acct-avatar-field__face">
          <Avatar src={preview ?? value} name={name} size={96} />
          {busy && (
            <span className="acct-avatar-field__badge" aria-hidden="true">
              {record.progress}%
            </span>
          )}
        </div>
        <div className="acct-avatar-field__actions">
          <FilePickButton
            id={id}
            accept={IMAGE_ACCEPT}
            onFiles={choose}
            inputLabel="选择头像图片"
            aria-describedby={error ? errorId : hintId}
          >
            {upload ? '重新选择' : '更换头像'}
          </FilePickButton>
          {upload && (
            <Button variant="ghost" onClick={cancel}>
              {busy ? '取消上传' : '恢复原头像'}
            </Button>
          )}
          {stuck && (
            <Button variant="ghost" onClick={() => uploadEngine.resume(upload!.key)}>
              重试上传
            </Button>
          )}
        </div>
      </div>
      <p className="acct-avatar-field__status" role="status">
        {busy
          ? `头像上传中 ${record.progress}%…`
          : record?.status === 'done'
            ? '新头像已上传，保存后生效'
            : ''}
      </p>
      {error || stuck ? (
        <p id={errorId} className="field__error" role="alert">
          <Icon name="alert" />
          {error ?? `头像上传失败：${record?.error ?? '请重试'}`}
        </p>
      ) : (
        <p id={hintId} className="field__hint">
          支持 JPG、PNG、WebP、GIF，不超过 10 MB；选择后可裁剪为圆形。
        </p>
      )}
      <Dialog
        open={cropping !== null}
        onOpenChange={(open) => !open && setCropping(null)}
        title="裁剪头像"
        description="拖动和缩放图片，圆框内的部分将作为头像。"
        size="lg"
      >
        {cropping && (
          <LazyImageCropper
            purpose="头像"
            file={cropping}
            aspect={1}
            shape="round"
            maxSize={512}
            confirmLabel="使用这个头像"
            onCancel={() => setCropping(null)}
            onCropped={onCropped}
          />
        )}
      </Dialog>
    </div>
  );
}
