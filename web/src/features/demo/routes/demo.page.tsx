/** /demo: the living gallery of the design system's primitives, each with a link to all its states. */
import { hrefs } from '@zaowu/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { DEMO_ENTRIES } from '../catalog.ts';
import { DEMO_EXAMPLES } from '../examples/index.ts';
import '../demo.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Sections that need the full width on large screens; the rest pair up two to a row. */
const WIDE = new Set(['tabs', 'card', 'grid', 'masonry', 'tokens']);

export function Component() {
  usePageTitle(
    '组件演示',
    '造物设计系统的组件演示：按钮、表单、对话框、作品卡片、网格等基础组件的实时示例。',
  );
  return (
    <div className="demo-page">
      <header className="demo-hero">
        <p className="demo-hero__eyebrow">造物设计系统</p>
        <h1 id="page-title">组件演示</h1>
        <p className="demo-hero__lead">
          这里是全站共用的基础组件，每个都是可以操作的真实组件。点右上角切换深色主题，用 Tab
          键试试键盘操作；点“查看全部状态”看一个组件的所有状态。
        </p>
        <nav aria-label="组件目录" className="demo-toc">
          <ol>
            {DEMO_ENTRIES.map((e) => (
              <li key={e.slug}>
                <a href={`#${e.slug}`}>
                  <span className="demo-toc__num" aria-hidden="true">
                    {pad(e.id)}
                  </span>
                  {e.name}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <p className="demo-hero__extra">
          另见 <Link to="/demo/profile">演示：个人资料</Link>（需要登录，演示路由守卫）。
        </p>
      </header>

      <div className="demo-sections">
        {DEMO_ENTRIES.map((e) => {
          const { Preview } = DEMO_EXAMPLES[e.slug as keyof typeof DEMO_EXAMPLES];
          return (
            <section
              key={e.slug}
              id={e.slug}
              className={clsx('demo-section', WIDE.has(e.slug) && 'demo-section--wide')}
              aria-labelledby={`${e.slug}-title`}
            >
              <div className="demo-section__head">
                <h2 id={`${e.slug}-title`} className="demo-section__title">
                  <span className="demo-section__num" aria-hidden="true">
                    {pad(e.id)}
                  </span>
                  {e.name} <code>{e.code}</code>
                </h2>
                <Link to={hrefs.demo(e.id)} className="demo-section__more">
                  查看<span className="visually-hidden">{e.name}的</span>全部状态
                  <span aria-hidden="true"> →</span>
                </Link>
              </div>
              <p className="demo-section__summary">{e.summary}</p>
              <div className="demo-section__stage">
                <Preview />
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
