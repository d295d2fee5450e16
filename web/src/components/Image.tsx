import { clsx } from 'clsx';
import { useState, type CSSProperties, type ImgHTMLAttributes, type ReactNode } from 'react';
import { pictureWidths, type PictureLayout } from '@zaowu/shared';
import { frameShowed } from '../lib/first-paint.ts';
import { Icon } from './Icon.tsx';
import './image.css';

type ImageStatus = 'loading' | 'loaded' | 'error';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'className' | 'style'
> {
  /**
   * The picture. `undefined` means "not known yet" (the placeholder stays); `null` or `''` means
   * "there is none" (the fallback shows).
   */
  src: string | null | undefined;
  /** Describes the picture; `''` for a decorative one (e.g. a card cover next to its title). */
  alt: string;
  /**
   * Box width ÷ height, reserved before the picture arrives so nothing shifts (default 4/3).
   * 'natural' follows the picture: give width and height when known (masonry), else the box grows
   * when it loads.
   */
  ratio?: number | 'natural';
  /** The picture's own pixel size, when known. */
  width?: number;
  height?: number;
  fit?: 'cover' | 'contain';
  /**
   * How wide the layout shows it (shared/pictures.ts): an uploaded raster picture then comes in
   * widths (`srcset`) so a phone loads one near the size shown, not the original.
   */
  layout?: PictureLayout;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Shown instead of the picture when it fails or is missing (default: an icon and 图片加载失败/暂无图片). */
  fallback?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A lazily loaded picture in a fixed-ratio box: a shimmering placeholder until it loads, a quiet fallback
 * if it fails. Remounts per src, so a new picture starts again from the placeholder.
 */
export function Image(props: ImageProps) {
  return <ImageBox key={props.src ?? ''} {...props} />;
}

function ImageBox({
  src,
  alt,
  ratio = 4 / 3,
  width,
  height,
  fit = 'cover',
  priority = false,
  layout,
  fallback,
  className,
  style,
  onLoad,
  onError,
  ...rest
}: ImageProps) {
  const missing = src === null || src === '';
  // A picture the BFF's first paint already showed is drawn as loaded (design.md §4).
  const [status, setStatus] = useState<ImageStatus>(() =>
    missing ? 'error' : src && frameShowed(src) ? 'loaded' : 'loading',
  );
  const aspect = ratio === 'natural' ? (width && height ? `${width} / ${height}` : undefined) : String(ratio);
  return (
    <span
      className={clsx(
        'ui-image',
        `ui-image--${status}`,
        status === 'loading' && 'sheen',
        ratio === 'natural' && !aspect && 'ui-image--auto',
        className,
      )}
      style={{ aspectRatio: aspect, ...style }}
      data-status={status}
    >
      {src && status !== 'error' && (
        <img
          className={clsx('ui-image__img', `ui-image__img--${fit}`)}
          src={src}
          {...pictureWidths(src, layout)}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onLoad={(e) => {
            setStatus('loaded');
            onLoad?.(e);
          }}
          onError={(e) => {
            setStatus('error');
            onError?.(e);
          }}
          {...rest}
        />
      )}
      {status === 'error' && (
        <span
          className="ui-image__fallback"
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {fallback ?? (
            <>
              <Icon name={missing ? 'image' : 'image-off'} size={28} />
              <span className="ui-image__fallback-text">{missing ? '暂无图片' : '图片加载失败'}</span>
            </>
          )}
        </span>
      )}
    </span>
  );
}
