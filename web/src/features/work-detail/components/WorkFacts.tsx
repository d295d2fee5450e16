/** The facts beside a work: author, price, licence, tools, tags and files (WorkFiles.tsx). */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LICENSES, RENDERING_TOOLS, hrefs, type Money, type UserBrief, type WorkDetail } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { ToolIcon } from '../../../components/ToolIcon.tsx';
import { formatPrice } from '../../../lib/format.ts';
import type { WorkDetailSlots } from '../slots.ts';
import { WorkFiles } from './WorkFiles.tsx';

/** `actions`: 关注 and 私信 (WorkDetailSlots.authorActions). */
export function AuthorCard({ author, actions }: { author: UserBrief; actions: ReactNode }) {
  const href = hrefs.designer(author.id);
  return (
    <section className="wd-author" aria-label="作者">
      <Link to={href} className="wd-author__avatar" tabIndex={-1} aria-hidden="true">
        <Avatar src={author.avatar} name={author.nickname} size={48} decorative />
      </Link>
      <div className="wd-author__text">
        <span className="wd-author__role">作者</span>
        <Link to={href} className="wd-author__name">
          {author.nickname}
        </Link>
      </div>
      <div className="wd-author__actions">{actions}</div>
    </section>
  );
}

export function isForSale(price: Money | null): price is Money {
  return price !== null && Number(price) > 0;
}

export function PriceTag({ price }: { price: Money }) {
  return (
    <p className="wd-price">
      <span className="wd-price__label">售价</span>
      <span className="wd-price__value tabular">{formatPrice(price)}</span>
    </p>
  );
}

/** The licence: its short name and label, with the full description one tap away. */
export function LicenseInfo({ license }: { license: WorkDetail['license'] }) {
  const info = LICENSES.find((l) => l.key === license);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!info) return null;
  const code = info.key === 'ALL' ? '©' : `CC ${info.key}`;
  return (
    <section className="wd-facts__block" aria-labelledby={`${panelId}-h`}>
      <h2 id={`${panelId}-h`} className="wd-facts__heading">
        版权许可
      </h2>
      <button
        type="button"
        className="wd-license"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="wd-license__code">{code}</span>
        <span className="wd-license__label">{info.label}</span>
        <svg
          className="wd-license__chevron"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <p id={panelId} className="wd-license__description" hidden={!open}>
        {info.description}
      </p>
    </section>
  );
}

const TOOLS_BY_ID = new Map(RENDERING_TOOLS.map((t) => [t.id, t]));

export function ToolList({ tools }: { tools: number[] }) {
  const known = tools.map((id) => TOOLS_BY_ID.get(id)).filter((t) => t !== undefined);
  if (known.length === 0) return null;
  return (
    <section className="wd-facts__block" aria-labelledby="wd-tools-h">
      <h2 id="wd-tools-h" className="wd-facts__heading">
        使用软件
      </h2>
      <ul className="wd-tools">
        {known.map((tool) => (
          <li key={tool.id} className="wd-tool">
            <ToolIcon tool={tool} size={24} />
            <span>{tool.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section className="wd-facts__block" aria-labelledby="wd-tags-h">
      <h2 id="wd-tags-h" className="wd-facts__heading">
        标签
      </h2>
      <ul className="wd-tags">
        {tags.map((tag) => (
          <li key={tag}>
            <Link className="wd-tag" to={hrefs.explore({ query: { tag } })}>
              # {tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The work's files with 下载 (and, for a work for sale, 购买 / 加入购物车 or 已购买): WorkFiles.tsx.
 * Nothing for a free work without files.
 */
export function FileList({ work, renderBuy }: { work: WorkDetail; renderBuy: WorkDetailSlots['buy'] }) {
  const forSale = isForSale(work.price);
  if (work.files.length === 0 && !forSale) return null;
  return <WorkFiles work={work} forSale={forSale} renderBuy={renderBuy} />;
}
