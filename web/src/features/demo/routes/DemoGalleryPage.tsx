// A helper replaces this page within the shell issue.
import { usePageTitle } from '../../../lib/page-title.ts';

export function Component() {
  usePageTitle('组件演示');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">组件演示</h1>
    </section>
  );
}
