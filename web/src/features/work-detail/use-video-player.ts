/**
 * The state of the video player: the <video>'s events, the frame-by-frame bar, full
 * screen, and the keys (space or K plays and pauses, ← → move {@link SEEK_STEP} s). Used by VideoPlayer's
 * Player only.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { clockTime } from '../../lib/format.ts';

/** Seconds that ← and → move the video. */
export const SEEK_STEP = 5;

export function useVideoPlayer({ retried, onFail }: { retried: boolean; onFail(): void }) {
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

  /** The <video>'s events, spread onto it. */
  const videoEvents = {
    onLoadedMetadata: (e: SyntheticEvent<HTMLVideoElement>) => setDuration(e.currentTarget.duration),
    onDurationChange: (e: SyntheticEvent<HTMLVideoElement>) => setDuration(e.currentTarget.duration),
    onTimeUpdate: (e: SyntheticEvent<HTMLVideoElement>) => setTime(e.currentTarget.currentTime),
    onPlay: () => {
      setStarted(true);
      setPlaying(true);
      setEnded(false);
    },
    onPause: (e: SyntheticEvent<HTMLVideoElement>) => {
      setPlaying(false);
      setTime(e.currentTarget.currentTime);
      if (!e.currentTarget.ended) setSaid(`已暂停，${clockTime(e.currentTarget.currentTime)}`);
    },
    onEnded: () => {
      setSaid('播放结束');
      setEnded(true);
    },
    onError: onFail,
  };

  return {
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
  };
}
