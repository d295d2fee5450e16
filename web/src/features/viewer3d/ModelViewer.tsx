/**
 * The interactive 3D viewer of a work's GLB: drag to orbit, wheel or pinch to zoom, arrow keys and
 * +/- on the focused canvas; 光照 (影棚 / 户外 / 夜景) and 显示 (材质 / 法线 / 素模 / 线框) as radio
 * groups (arrow keys move within each, as native radios do); auto-rotate, 截图 (a PNG of the view),
 * fullscreen and reset. The cover stands in while the model loads (with progress), when it fails
 * (with a retry) and when the browser has no WebGL. The root's data-state (loading | ready | error |
 * fallback) is a hook for tests. The scene's set-up is use-model-scene.ts, the overlays over the cover
 * ViewerOverlay.tsx, the toolbar and settings ViewerControls.tsx.
 */
import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import type { LightingPreset, ViewMode } from './scene.ts';
import { downloadScreenshot } from './screenshot.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useModelScene } from './use-model-scene.ts';
import { ViewerModes, ViewerToolbar } from './ViewerControls.tsx';
import { ViewerOverlay } from './ViewerOverlay.tsx';
import './viewer3d.css';

export { CANVAS_LABEL, type ViewerState } from './use-model-scene.ts';
export { NO_WEBGL_MESSAGE } from './ViewerOverlay.tsx';

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

/** A new model starts over (loading, progress, toggles). */
export function ModelViewer(props: ModelViewerProps) {
  return <Viewer key={props.src} {...props} />;
}

function Viewer({ src, poster, posterAlt = '', title, className }: ModelViewerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [autoRotate, setAutoRotate] = useState(false);
  const [lighting, setLighting] = useState<LightingPreset>('studio');
  const [mode, setMode] = useState<ViewMode>('material');
  /** Said once after 截图 (saved, or why not). */
  const [said, setSaid] = useState('');
  const fullscreen = useFullscreen(rootRef);
  const { hostRef, sceneRef, state, progress, retry } = useModelScene(src, hintId, {
    autoRotate,
    lighting,
    mode,
  });

  const screenshot = () => {
    const scene = sceneRef.current;
    if (!scene) return;
    scene.screenshot().then(
      (blob) => {
        downloadScreenshot(blob, title);
        setSaid('截图已保存');
      },
      () => setSaid('截图失败，请重试'),
    );
  };

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
          <ViewerOverlay
            state={state}
            progress={progress}
            poster={poster}
            posterAlt={posterAlt}
            onRetry={retry}
          />
        </div>
        <p id={hintId} className="visually-hidden">
          拖动旋转，滚轮或双指缩放；聚焦画面后可用方向键旋转，加号和减号缩放。
        </p>
        {state === 'ready' && (
          <ViewerToolbar
            autoRotate={autoRotate}
            onAutoRotate={() => setAutoRotate((v) => !v)}
            onScreenshot={screenshot}
            fullscreen={fullscreen}
            onReset={() => sceneRef.current?.resetView()}
          />
        )}
      </div>
      {state === 'ready' && (
        <ViewerModes
          name={hintId}
          lighting={lighting}
          onLighting={setLighting}
          mode={mode}
          onMode={setMode}
        />
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
