/**
 * The interactive 3D viewer of a work's GLB: drag to orbit, wheel or pinch to zoom, arrow keys and
 * +/- on the focused canvas; 光照 (影棚 / 户外 / 夜景) and 显示 (材质 / 法线 / 素模 / 线框) as radio
 * groups (arrow keys move within each, as native radios do); auto-rotate, 截图 (a PNG of the view),
 * fullscreen and reset. The cover stands in while the model loads (with progress), when it fails
 * (with a retry) and when the browser has no WebGL. The root's data-state (loading | ready | error |
 * fallback) is a hook for tests.
 */
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ModelScene, type LightingPreset, type LoadProgress, type ViewMode } from './scene.ts';
import { hasWebGL } from './webgl.ts';
import './viewer3d.css';

export type ViewerState = 'loading' | 'ready' | 'error' | 'fallback';

export interface ModelViewerProps {
  /** The GLB. */
  src: string;
  /** The cover: shown while loading, on failure and without WebGL. */
  poster: string;
  /** The cover's alt (the author's text, else the work's title). */
  posterAlt?: string;
  /** Names the screenshot's file (《title》截图.png). */
  title?: string;
  className?: string;
}

const LIGHTING: readonly { value: LightingPreset; label: string }[] = [
  { value: 'studio', label: '影棚' },
  { value: 'outdoor', label: '户外' },
  { value: 'night', label: '夜景' },
];
const MODES: readonly { value: ViewMode; label: string; title: string }[] = [
  { value: 'material', label: '材质', title: '模型自带的材质和颜色' },
  { value: 'normals', label: '法线', title: '以颜色显示表面朝向（法线）' },
  { value: 'matcap', label: '素模', title: '统一的黏土材质（matcap），便于看造型' },
  { value: 'wireframe', label: '线框', title: '显示网格的线框' },
];

export const CANVAS_LABEL = '3D 模型预览，可拖动旋转';
export const NO_WEBGL_MESSAGE = '你的浏览器不支持 WebGL，已显示预览图';

/** A new model starts over (loading, progress, toggles). */
export function ModelViewer(props: ModelViewerProps) {
  return <Viewer key={props.src} {...props} />;
}

