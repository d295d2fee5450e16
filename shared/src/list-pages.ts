/** What each list page says about itself: heading, one line of introduction, meta description (the SPA and the BFF). */
import { WORK_TYPE_LABEL, type WorkType } from './constants.ts';

/** What a list page says about itself: its heading, the line under it, its meta description. */
export interface PageCopy {
  /** The route table's title (shared/src/routes.ts): the document title contains it. */
  title: string;
  intro: string;
  description: string;
}

export interface ListPageCopy extends PageCopy {
  searchLabel: string;
}

export const LIST_PAGES: Record<WorkType, ListPageCopy> = {
  model: {
    title: '模型',
    intro: '角色、场景、道具与建筑：可下载的 3D 模型，免费与付费都有。',
    description:
      '造物 3D 模型库：角色、场景、道具、建筑与手办模型，按标签、授权协议、建模与渲染软件、免费或付费筛选，按最新或最热排序。',
    searchLabel: '在模型中搜索',
  },
  art: {
    title: '原画',
    intro: '概念设计、插画与国风原画，来自社区创作者的每一幅作品。',
    description:
      '造物原画与插画：概念设计、国风、二次元、赛博朋克等风格，按标签、授权协议、绘画软件和价格筛选，按最新或最热排序。',
    searchLabel: '在原画中搜索',
  },
  animation: {
    title: '动画',
    intro: '短片、动态图形与特效，看创作者让画面动起来。',
    description:
      '造物动画作品：动画短片、MG 动画、动态图形与特效，按标签、授权协议、制作软件和价格筛选，按最新或最热排序。',
    searchLabel: '在动画中搜索',
  },
  blog: {
    title: '博客',
    intro: '教程、工作流与接单心得：创作者写给创作者的经验。',
    description:
      '造物博客：建模技巧、渲染与材质教程、工作流和接单经验分享，按标签和授权协议筛选，按最新或最热排序。',
    searchLabel: '在博客中搜索',
  },
};

export const EXPLORE_PAGE: ListPageCopy = {
  title: '发现',
  intro: '模型、原画、动画与博客，按标签、软件和授权一起浏览。',
  description:
    '在造物发现全部作品：3D 模型、原画、动画和博客，按类型、标签、授权协议、渲染软件和价格筛选，或搜索关键词。',
  searchLabel: '搜索全部作品',
};

export const COMMUNITY_PAGE: PageCopy = {
  title: '社区',
  intro: '和创作者们聊建模、原画、动画与接单经验：提问、分享、交流作品。',
  description: '和创作者们聊建模、原画、动画与接单经验：提问、分享、交流作品。',
};

export const SHOPS_PAGE: PageCopy = {
  title: '店铺',
  intro: '逛逛创作者的小店：模型资源、笔刷素材、实物周边，一站买齐。',
  description: '逛逛创作者的小店：模型资源、笔刷素材、实物周边，一站买齐。',
};

export const DESIGNERS_PAGE: PageCopy = {
  title: '设计师',
  intro: '发现擅长模型、原画、动画与博客的创作者，关注他们的新作品。',
  description: '发现擅长 3D 模型、原画、动画与博客的创作者，关注他们的新作品。',
};

/** 推荐: its line under the heading is a visitor's (the frame's, and the SPA's until the login check says member). */
export const RECOMMEND_PAGE: PageCopy & { memberIntro: string; login: string } = {
  title: '推荐',
  intro: '社区热门与精选作品。登录后，推荐会根据你的关注和收藏而变。',
  memberIntro: '根据你关注的设计师和收藏的标签为你挑选。',
  description: '造物为你推荐：你关注的设计师的新作、你收藏过的标签里的好作品，以及本周社区热门。',
  login: '登录获取个性推荐',
};

/** 推荐's document title and og:title: its type's name first when it shows one type, its page last. */
export function recommendTitle(type: WorkType | undefined, page = 1): string {
  return worksListTitle(RECOMMEND_PAGE, { page }, type && WORK_TYPE_LABEL[type]);
}

/** Covers of a list page loaded at once (a phone's first screen and more); the rest load lazily. */
export const EAGER_COVERS = 6;

/**
 * Whether the cover at `index` of `count` is on a phone's first screen. A grid fills rows, so the
 * first ones are; a masonry fills its two phone columns top to bottom, so the second column starts
 * halfway through the list.
 */
export function eagerCover(index: number, count: number, masonry: boolean, eager = EAGER_COVERS): boolean {
  if (!masonry) return index < eager;
  const half = Math.ceil(count / 2);
  const perColumn = Math.ceil(eager / 2);
  return index < perColumn || (index >= half && index < half + perColumn);
}

/** Art covers in a masonry list keep one of these ratios, chosen by the work's id (design.md §8). */
const ART_RATIOS = [3 / 4, 1, 4 / 3, 4 / 5, 5 / 4] as const;
export const artRatio = (id: number) => ART_RATIOS[(id * 7) % ART_RATIOS.length]!;

/** 发现's heading for a search (?keyword=): what was searched for, quoted. */
export const searchHeading = (keyword: string) => `"${keyword}" 的搜索结果`;

/**
 * A works list view's name, the same in the SPA and the server's first paint: the document title
 * before the site's name, and the share card's og:title. The search (on 发现), the tag, the list and
 * the page, e.g. `赛博朋克 · 原画 · 第 2 页`.
 */
export function worksListTitle(
  copy: PageCopy,
  view: { tag?: string; page: number },
  prefix?: string,
): string {
  return [prefix, view.tag, copy.title, view.page > 1 ? `第 ${view.page} 页` : null]
    .filter(Boolean)
    .join(' · ');
}
