/**
 * What a share link's landing card (/share/{type}/{id}) shows of its item, from the item's own
 * answer: the SPA's share page and the BFF's frame of it draw the same card from this.
 */
import { hrefs } from './hrefs.ts';
import { WORK_TYPE_LABEL } from './constants.ts';
import { formatNumber } from './compact.ts';
import type { DesignerDetail, ShopDetail, UserBrief, WorkDetail } from './types.ts';

export type ShareTargetKind = 'designer' | 'shop' | 'work';

export interface ShareTarget {
  /** The badge: 模型 / 原画 / 动画 / 博客 / 设计师 / 店铺. */
  kind: string;
  title: string;
  /** The picture; empty for a mature work (it stays out of link previews and share cards). */
  cover: string;
  /** A mature work: the card says so where its picture would be. */
  mature: boolean;
  /** Author of a work, the designer, or the shop's owner. */
  person: UserBrief;
  role: '作者' | '设计师' | '店主';
  description: string;
  /** Short figures under the description. */
  stats: readonly { label: string; value: string }[];
  /** The real page. */
  href: string;
}

/** Which answer a share type's item is: a designer, a shop, or (model, art …) a work. */
export const shareTargetKind = (type: string): ShareTargetKind =>
  type === 'designer' || type === 'shop' ? type : 'work';

export function shareTarget(kind: 'designer', item: DesignerDetail): ShareTarget;
export function shareTarget(kind: 'shop', item: ShopDetail): ShareTarget;
export function shareTarget(kind: 'work', item: WorkDetail): ShareTarget;
export function shareTarget(
  kind: ShareTargetKind,
  item: DesignerDetail | ShopDetail | WorkDetail,
): ShareTarget;
export function shareTarget(
  kind: ShareTargetKind,
  item: DesignerDetail | ShopDetail | WorkDetail,
): ShareTarget {
  if (kind === 'designer') {
    const d = item as DesignerDetail;
    return {
      kind: '设计师',
      title: d.nickname,
      cover: d.cover,
      mature: false,
      person: d,
      role: '设计师',
      description: d.bio,
      stats: [
        { label: '作品', value: formatNumber(d.works_count) },
        { label: '粉丝', value: formatNumber(d.followers) },
        { label: '获赞', value: formatNumber(d.likes) },
      ],
      href: hrefs.designer(d.id),
    };
  }
  if (kind === 'shop') {
    const s = item as ShopDetail;
    return {
      kind: '店铺',
      title: s.name,
      cover: s.banner,
      mature: false,
      person: s.owner,
      role: '店主',
      description: s.description,
      stats: [
        { label: '商品', value: formatNumber(s.goods_count) },
        { label: '销量', value: formatNumber(s.sales) },
        { label: '评分', value: typeof s.rating === 'number' ? s.rating.toFixed(1) : '—' },
      ],
      href: hrefs.shop(s.id),
    };
  }
  const w = item as WorkDetail;
  return {
    kind: WORK_TYPE_LABEL[w.type] ?? '作品',
    title: w.title,
    cover: w.is_mature ? '' : w.cover,
    mature: w.is_mature,
    person: w.author,
    role: '作者',
    description: w.description,
    stats: [
      { label: '浏览', value: formatNumber(w.views) },
      { label: '喜欢', value: formatNumber(w.likes) },
      { label: '收藏', value: formatNumber(w.favorites) },
    ],
    // The work's own type: a link shared as /share/art/5 still opens a model at /model/5.
    href: hrefs.work(w.type, w.id),
  };
}
