import type { Designer } from '@zaowu/shared';
import { formatCompact } from '../../../lib/format.ts';

/** 作品 / 粉丝 / 获赞 for a designer, on the card and in the profile hero. */
export function DesignerStats({ designer, className }: { designer: Designer; className: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>作品</dt>
        <dd>{formatCompact(designer.works_count)}</dd>
      </div>
      <div>
        <dt>粉丝</dt>
        <dd>{formatCompact(designer.followers)}</dd>
      </div>
      <div>
        <dt>获赞</dt>
        <dd>{formatCompact(designer.likes)}</dd>
      </div>
    </dl>
  );
}
