/** /demo/{id}: one primitive in all its states. Ids are positions in the gallery; others are a 404. */
import { hrefs } from '@zaowu/shared';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { DEMO_ENTRIES, demoEntryById, demoTitle } from '../catalog.ts';
import { DemoBreadcrumb } from '../components/DemoBreadcrumb.tsx';
import { DEMO_EXAMPLES } from '../examples/index.ts';
import '../demo.css';

export function Component() {
  const entry = demoEntryById(useParams().id);
  usePageTitle(entry ? `${demoTitle(entry)} · 组件详情` : '组件详情', entry?.summary);
  if (!entry) return null;
  const { States, notes } = DEMO_EXAMPLES[entry.slug as keyof typeof DEMO_EXAMPLES];
  const prev = DEMO_ENTRIES[entry.id - 2];
  const next = DEMO_ENTRIES[entry.id];
  return (
    <div className="demo-page demo-item">
      <DemoBreadcrumb current={entry.name} />
      <header className="demo-item__head">
        <h1 id="page-title">
          {entry.name} <code>{entry.code}</code>
        </h1>
        <p className="demo-item__summary">{entry.summary}</p>
        <p className="demo-item__count tabular">
          第 {entry.id} 个，共 {DEMO_ENTRIES.length} 个
        </p>
      </header>

      <section aria-labelledby="states-title" className="demo-item__states">
        <h2 id="states-title">全部状态</h2>
        {/* Each state is keyed by the entry so moving to the next primitive starts fresh. */}
        <States key={entry.slug} />
      </section>

      <section aria-labelledby="a11y-title" className="demo-item__notes">
        <h2 id="a11y-title">键盘与读屏</h2>
        <ul>
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </section>

      <nav aria-label="上一个和下一个组件" className="demo-pager">
        {prev ? (
          <Link to={hrefs.demo(prev.id)} className="demo-pager__link" rel="prev">
            <span className="demo-pager__dir">上一个</span>
            {demoTitle(prev)}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={hrefs.demo(next.id)} className="demo-pager__link demo-pager__link--next" rel="next">
            <span className="demo-pager__dir">下一个</span>
            {demoTitle(next)}
          </Link>
        ) : (
          <Link to="/demo" className="demo-pager__link demo-pager__link--next">
            <span className="demo-pager__dir">回到</span>
            组件演示
          </Link>
        )}
      </nav>
    </div>
  );
}