function Viewer({ src, poster, posterAlt = '', title, className }: ModelViewerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  /** React renders nothing into this box: the effect owns its canvas. */
  const hostRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<ModelScene | null>(null);
  const hintId = useId();
  const [webgl] = useState(hasWebGL);
  const [state, setState] = useState<ViewerState>(webgl ? 'loading' : 'fallback');
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [autoRotate, setAutoRotate] = useState(false);
  const [lighting, setLighting] = useState<LightingPreset>('studio');
  const [mode, setMode] = useState<ViewMode>('material');
  /** Said once after 截图 (saved, or why not). */
  const [said, setSaid] = useState('');
  const fullscreen = useFullscreen(rootRef);

  useEffect(() => {
    const host = hostRef.current;
    if (!webgl || !host) return;
    // A fresh canvas per mount: a canvas whose context was released cannot give a working one back.
    const canvas = document.createElement('canvas');
    canvas.className = 'mv__canvas';
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', CANVAS_LABEL);
    canvas.setAttribute('aria-describedby', hintId);
    canvas.dataset.testid = 'model-viewer-canvas';
    host.append(canvas);

    let live = true;
    let scene: ModelScene;
    try {
      scene = new ModelScene(canvas);
    } catch (error) {
      // WebGL was there when asked but the context could not be made (blocklisted GPU, too many).
      console.error('[viewer3d] WebGL renderer failed', error);
      canvas.remove();
      queueMicrotask(() => live && setState('fallback'));
      return () => {
        live = false;
      };
    }
    sceneRef.current = scene;

    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (scene.handleKey(event.key)) event.preventDefault();
    };
    canvas.addEventListener('keydown', onKey);
    const resize = new ResizeObserver(([entry]) => {
      if (entry) scene.resize(entry.contentRect.width, entry.contentRect.height);
    });
    resize.observe(host);
    const visibility = new IntersectionObserver(([entry]) => scene.setVisible(entry?.isIntersecting ?? true));
    visibility.observe(host);

    scene
      .load(src, (p) => live && setProgress(p))
      .then(() => live && setState('ready'))
      .catch((error: unknown) => {
        if (!live) return;
        console.error('[viewer3d] model failed to load', error);
        setState('error');
      });

    return () => {
      live = false;
      canvas.removeEventListener('keydown', onKey);
      resize.disconnect();
      visibility.disconnect();
      scene.dispose();
      sceneRef.current = null;
      canvas.remove();
    };
  }, [src, webgl, attempt, hintId]);

  // Carry the toggles over to a new scene (retry) as well as on change.
  useEffect(() => {
    if (state === 'ready') sceneRef.current?.setAutoRotate(autoRotate);
  }, [autoRotate, state]);
  useEffect(() => {
    if (state === 'ready') sceneRef.current?.setLighting(lighting);
  }, [lighting, state]);
  useEffect(() => {
    if (state === 'ready') sceneRef.current?.setMode(mode);
  }, [mode, state]);

  const screenshot = () => {
    const scene = sceneRef.current;
    if (!scene) return;
    scene.screenshot().then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = `${title ? `${title.replace(/[\\/:*?"<>|]/g, '_')}-` : ''}截图.png`;
        a.style.display = 'none';
        document.body.append(a);
        a.click();
        a.remove();
        // After the click has handed the address to the download.
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        setSaid('截图已保存');
      },
      () => setSaid('截图失败，请重试'),
    );
  };

  const percent =
    progress?.total && progress.total > 0
      ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
      : null;

  return (
    <div
      ref={rootRef}
      className={clsx('mv', `mv--${state}`, fullscreen.active && 'mv--fullscreen', className)}
      data-testid="model-viewer"
      data-state={state}
    >
      {/* The stage and its toolbar: the toolbar floats over the stage's corner on wide screens. */}
      <div className="mv__frame">
        <div className="mv__stage" aria-busy={state === 'loading'}>
          <div ref={hostRef} className="mv__host" />
          {state !== 'ready' && <img className="mv__poster" src={poster} alt={posterAlt} decoding="async" />}
          {state === 'loading' && (
            <div className="mv__overlay">
              <div
                className="mv__progress"
                role="progressbar"
                aria-label="模型加载进度"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent ?? undefined}
                aria-valuetext={percent === null ? '正在加载 3D 模型' : `已加载 ${percent}%`}
              >
                <span
                  className={clsx('mv__bar', percent === null && 'mv__bar--indeterminate')}
                  style={percent === null ? undefined : { width: `${percent}%` }}
                />
              </div>
              <p className="mv__status">
                {percent === null ? '正在加载 3D 模型…' : `正在加载 3D 模型 ${percent}%`}
              </p>
            </div>
          )}
          {state === 'error' && (
            <div className="mv__overlay mv__overlay--message" role="alert">
              <p className="mv__status">3D 模型加载失败，已显示预览图</p>
              <button
                type="button"
                className="mv__retry"
                onClick={() => {
                  setProgress(null);
                  setState('loading');
                  setAttempt((n) => n + 1);
                }}
              >
                重新加载
              </button>
            </div>
          )}
          {state === 'fallback' && (
            <div className="mv__overlay mv__overlay--message">
              <p className="mv__status">{NO_WEBGL_MESSAGE}</p>
            </div>
          )}
        </div>
        <p id={hintId} className="visually-hidden">
          拖动旋转，滚轮或双指缩放；聚焦画面后可用方向键旋转，加号和减号缩放。
        </p>
        {state === 'ready' && (
          <div className="mv__toolbar" role="toolbar" aria-label="3D 查看器工具">
            <ToolButton label="自动旋转" pressed={autoRotate} onClick={() => setAutoRotate((v) => !v)}>
              <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5" />
            </ToolButton>
            <ToolButton label="截图" onClick={screenshot}>
              <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
              <circle cx="12" cy="12.5" r="3.2" />
            </ToolButton>
            {fullscreen.supported && (
              <ToolButton label={fullscreen.active ? '退出全屏' : '全屏'} onClick={fullscreen.toggle}>
                <path
                  d={
                    fullscreen.active
                      ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                      : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
                  }
                />
              </ToolButton>
            )}
            <ToolButton label="重置视角" onClick={() => sceneRef.current?.resetView()}>
              <path d="M4 12a8 8 0 1 0 2.34-5.66M4 4v4.5h4.5M12 9v3l2 2" />
            </ToolButton>
          </div>
        )}
      </div>
      {state === 'ready' && (
        <div className="mv__modes">
          <Choice
            legend="光照"
            name={`${hintId}-light`}
            options={LIGHTING}
            value={lighting}
            onChange={setLighting}
          />
          <Choice legend="显示" name={`${hintId}-mode`} options={MODES} value={mode} onChange={setMode} />
        </div>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}

/**
 * One of the viewer's settings as native radio buttons styled as a segmented control: a fieldset
 * with its legend for screen readers, Tab into the group and arrow keys within it.
 */
function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; title?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="mv__choice">
      <legend className="mv__choice-legend">{legend}</legend>
      <div className="mv__segments">
        {options.map((o) => (
          <label key={o.value} className="mv__segment" title={o.title}>
            <input
              type="radio"
              className="mv__segment-input"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="mv__tool" aria-pressed={pressed} title={label} onClick={onClick}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
      <span className="mv__tool-label">{label}</span>
    </button>
  );
}

function useFullscreen(ref: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen().catch(() => undefined);
  };
  return { active, supported, toggle };
}
