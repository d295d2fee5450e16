import { formatCompact } from '../../../lib/format.ts';
import { CommentIcon } from './icons.tsx';

export const HEADING_ID = 'wd-comments-h';
/** The page header's 评论 count: a link down to the comments. */
export function CommentCountItem({ count }: { count: number }) {
  return (
    <li className="tabular">
      <a
        className="wd-comments-jump"
        href="#comments"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('comments')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          document.getElementById(HEADING_ID)?.focus({ preventScroll: true });
        }}
      >
        <CommentIcon name="bubble" size={15} />
        {formatCompact(count)} 条评论
      </a>
    </li>
  );
}
