/** /art/{id}: an art work's pictures in a gallery with a zoom view. */
import type { WorkDetail } from '@zaowu/shared';
import { ArtGallery, galleryImages } from '../components/ArtGallery.tsx';
import { WorkDetailPage } from '../components/WorkDetailPage.tsx';

const renderArt = (work: WorkDetail) => (
  <ArtGallery title={work.title} images={galleryImages(work.cover, work.images)} />
);

export function Component() {
  return <WorkDetailPage type="art" renderMedia={renderArt} />;
}
