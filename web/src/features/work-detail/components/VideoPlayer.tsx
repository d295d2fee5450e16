import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { coverAlt, type VideoPreview, type WorkDetail } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { clockTime, formatNumber } from '../../../lib/format.ts';
import { MediaFallback } from './MediaFallback.tsx';
import '../video-player.css';

/** Seconds that ← and → move the video. */
const SEEK_STEP = 5;

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
  const [ended, setEnded] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  /**
   * The poster is a picture over the video until it first plays, not the video's `poster`: it is the
   * same <img> in the same box as the first paint's, so the page's largest paint stays the first
   * paint's instead of a new, later one when React draws the player.
   */
  const [started, setStarted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [fullscreen, setFullscreen] = useState(false);
  /** Said once after a control is used (pause, seek, end), never on every tick. */
  const [said, setSaid] = useState('');
  const known = Number.isFinite(duration) && duration > 0;

  useEffect(() => {
    if (retried) playButton.current?.focus();
  }, [retried]);

  // React makes the element, src and all, before it puts it in the page (during a navigation it may
  // take a while), and drops media events from an element not yet in the page: what they would have
  // said is read off the element once it is there.
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (v.error) onFail();
    else if (v.readyState >= HTMLMediaElement.HAVE_METADATA) setDuration(v.duration);
  }, [onFail]);

  // The bar follows every frame while playing; timeupdate alone moves it in quarter seconds.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      if (video.current) setTime(video.current.currentTime);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  useEffect(() => {
    const change = () => setFullscreen(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);

  const toggle = useCallback(() => {
    const v = video.current;
    if (!v) return;
    // A refused play (interrupted, or an error the error event reports) needs nothing more here.
    if (v.paused || v.ended) v.play().catch(() => {});
    else v.pause();
  }, []);

  const seekTo = useCallback((to: number) => {
    const v = video.current;
    if (!v || !Number.isFinite(v.duration)) return;
    v.currentTime = Math.min(Math.max(to, 0), v.duration);
    setTime(v.currentTime);
    return v.currentTime;
  }, []);

  const seekBy = (delta: number) => {
    const at = seekTo((video.current?.currentTime ?? 0) + delta);
    if (at !== undefined) setSaid(`${clockTime(at)} / ${clockTime(duration)}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const onButton = e.target instanceof HTMLButtonElement;
    switch (e.key) {
      case ' ':
        // A focused button answers space itself (播放 plays, 全屏 goes full screen).
        if (onButton) return;
        toggle();
        break;
      case 'k':
      case 'K':
        toggle();
        break;
      case 'ArrowLeft':
        seekBy(-SEEK_STEP);
        break;
      case 'ArrowRight':
        seekBy(SEEK_STEP);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void box.current?.requestFullscreen().catch(() => {});
  };

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
          onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
          onDurationChange={(e) => setDuration(e.currentTarget.duration)}
          onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
          onPlay={() => {
            setStarted(true);
            setPlaying(true);
            setEnded(false);
          }}
          onPause={(e) => {
            setPlaying(false);
            setTime(e.currentTarget.currentTime);
            if (!e.currentTarget.ended) setSaid(`已暂停，${clockTime(e.currentTarget.currentTime)}`);
          }}
          onEnded={() => {
            setSaid('播放结束');
            setEnded(true);
          }}
          onError={onFail}
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
