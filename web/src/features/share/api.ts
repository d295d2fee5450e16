/** The item a share link points at (/share/{type}/{id}), shaped for the landing card. */
import { queryOptions } from '@tanstack/react-query';
import { endpoints, type UserBrief, type WorkType, WORK_TYPE_LABEL } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';

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
        { label: '作品', value: formatNumber(d.works_count) },
        { label: '粉丝', value: formatNumber(d.followers) },
        { label: '获赞', value: formatNumber(d.likes) },
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
        { label: '商品', value: formatNumber(s.goods_count) },
        { label: '销量', value: formatNumber(s.sales) },
        { label: '评分', value: s.rating.toFixed(1) },
      ],
      href: `/shop/${s.id}`,
    };
  }
  const w = await call(endpoints.works.detail, { id }, { silent: true });
  return {
    kind: WORK_TYPE_LABEL[w.type],
    title: w.title,
    cover: w.cover,
    person: w.author,
    personRole: '作者',
    description: w.description,
    stats: [
      { label: '浏览', value: formatNumber(w.views) },
      { label: '喜欢', value: formatNumber(w.likes) },
      { label: '收藏', value: formatNumber(w.favorites) },
    ],
    // The work's own type: a link shared as /share/art/5 still opens a model at /model/5.
    href: `/${w.type}/${w.id}`,
  };
}

const shareKeys = {
  all: ['share'] as const,
  target: (type: ShareType, id: number) => ['share', 'target', type, id] as const,
};

export const shareTargetQuery = (type: ShareType, id: number) =>
  queryOptions({
    queryKey: shareKeys.target(type, id),
    queryFn: () => fetchShareTarget(type, id),
    meta: { public: true },
  });
