import { WorksBrowser } from '../components/WorksBrowser.tsx';
import { LIST_PAGES } from '../pages.ts';
import '../works.css';

export function Component() {
  return <WorksBrowser type="model" copy={LIST_PAGES.model} />;
}
