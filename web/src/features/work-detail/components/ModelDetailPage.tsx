/**
 * /model/{id}: a 3D model. The cover paints first, as the viewer's poster (the page's LCP element);
 * the viewer's chunk (three.js, ~160 KB gzip) comes later: on a fine pointer once the page has
 * loaded and gone idle, on a touch screen only when the reader taps 查看 3D. The viewer is the
 * viewer3d feature's, which the app's page hands in as an import() (`viewerChunk`).
 */
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { coverAlt, type WorkDetail } from '@zaowu/shared';
import type { WorkDetailSlots } from '../slots.ts';
import { MediaFallback } from './MediaFallback.tsx';
import { ModelFacts } from './ModelFacts.tsx';
import { WorkDetailPage } from './WorkDetailPage.tsx';

/** What the page gives the viewer (viewer3d's ModelViewer). */
interface ViewerProps {
  src: string;
  poster: string;
  posterAlt?: string;
  title?: string;
}

/** The viewer, out of its own chunk. */
export interface ViewerChunk {
  /** Lazy: the poster shows until the chunk is here. */
  Viewer: LazyExoticComponent<ComponentType<ViewerProps>>;
  /** Starts loading the chunk (查看 3D, before the viewer mounts). */
  preload: () => void;
}

/**
 * The viewer from its own chunk, asked for once: three.js is never part of any page's first load, this
 * one included. `load` is the app page's `() => import(…)` of the viewer feature, a statement of its
 * own: the bundler wraps `import()` (with what it chains on directly) in its preload helper, which
 * rethrows a failed stylesheet; the fallback here must catch that too.
 */
export function viewerChunk(load: () => Promise<{ ModelViewer: ComponentType<ViewerProps> }>): ViewerChunk {
  let chunk: Promise<{ default: ComponentType<ViewerProps> }> | undefined;
  const get = () => {
    chunk ??= load().then(
      (m) => ({ default: m.ModelViewer }),
      (error: unknown) => {
        console.error('[viewer3d] chunk failed to load', error);
        return { default: ViewerUnavailable };
      },
    );
    return chunk;
  };
  return { Viewer: lazy(get), preload: () => void get() };
}

function ViewerUnavailable({ poster, posterAlt = '' }: ViewerProps) {
  return (
    <MediaFallback cover={poster} alt={posterAlt} message="3D 查看器加载失败，请刷新页面重试；已显示预览图" />
  );
}

/**
 * Phones and tablets (a coarse primary pointer) and readers who asked to save data start the viewer
 * themselves: three.js and the model cost them data and seconds of CPU they may not want to spend.
 */
function startsOnTap(): boolean {
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  const saveData =
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return coarse || saveData;
}

/** Longest wait for an idle moment once the page has loaded (a busy page still gets its viewer). */
const IDLE_TIMEOUT_MS = 2000;

/** True once the window's load event has fired and then the browser has had an idle moment. */
function useLoadedAndIdle(enabled: boolean): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let done = false;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = () => {
      if (!done) setReached(true);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      } else {
        // Safari: no idle callback; a macrotask after load is the closest it offers.
        timer = setTimeout(go, 200);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      done = true;
      window.removeEventListener('load', whenIdle);
      // Asked for only where it exists (see whenIdle).
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled]);
  return reached;
}

/**
 * The cover in the viewer's exact box (no shift when the viewer takes its place), with what goes over
 * it: the 查看 3D button, or the line saying the viewer is on its way.
 */
function ViewerPoster({
  poster,
  alt,
  state,
  children,
}: {
  poster: string;
  alt: string;
  state: 'poster' | 'loading';
  children?: ReactNode;
}) {
  return (
    <div
      className={`wd-viewer-poster wd-viewer-poster--${state}`}
      data-testid="model-viewer"
      data-state={state}
      aria-busy={state === 'loading'}
    >
      {/* The LCP element: explicit size, fetched first, never lazy. */}
      <img
        className="wd-viewer-poster__img"
        src={poster}
        alt={alt}
        width={1200}
        height={900}
        fetchPriority="high"
      />
      {children}
    </div>
  );
}

function CubeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5" />
    </svg>
  );
}

function DeferredModelViewer({ work, src, viewer }: { work: WorkDetail; src: string; viewer: ViewerChunk }) {
  const [onTap] = useState(startsOnTap);
  const [tapped, setTapped] = useState(false);
  const started = useLoadedAndIdle(!onTap) || tapped;
  const boxRef = useRef<HTMLDivElement>(null);
  const alt = coverAlt(work);

  return (
    // One box through poster, loading and viewer: focus moved here from 查看 3D stays in place.
    <div ref={boxRef} className="wd-viewer" tabIndex={-1}>
      {started ? (
        <Suspense
          fallback={
            <ViewerPoster poster={work.cover} alt={alt} state="loading">
              <p className="wd-viewer-poster__status" role="status">
                正在加载 3D 查看器…
              </p>
            </ViewerPoster>
          }
        >
          <viewer.Viewer src={src} poster={work.cover} posterAlt={alt} title={work.title} />
        </Suspense>
      ) : (
        <ViewerPoster poster={work.cover} alt={alt} state="poster">
          {onTap && (
            <button
              type="button"
              className="wd-viewer-poster__start"
              onClick={() => {
                viewer.preload();
                // The button goes away: keep focus in the viewer's box rather than on <body>.
                boxRef.current?.focus({ preventScroll: true });
                setTapped(true);
              }}
            >
              <CubeIcon />
              查看 3D
            </button>
          )}
        </ViewerPoster>
      )}
    </div>
  );
}

const renderFacts = (work: WorkDetail) => <ModelFacts work={work} />;

export function ModelDetailPage({ slots, viewer }: { slots: WorkDetailSlots; viewer: ViewerChunk }) {
  const renderModel = (work: WorkDetail) =>
    work.model_url ? (
      <DeferredModelViewer work={work} src={work.model_url} viewer={viewer} />
    ) : (
      <MediaFallback cover={work.cover} alt={coverAlt(work)} message="作者暂未上传 3D 模型，已显示预览图" />
    );
  return <WorkDetailPage type="model" renderMedia={renderModel} renderSide={renderFacts} slots={slots} />;
}
