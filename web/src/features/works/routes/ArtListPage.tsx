import { WorksBrowser } from '../components/WorksBrowser.tsx';
import { worksListLoader } from '../loaders.ts';
import { LIST_PAGES } from '../pages.ts';
import '../works.css';

export const loader = worksListLoader('art');

export function Component() {
  return <WorksBrowser type="art" copy={LIST_PAGES.art} />;
}
