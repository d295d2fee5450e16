/** The item a share link points at (/share/{type}/{id}), shaped for the landing card. */
import { queryOptions } from '@tanstack/react-query';
import { WORK_TYPES, endpoints, type UserBrief, type WorkType } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

export type ShareType = WorkType | 'designer' | 'shop';

export interface ShareTarget {
  /** The badge: 模型 / 原画 / 动画 / 博客 / 设计师 / 店铺. */
  kind: string;
  title: string;
  cover: string;
  /** Author of a work, the designer, or the shop's owner. */
  person: UserBrief;
  personRole: '作者' | '设计师' | '店主';
  description: string;
  /** Short figures under the description. */
  stats: readonly { label: string; value: string }[];
  /** The real page. */
  href: string;
}

const WORK_LABELS = Object.fromEntries(WORK_TYPES.map((w) => [w.type, w.label])) as Record<WorkType, string>;
const count = (n: number) => n.toLocaleString('zh-CN');

async function fetchShareTarget(type: ShareType, id: number): Promise<ShareTarget> {
  // silent: a missing item is the 404 page and a failure is the page's error state, not a toast.
  if (type === 'designer') {
    const d = await call(endpoints.designer.detail, { id }, { silent: true });
    return {
      kind: '设计师',
      title: d.nickname,
      cover: d.cover,
      person: d,
      personRole: '设计师',
      description: d.bio,
      stats: [
        { label: '作品', value: count(d.works_count) },
        { label: '粉丝', value: count(d.followers) },
        { label: '获赞', value: count(d.likes) },
      ],
      href: `/designer/${d.id}`,
    };
  }
  if (type === 'shop') {
    const s = await call(endpoints.shop.detail, { id }, { silent: true });
    return {
      kind: '店铺',
      title: s.name,
      cover: s.banner,
      person: s.owner,
      personRole: '店主',
      description: s.description,
      stats: [
        { label: '商品', value: count(s.goods_count) },
        { label: '销量', value: count(s.sales) },
        { label: '评分', value: s.rating.toFixed(1) },
      ],
      href: `/shop/${s.id}`,
    };
  }
  const w = await call(endpoints.works.detail, { id }, { silent: true });
  return {
    kind: WORK_LABELS[w.type],
    title: w.title,
    cover: w.cover,
    person: w.author,
    personRole: '作者',
    description: w.description,
    stats: [
      { label: '浏览', value: count(w.views) },
      { label: '喜欢', value: count(w.likes) },
      { label: '收藏', value: count(w.favorites) },
    ],
    // The work's own type: a link shared as /share/art/5 still opens a model at /model/5.
    href: `/${w.type}/${w.id}`,
  };
}

export const shareTargetQuery = (type: ShareType, id: number) =>
  queryOptions({
    queryKey: ['share', 'target', type, id] as const,
    queryFn: () => fetchShareTarget(type, id),
    meta: { public: true },
  });
