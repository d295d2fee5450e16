// A helper replaces this page within the shell issue.
import { usePageTitle } from '../../../lib/page-title.ts';

export function Component() {
  usePageTitle('隐私政策');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">隐私政策</h1>
    </section>
  );
}
