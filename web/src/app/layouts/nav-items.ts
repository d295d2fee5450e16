/** The main navigation (header on desktop, drawer on phones). */
export const NAV_ITEMS = [
  { to: '/', label: '首页' },
  { to: '/recommend', label: '推荐' },
  { to: '/model', label: '模型' },
  { to: '/art', label: '原画' },
  { to: '/animation', label: '动画' },
  { to: '/blog', label: '博客' },
  { to: '/designer', label: '设计师' },
  { to: '/shop', label: '店铺' },
  { to: '/community', label: '社区' },
  { to: '/explore', label: '发现' },
] as const;
