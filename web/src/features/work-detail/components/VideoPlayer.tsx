import { useState } from 'react';
import type { WorkDetail } from '@zaowu/shared';
import { MediaFallback } from './MediaFallback.tsx';

/** An animation: the browser's own player, poster first, metadata only until play. */
export function VideoPlayer({ work }: { work: WorkDetail }) {
  const [failed, setFailed] = useState(false);
  if (!work.video_url) return <MediaFallback cover={work.cover} message="作者暂未上传视频，已显示预览图" />;
  if (failed) return <MediaFallback cover={work.cover} message="视频加载失败，请稍后再试" />;
  return (
    <div className="wd-video">
      <video
        className="wd-video__player"
        src={work.video_url}
        poster={work.cover}
        controls
        preload="metadata"
        playsInline
        aria-label={`${work.title}（视频）`}
        onError={() => setFailed(true)}
      >
        你的浏览器不能播放这个视频。
      </video>
    </div>
  );
}
