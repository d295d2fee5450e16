/**
 * What covers the stage until the model shows: the cover picture, and over it the loading progress,
 * the failure with 重新加载, or why there is no 3D (no WebGL).
 */
import { clsx } from 'clsx';
import type { LoadProgress } from './scene.ts';
import type { ViewerState } from './use-model-scene.ts';

export const NO_WEBGL_MESSAGE = '你的浏览器不支持 WebGL，已显示预览图';

interface Props {
  state: ViewerState;
  progress: LoadProgress | null;
  poster: string;
  posterAlt: string;
  onRetry: () => void;
}

function LoadingOverlay({ progress }: { progress: LoadProgress | null }) {
  const percent =
    progress?.total && progress.total > 0
      ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
      : null;
  return (
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
      <p className="mv__status">{percent === null ? '正在加载 3D 模型…' : `正在加载 3D 模型 ${percent}%`}</p>
    </div>
  );
}

export function ViewerOverlay({ state, progress, poster, posterAlt, onRetry }: Props) {
  return (
    <>
      {state !== 'ready' && <img className="mv__poster" src={poster} alt={posterAlt} decoding="async" />}
      {state === 'loading' && <LoadingOverlay progress={progress} />}
      {state === 'error' && (
        <div className="mv__overlay mv__overlay--message" role="alert">
          <p className="mv__status">3D 模型加载失败，已显示预览图</p>
          <button type="button" className="mv__retry" onClick={onRetry}>
            重新加载
          </button>
        </div>
      )}
      {state === 'fallback' && (
        <div className="mv__overlay mv__overlay--message">
          <p className="mv__status">{NO_WEBGL_MESSAGE}</p>
        </div>
      )}
    </>
  );
}
