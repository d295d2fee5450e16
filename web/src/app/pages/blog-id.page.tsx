/** /blog/{id}: a blog post's page (features/work-detail) with what other features show on it. */
import { BlogDetailPage } from '../../features/work-detail/components/BlogDetailPage.tsx';
import { workSlots } from './work-slots.tsx';

export function Component() {
  return <BlogDetailPage slots={workSlots} />;
}
