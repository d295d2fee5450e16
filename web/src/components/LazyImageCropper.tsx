/**
 * The ImageCropper on its own chunk (react-easy-crop), loaded when a picture is chosen. While it
 * loads a line says so; if it cannot load, the member may use the picture whole.
 */
import { lazy, Suspense } from 'react';
import { Button } from './Button.tsx';
import type { ImageCropperProps } from './ImageCropper.tsx';
import './lazy-image-cropper.css';

export interface LazyImageCropperProps extends ImageCropperProps {
  /** What the picture becomes, for the fallback's words: 封面, 头像. */
  purpose: string;
}

const ImageCropper = lazy(() =>
  import('./ImageCropper.tsx').catch((error: unknown) => {
    console.error('[cropper] failed to load', error);
    return { default: CropperUnavailable };
  }),
);

function CropperUnavailable({ file, onCropped, onCancel, purpose }: LazyImageCropperProps) {
  return (
    <div className="crop-fallback">
      <p role="alert">裁剪工具加载失败，可以直接使用原图作为{purpose}，或稍后刷新页面再试。</p>
      <div className="crop-fallback__actions">
        <Button onClick={onCancel}>取消</Button>
        <Button variant="primary" onClick={() => onCropped(file)}>
          使用原图
        </Button>
      </div>
    </div>
  );
}

export function LazyImageCropper(props: LazyImageCropperProps) {
  return (
    <Suspense fallback={<p className="crop-loading">正在加载裁剪工具…</p>}>
      <ImageCropper {...props} />
    </Suspense>
  );
}
