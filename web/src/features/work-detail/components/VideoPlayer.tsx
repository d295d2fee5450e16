import { useCallback, useId, useState, type CSSProperties } from 'react';
import { coverAlt, type VideoPreview, type WorkDetail } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { clockTime, formatNumber } from '../../../lib/format.ts';
import { MediaFallback } from './MediaFallback.tsx';
import { SEEK_STEP, useVideoPlayer } from '../use-video-player.ts';
import '../video-player.css';

/** What a preview is, said on the player: how much of the video it is, and how to see the rest. */
function previewNote(preview: VideoPreview): string {
  const part =
    preview.seconds === null
      ? '试看片段'
      : `试看前 ${formatNumber(Math.round(preview.seconds * 10) / 10)} 秒`;
  return `${part} · 购买后观看完整视频`;
}

/**
 * An animation: poster first, metadata only until play, our own controls (so they speak Chinese and
 * answer the same keys everywhere: space or K plays and pauses, ← → move 5 s). No video: the cover
 * says so; a video that cannot load or decode: the cover says so, with a retry. An animation for sale
 * plays its preview to those who have not bought it (the server gives no other address), marked 试看.
 * `onRetry`: a signed address may have expired; the page asks for a fresh one.
 */
export function VideoPlayer({ work, onRetry }: { work: WorkDetail; onRetry?: () => void }) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fail = useCallback(() => setFailed(true), []);
  const preview = work.video_url ? null : (work.video_preview ?? null);
  const src = work.video_url ?? preview?.url ?? null;
  if (!src) {
    const forSale = work.price !== null && work.price !== undefined;
    return (
      <MediaFallback
        cover={work.cover}
        alt={coverAlt(work)}
        message={forSale ? '作者未提供试看片段，购买后可观看完整视频' : '作者暂未上传视频，已显示预览图'}
      />
    );
  }
  if (failed)
    return (
      <MediaFallback
        cover={work.cover}
        alt={coverAlt(work)}
        message="视频加载失败，已显示预览图"
        action={
          <Button
            size="sm"
            onClick={() => {
              onRetry?.();
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            重试
          </Button>
        }
      />
    );
  return (
    <Player
      key={`${attempt}-${src}`}
      src={src}
      poster={work.cover}
      title={work.title}
      preview={preview}
      retried={attempt > 0}
      onFail={fail}
    />
  );
}

interface PlayerProps {
  src: string;
  poster: string;
  title: string;
  /** Not the whole video: what is shown says so. */
  preview: VideoPreview | null;
  /** After 重试 the retry button is gone: focus goes to 播放. */
  retried: boolean;
  onFail(): void;
}

function Player({ src, poster, title, preview, retried, onFail }: PlayerProps) {
  const keysId = useId();
  const previewId = useId();
  const {
    box,
    video,
    playButton,
    videoEvents,
    ended,
    playing,
    started,
    time,
    duration,
    fullscreen,
    said,
    known,
    toggle,
    seekTo,
    onKeyDown,
    toggleFullscreen,
  } = useVideoPlayer({ retried, onFail });

  const progress = known ? Math.min(time / duration, 1) : 0;
  const position = `${clockTime(time)} / ${clockTime(duration)}`;
  return (
    <div
      ref={box}
      className="wd-video"
      role="group"
      aria-label={`视频：${title}`}
      aria-describedby={preview ? `${previewId} ${keysId}` : keysId}
      data-playing={playing || undefined}
      onKeyDown={onKeyDown}
    >
      <div className="wd-video__stage">
        <video
          ref={video}
          className="wd-video__player"
          src={src}
          preload="metadata"
          playsInline
          tabIndex={-1}
          aria-label={`${title}（视频）`}
          onClick={toggle}
          {...videoEvents}
        >
          你的浏览器不能播放这个视频。
        </video>
        {!started && (
          <img
            className="wd-video__poster"
            src={poster}
            alt=""
            decoding="async"
            fetchPriority="high"
            onClick={toggle}
          />
        )}
        {preview && (
          <span className="wd-video__badge" aria-hidden="true">
            试看
          </span>
        )}
        {preview && ended ? (
          <p className="wd-video__ended">
            <strong>试看结束</strong>
            <span>购买后观看完整视频</span>
          </p>
        ) : (
          !playing && (
            <span className="wd-video__big-play" aria-hidden="true">
              <PlayIcon size={30} />
            </span>
          )
        )}
      </div>
      <div className="wd-video__bar">
        <button
          ref={playButton}
          type="button"
          className="wd-video__button"
          aria-label={playing ? '暂停' : '播放'}
          onClick={toggle}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <span className="wd-video__time tabular" aria-hidden="true">
          {position}
        </span>
        <input
          type="range"
          className="wd-video__seek"
          aria-label="播放进度"
          aria-valuetext={`已播放 ${clockTime(time)}，共 ${clockTime(duration)}`}
          min={0}
          max={known ? duration : 1}
          step={0.1}
          value={known ? Math.min(time, duration) : 0}
          disabled={!known}
          style={{ '--progress': `${(progress * 100).toFixed(2)}%` } as CSSProperties}
          onChange={(e) => seekTo(Number(e.currentTarget.value))}
        />
        {document.fullscreenEnabled && (
          <button
            type="button"
            className="wd-video__button"
            aria-label={fullscreen ? '退出全屏' : '全屏'}
            onClick={toggleFullscreen}
          >
            <FullscreenIcon exit={fullscreen} />
          </button>
        )}
      </div>
      {preview && (
        <p id={previewId} className="wd-video__preview-note">
          {previewNote(preview)}
        </p>
      )}
      <p id={keysId} className="visually-hidden">
        空格键或 K 键播放、暂停，左右方向键后退、前进 {SEEK_STEP} 秒
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}

function PlayIcon({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z"
        fill="currentColor"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <rect x="6.5" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="13.5" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function FullscreenIcon({ exit }: { exit: boolean }) {
  const d = exit ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
