/**
 * The one layout of the legal pages: title, dates, a table of contents with in-page anchors, the
 * numbered sections, and links to the other documents. Texts come as data (content/*.ts).
 */
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { LEGAL_PAGES } from '@zaowu/shared/legal/inline';
import type { LegalBlock, LegalDocumentData } from '@zaowu/shared/legal/types';
import { chineseDate, chineseNumber } from '../../../lib/format.ts';
import { renderInline } from './inline.tsx';
import '../legal.css';

const TOC_ID = 'legal-toc';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{renderInline(block)}</p>;
  if ('subheading' in block) return <h3>{block.subheading}</h3>;
  if ('notice' in block) return <p className="legal__notice">{renderInline(block.notice)}</p>;
  if ('list' in block) {
    const items = block.list.map((item, i) => <li key={i}>{renderInline(item)}</li>);
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  const { caption, head, rows } = block.table;
  return (
    // A wide table scrolls inside its own box, never the page (360 px phones).
    <div className="legal__table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {renderInline(cell)}
                  </th>
                ) : (
                  <td key={c}>{renderInline(cell)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LegalDocument({ doc, path }: { doc: LegalDocumentData; path: string }) {
  usePageTitle(doc.title, doc.summary);
  const numbered = doc.sections.map((s, i) => ({ ...s, heading: `${chineseNumber(i + 1)}、${s.title}` }));
  return (
    <article className="legal" aria-labelledby="page-title">
      <header className="legal__head">
        <h1 id="page-title">{doc.title}</h1>
        <p className="legal__dates muted">
          <span>
            更新日期：<time dateTime={doc.updated}>{chineseDate(doc.updated)}</time>
          </span>
          <span>
            生效日期：<time dateTime={doc.effective}>{chineseDate(doc.effective)}</time>
          </span>
        </p>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc" aria-labelledby={`${TOC_ID}-title`} id={TOC_ID}>
          <h2 id={`${TOC_ID}-title`} className="legal__toc-title">
            目录
          </h2>
          <ol>
            {numbered.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          <div className="legal__intro">
            {doc.intro.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </div>
          {numbered.map((s) => (
            <section key={s.id} className="legal__section">
              <h2 id={s.id}>{s.heading}</h2>
              {s.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
              <a className="legal__to-toc" href={`#${TOC_ID}`}>
                返回目录
              </a>
            </section>
          ))}
          <footer className="legal__related">
            <h2>相关文档</h2>
            <ul>
              {LEGAL_PAGES.filter((p) => p.path !== path).map((p) => (
                <li key={p.path}>
                  <Link to={p.path}>《{p.label}》</Link>
                </li>
              ))}
            </ul>
          </footer>
        </div>
      </div>
    </article>
  );
}
