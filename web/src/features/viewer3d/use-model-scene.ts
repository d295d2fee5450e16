/**
 * The viewer's scene set-up: a canvas of its own in the host box, the three.js scene on it (keys,
 * resizing, pausing off screen), the model's loading with its progress, and the toggles carried over
 * to the scene once it is ready. A retry makes a fresh canvas and scene.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ModelScene, type LightingPreset, type LoadProgress, type ViewMode } from './scene.ts';
import { hasWebGL } from './webgl.ts';

export type ViewerState = 'loading' | 'ready' | 'error' | 'fallback';

export const CANVAS_LABEL = '3D 模型预览，可拖动旋转';

export interface SceneSettings {
  autoRotate: boolean;
  lighting: LightingPreset;
  mode: ViewMode;
}

/** Makes the canvas the scene draws on: focusable, labelled, described by the hint. */
function makeCanvas(hintId: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.className = 'mv__canvas';
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', CANVAS_LABEL);
  canvas.setAttribute('aria-describedby', hintId);
  canvas.dataset.testid = 'model-viewer-canvas';
  return canvas;
}

export function useModelScene(src: string, hintId: string, settings: SceneSettings) {
  /** React renders nothing into this box: the effect owns its canvas. */
  const hostRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<ModelScene | null>(null);
  const [webgl] = useState(hasWebGL);
  const [state, setState] = useState<ViewerState>(webgl ? 'loading' : 'fallback');
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const host = hostRef.current;
    if (!webgl || !host) return;
    // A fresh canvas per mount: a canvas whose context was released cannot give a working one back.
    const canvas = makeCanvas(hintId);
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

  useSceneSettings(sceneRef, state, settings);

  const retry = () => {
    setProgress(null);
    setState('loading');
    setAttempt((n) => n + 1);
  };

  return { hostRef, sceneRef, state, progress, retry };
}

/** Carry the toggles over to a new scene (retry) as well as on change. */
function useSceneSettings(
  sceneRef: RefObject<ModelScene | null>,
  state: ViewerState,
  { autoRotate, lighting, mode }: SceneSettings,
) {
  useEffect(() => {
    if (state === 'ready') sceneRef.current?.setAutoRotate(autoRotate);
  }, [sceneRef, autoRotate, state]);
  useEffect(() => {
    if (state === 'ready') sceneRef.current?.setLighting(lighting);
  }, [sceneRef, lighting, state]);
  useEffect(() => {
    if (state === 'ready') sceneRef.current?.setMode(mode);
  }, [sceneRef, mode, state]);
}
