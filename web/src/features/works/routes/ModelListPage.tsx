import { WorksBrowser } from '../components/WorksBrowser.tsx';
import { worksListLoader } from '../loaders.ts';
import { LIST_PAGES } from '../pages.ts';
import '../works.css';

export const loader = worksListLoader('model');

export function Component() {
  return <WorksBrowser type="model" copy={LIST_PAGES.model} />;
}
