import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { whenNear } from '../lib/when-near.ts';
import './avatar.css';

export interface AvatarProps {
  src?: string | null;
  /** The person's name: alt text and the fallback initial. */
  name: string;
  size?: number;
  /** Next to the visible name the picture adds nothing for screen readers: hide it. */
  decorative?: boolean;
  className?: string;
}

/** With a picture on its way, the initial waits this long so a fast load does not flash it. */
const FALLBACK_DELAY_MS = 300;

/**
 * Whether `src` has loaded. The picture is fetched off-screen and only then put in the page, so a
 * broken or slow one never shows as a broken image. One the browser already holds (a picture the
 * first paint showed) counts in the render that asks for it: set from a layout effect instead, it
 * made React draw every avatar of a list a second time, synchronously, in the same task as the first.
 */
function useImageLoaded(src: string | null | undefined): boolean {
  const image = useMemo(() => {
    if (!src) return null;
    const probe = new window.Image();
    probe.src = src;
    return probe;
  }, [src]);
  const cached = image !== null && image.complete && image.naturalWidth > 0;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!src || !image || cached) return;
    let current = true;
    const onLoad = () => {
      if (current) setLoaded(src);
    };
    image.addEventListener('load', onLoad);
    // It may have arrived between the render and this effect.
    if (image.complete && image.naturalWidth > 0) onLoad();
    return () => {
      current = false;
      image.removeEventListener('load', onLoad);
    };
  }, [src, image, cached]);
  return Boolean(src) && (cached || loaded === src);
}

/**
 * Whether the element has come near the screen (lib/when-near.ts); stays true. A ref, not an element
 * in state: setting state as the element attaches made every avatar draw twice in the page's first
 * commit, synchronously.
 */
function useNear(ref: RefObject<Element | null>, wanted: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || !wanted || near) return;
    return whenNear(el, () => setNear(true));
  }, [ref, wanted, near]);
  return near;
}

/**
 * A round portrait; the name's first character stands in while it loads or when it fails. (Plain
 * React rather than Radix's Avatar: it is on every work card, so on the home page's first load.)
 * The picture is asked for once the avatar comes near the screen, like a lazy cover: a list's
 * avatars far below do not load with the page.
 */
export function Avatar({ src, name, size = 32, decorative = false, className }: AvatarProps) {
  const box = useRef<HTMLSpanElement>(null);
  const near = useNear(box, Boolean(src));
  const loaded = useImageLoaded(near ? src : null);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    // Not near yet, or loaded in time: no timer, and no render for it.
    if (!src || !near || loaded) return;
    const timer = setTimeout(() => setWaited(true), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [src, near, loaded]);
  const showFallback = !loaded && (!src || waited);

  return (
    <span
      ref={box}
      className={clsx('avatar', className)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
    >
      {src && loaded && <img className="avatar__image" src={src} alt={decorative ? '' : name} />}
      {showFallback && (
        <span
          className="avatar__fallback"
          {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        >
          {Array.from(name.trim())[0] ?? '?'}
        </span>
      )}
    </span>
  );
}
