/** Up to 3 screenshots: thumbnails with their upload progress, 重试 on failure, 移除; 添加截图. */
import { Icon } from '../../../components/Icon.tsx';
import { FilePickButton } from '../../../components/upload/index.ts';
import { uploadEngine, uploadedAddress, useUpload } from '../../../lib/upload/index.ts';
import type { Shot } from '../state.ts';
import { SHOTS_MAX, SHOT_TYPES } from '../validation.ts';

function Thumb({ shot, onRemove }: { shot: Shot; onRemove: () => void }) {
  const record = useUpload(shot.key);
  const src = shot.preview ?? (record ? uploadedAddress(record) : null);
  const status = record?.status ?? 'failed';
  return (
    <li className="fb-shot">
      {src ? (
        <img className="fb-shot__img" src={src} alt={`截图：${shot.name}`} />
      ) : (
        <span className="fb-shot__img fb-shot__img--blank" role="img" aria-label={`截图：${shot.name}`}>
          <Icon name="image" size={24} />
        </span>
      )}
      {status === 'failed' ? (
        <span className="fb-shot__state fb-shot__state--bad">
          上传失败
          <button type="button" className="fb-shot__retry" onClick={() => uploadEngine.resume(shot.key)}>
            重试<span className="visually-hidden">上传「{shot.name}」</span>
          </button>
        </span>
      ) : status !== 'done' ? (
        <span
          className="fb-shot__state"
          role="progressbar"
          aria-label={`「${shot.name}」上传进度`}
          aria-valuenow={record?.progress ?? 0}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          {status === 'hashing' || status === 'queued' ? '准备中' : `${record?.progress ?? 0}%`}
        </span>
      ) : null}
      <button
        type="button"
        className="fb-shot__remove"
        aria-label={`移除截图「${shot.name}」`}
        onClick={onRemove}
      >
        <Icon name="close" size={14} />
      </button>
    </li>
  );
}

export function Screenshots({
  id,
  shots,
  error,
  onFiles,
  onRemove,
}: {
  id: string;
  shots: readonly Shot[];
  error: string | null;
  onFiles: (files: File[]) => void;
  onRemove: (shot: Shot) => void;
}) {
  const full = shots.length >= SHOTS_MAX;
  return (
    <div
      className="fb-field"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <span id={`${id}-label`} className="fb-field__label">
        截图<span className="fb-field__optional">（选填）</span>
      </span>
      <ul className="fb-shots" aria-label="已添加的截图">
        {shots.map((s) => (
          <Thumb key={s.key} shot={s} onRemove={() => onRemove(s)} />
        ))}
        {!full && (
          <li className="fb-shots__add">
            <FilePickButton
              variant="secondary"
              className="fb-shots__pick"
              accept={SHOT_TYPES.join(',')}
              multiple
              inputLabel="选择截图"
              onFiles={onFiles}
            >
              <Icon name="plus" size={20} />
              <span>添加截图</span>
            </FilePickButton>
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className="fb-field__hint">
        最多 {SHOTS_MAX} 张，每张不超过 5 MB，支持 JPG、PNG、GIF、WebP（已添加 {shots.length}/{SHOTS_MAX}）
      </p>
      {error && (
        <p id={`${id}-error`} className="fb-field__error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </div>
  );
}
