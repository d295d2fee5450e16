// A helper replaces this page within the shell issue.
import { usePageTitle } from '../../../lib/page-title.ts';

export function Component() {
  usePageTitle('用户协议');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">用户协议</h1>
    </section>
  );
}
