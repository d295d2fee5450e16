/**
 * What a work's page shows that other features own (docs/decisions/010-feature-layers.md): the page
 * lays them out and the app's work pages (app/pages/work-slots.tsx) fill them in, so this feature
 * imports none of them. `className` is where the page's layout places the piece.
 */
import type { ReactNode } from 'react';
import type { Money, UserBrief, WorkDetail } from '@zaowu/shared';

export type WorkForSale = WorkDetail & { price: Money };

export interface WorkDetailSlots {
  /** 关注 and 私信 on the author's card. */
  authorActions: (author: UserBrief) => ReactNode;
  /** 稍后再看 among the work's actions. */
  watchLater: (work: WorkDetail, className: string) => ReactNode;
  /**
   * 购买 and 加入购物车, in the 作品文件 box of a work for sale the member has not bought. `buyer`: a
   * member, a visitor (购买 opens the login dialog) or not known yet (a click does nothing).
   */
  buy: (work: WorkForSale, buyer: 'member' | 'visitor' | 'checking') => ReactNode;
  /** The comment count in the header's line, a link to the comments (when comments are on). */
  commentCount: (work: WorkDetail) => ReactNode;
  /** The buyers' 评价 of a work for sale, under the media (when reviews are on). */
  reviews: (work: WorkDetail, className: string) => ReactNode;
  /** The comments, under the media (when comments are on). */
  comments: (work: WorkDetail) => ReactNode;
}
