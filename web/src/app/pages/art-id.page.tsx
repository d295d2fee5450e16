/** /art/{id}: an art work's page (features/work-detail) with what other features show on it. */
import { ArtDetailPage } from '../../features/work-detail/components/ArtDetailPage.tsx';
import { workSlots } from './work-slots.tsx';

export function Component() {
  return <ArtDetailPage slots={workSlots} />;
}
