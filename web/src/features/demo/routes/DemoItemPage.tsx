// A helper replaces this page within the shell issue.
import { usePageTitle } from '../../../lib/page-title.ts';

export function Component() {
  usePageTitle('组件详情');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">组件详情</h1>
    </section>
  );
}
