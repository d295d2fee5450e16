/**
 * The three.js model viewer. Import it only lazily (React.lazy / import()) so three.js stays in its own
 * chunk, loaded by the model page alone.
 */
export {
  ModelViewer,
  CANVAS_LABEL,
  NO_WEBGL_MESSAGE,
  type ModelViewerProps,
  type ViewerState,
} from './ModelViewer.tsx';
