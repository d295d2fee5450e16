/** /animation/{id}: an animation in the browser's video player. */
import type { WorkDetail } from '@zaowu/shared';
import { VideoPlayer } from '../components/VideoPlayer.tsx';
import { WorkDetailPage } from '../components/WorkDetailPage.tsx';

const renderAnimation = (work: WorkDetail) => <VideoPlayer work={work} />;

export function Component() {
  return <WorkDetailPage type="animation" renderMedia={renderAnimation} />;
}
