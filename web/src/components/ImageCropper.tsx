/**
 * Crops a picture to a fixed aspect (a work's 4:3 cover, a round avatar): drag or use the arrow keys
 * to move it, zoom with the slider, wheel or pinch, turn it by quarter turns; 确定 hands back a new
 * File (JPEG by default), scaled down to at most `maxSize` pixels on its long edge.
 *
 * It carries react-easy-crop, so load it lazily: `lazy(() => import('…/components/ImageCropper.tsx'))`
 * (the default export is the component). Put it in a Dialog; it brings its own 取消 / 确定.
 */
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { Button } from './Button.tsx';
import './image-cropper.css';

export type CropOutputType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageCropperProps {
  /** The picture to crop. */
  file: File;
  /** Width ÷ height of the result, e.g. 4 / 3, or 1 for an avatar. */
  aspect: number;
  /** A round frame (avatars); the result is still a square picture. */
  shape?: 'rect' | 'round';
  /** Longest edge of the result in pixels; larger crops are scaled down. Default 1920. */
  maxSize?: number;
  /** Default image/jpeg (transparent parts become white). */
  type?: CropOutputType;
  /** Encoder quality for JPEG and WebP, 0–1. Default 0.9. */
  quality?: number;
  confirmLabel?: string;
  onCancel: () => void;
  /** The cropped picture, named after the original. */
  onCropped: (file: File) => void;
}

const EXTENSIONS: Record<CropOutputType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Size of the box a w×h picture fills once turned by `rotation` degrees. */
export function rotatedSize(width: number, height: number, rotation: number) {
  const rad = (rotation * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(rad) * width) + Math.abs(Math.sin(rad) * height),
    height: Math.abs(Math.sin(rad) * width) + Math.abs(Math.cos(rad) * height),
  };
}

/** The result's size: the crop, scaled down so its long edge is at most `maxSize`. */
export function outputSize(crop: Pick<Area, 'width' | 'height'>, maxSize: number) {
  const scale = Math.min(1, maxSize / Math.max(crop.width, crop.height));
  return {
    width: Math.max(1, Math.round(crop.width * scale)),
    height: Math.max(1, Math.round(crop.height * scale)),
  };
}

/** The output file's name: the original's, with the new type's extension. */
export function croppedName(original: string, type: CropOutputType): string {
  const base = original.replace(/\.[^.]+$/, '') || 'image';
  return `${base}.${EXTENSIONS[type]}`;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('图片无法读取'));
    img.src = src;
  });
}

/** Draws the cropped area of `src` (turned by `rotation`) into a new File. */
export async function cropImage(
  src: string,
  area: Area,
  rotation: number,
  opts: { name: string; type: CropOutputType; quality: number; maxSize: number },
): Promise<File> {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const turned = document.createElement('canvas');
  turned.width = Math.round(box.width);
  turned.height = Math.round(box.height);
  const tctx = turned.getContext('2d');
  if (!tctx) throw new Error('浏览器不支持图片裁剪');
  tctx.translate(turned.width / 2, turned.height / 2);
  tctx.rotate((rotation * Math.PI) / 180);
  tctx.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const size = outputSize(area, opts.maxSize);
  const out = document.createElement('canvas');
  out.width = size.width;
  out.height = size.height;
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('浏览器不支持图片裁剪');
  if (opts.type === 'image/jpeg') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(turned, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, opts.type, opts.quality));
  if (!blob) throw new Error('图片裁剪失败');
  return new File([blob], croppedName(opts.name, opts.type), { type: opts.type, lastModified: Date.now() });
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

export default function ImageCropper({
  file,
  aspect,
  shape = 'rect',
  maxSize = 1920,
  type = 'image/jpeg',
  quality = 0.9,
  confirmLabel = '确定',
  onCancel,
  onCropped,
}: ImageCropperProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const zoomId = useId();

  // A data URL rather than an object URL: nothing to revoke, whatever React does with the effect.
  useEffect(() => {
    let live = true;
    const reader = new FileReader();
    reader.onload = () => live && setSrc(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => live && setError('图片无法读取，请换一张图片');
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);

  const confirm = async () => {
    if (!src || !area) return;
    setBusy(true);
    setError(null);
    try {
      onCropped(await cropImage(src, area, rotation, { name: file.name, type, quality, maxSize }));
    } catch (e) {
      console.error('[cropper] crop failed', e);
      setError('图片裁剪失败，请换一张图片再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cropper">
      <div className="cropper__stage">
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={aspect}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            cropShape={shape}
            showGrid={shape === 'rect'}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            onMediaLoaded={() => setError(null)}
            mediaProps={{ onError: () => setError('图片无法读取，请换一张图片') }}
            cropperProps={{
              role: 'group',
              'aria-label': '裁剪框',
              'aria-describedby': hintId,
            }}
            disableAutomaticStylesInjection
          />
        )}
      </div>
      <p id={hintId} className="cropper__hint">
        拖动图片调整位置（也可以聚焦裁剪框后用方向键移动），滑动缩放调整大小。
      </p>
      <div className="cropper__controls">
        <label htmlFor={zoomId} className="cropper__label">
          缩放
        </label>
        <input
          id={zoomId}
          className="cropper__zoom"
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(e) => setZoom(Number(e.currentTarget.value))}
        />
        <Button size="sm" variant="ghost" onClick={() => setRotation((r) => (r + 90) % 360)}>
          旋转 90°
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setZoom(1);
            setRotation(0);
            setCrop({ x: 0, y: 0 });
          }}
        >
          重置
        </Button>
      </div>
      {error && (
        <p className="cropper__error" role="alert">
          {error}
        </p>
      )}
      <div className="cropper__actions">
        <Button onClick={onCancel} disabled={busy}>
          取消
        </Button>
        <Button variant="primary" onClick={() => void confirm()} loading={busy} disabled={!area}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
