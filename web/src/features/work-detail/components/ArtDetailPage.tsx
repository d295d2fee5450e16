/** /art/{id}: an art work's pictures in a gallery with a zoom view. */
import { workGallery, type WorkDetail } from '@zaowu/shared';
import type { WorkDetailSlots } from '../slots.ts';
import { ArtGallery } from './ArtGallery.tsx';
import { WorkDetailPage } from './WorkDetailPage.tsx';

const renderArt = (work: WorkDetail) => <ArtGallery title={work.title} pictures={workGallery(work)} />;

export function ArtDetailPage({ slots }: { slots: WorkDetailSlots }) {
  return <WorkDetailPage type="art" renderMedia={renderArt} slots={slots} />;
}
