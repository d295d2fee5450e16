/** The tour's stops: header elements marked with data-tour (app/layouts/Header.tsx). */
export interface TourStep {
  /** Value of the target's data-tour attribute. */
  target: string;
  title: string;
  body: string;
  /**
   * When the target is not on screen (phones hide the publish button): the element to point at
   * instead (its data-tour value) and what to say there.
   */
  hidden?: { target: string; body: string };
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    target: 'publish',
    title: '发布作品',
    body: '点这里发布你的 3D 模型、原画、动画或博客，选择授权协议、设置价格，让更多人看到你的创作。',
    hidden: {
      target: 'menu',
      body: '点这里打开菜单，再点「发布作品」，就能发布你的 3D 模型、原画、动画或博客。',
    },
  },
  {
    target: 'disk',
    title: '我的云盘',
    body: '工程文件、贴图和素材都可以放进云盘，大文件支持断点续传；私密空间里的文件只有你自己能看到。',
  },
  {
    target: 'messages',
    title: '消息通知',
    body: '评论、点赞、关注、订单和合作申请都会在这里提醒你，数字是未读消息的条数。',
  },
];

export const targetSelector = (target: string) => `[data-tour="${target}"]`;
