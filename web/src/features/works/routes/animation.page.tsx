import { WorksBrowser } from '../components/WorksBrowser.tsx';
import { LIST_PAGES } from '../pages.ts';
import '../works.css';

export function Component() {
  return <WorksBrowser type="animation" copy={LIST_PAGES.animation} />;
}
