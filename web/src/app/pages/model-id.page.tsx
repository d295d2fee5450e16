/**
 * /model/{id}: a 3D model's page (features/work-detail) with what other features show on it, and the
 * three.js viewer (features/viewer3d) from its own chunk, which the page asks for when it needs it.
 */
import { ModelDetailPage, viewerChunk } from '../../features/work-detail/components/ModelDetailPage.tsx';
import { workSlots } from './work-slots.tsx';

const viewer = viewerChunk(() => import('../../features/viewer3d/index.ts'));

export function Component() {
  return <ModelDetailPage slots={workSlots} viewer={viewer} />;
}
