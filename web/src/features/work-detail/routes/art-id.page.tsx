/** /art/{id}: an art work's pictures in a gallery with a zoom view. */
import { workGallery, type WorkDetail } from '@zaowu/shared';
import { ArtGallery } from '../components/ArtGallery.tsx';
import { WorkDetailPage } from '../components/WorkDetailPage.tsx';

const renderArt = (work: WorkDetail) => <ArtGallery title={work.title} pictures={workGallery(work)} />;

export function Component() {
  return <WorkDetailPage type="art" renderMedia={renderArt} />;
}
