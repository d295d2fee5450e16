import { WorksBrowser } from '../components/WorksBrowser.tsx';
import { worksListLoader } from '../loaders.ts';
import { LIST_PAGES } from '../pages.ts';
import '../works.css';

export const loader = worksListLoader('blog');

export function Component() {
  return <WorksBrowser type="blog" copy={LIST_PAGES.blog} />;
}
