// A helper replaces this page within the shell issue.
import { usePageTitle } from '../../../lib/page-title.ts';

export function Component() {
  usePageTitle('演示：个人资料');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">演示：个人资料</h1>
    </section>
  );
}
