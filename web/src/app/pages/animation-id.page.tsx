/** /animation/{id}: an animation's page (features/work-detail) with what other features show on it. */
import { AnimationDetailPage } from '../../features/work-detail/index.ts';
import { workSlots } from './work-slots.tsx';

export function Component() {
  return <AnimationDetailPage slots={workSlots} />;
}
