/** /animation/{id}: an animation's page (features/work-detail) with what other features show on it. */
import { AnimationDetailPage } from '../../features/work-detail/components/AnimationDetailPage.tsx';
import { workSlots } from './work-slots.tsx';

export function Component() {
  return <AnimationDetailPage slots={workSlots} />;
}
