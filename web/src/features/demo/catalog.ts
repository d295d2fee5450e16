/**
 * The primitives shown at /demo, in gallery order. Their ids are their 1-based positions: /demo/1 is
 * the first entry. Metadata only (no JSX), so the route loader can check an id cheaply.
 */
export interface DemoEntry {
  /** The number in /demo/{id}. */
  id: number;
  slug: string;
  /** Chinese name, then the component's code name. */
  name: string;
  code: string;
  summary: string;
}

const ENTRIES = [
  ['button', '按钮', 'Button', '触发一个操作。主按钮每屏只用一个；危险操作用红色。'],
  ['input', '输入框', 'Input', '带标签、提示和错误信息的单行文本输入。'],
  ['select', '选择器', 'Select', '从一组选项中选一个，支持方向键和首字母跳转。'],
  ['checkbox', '复选框', 'Checkbox', '开关一个选项，或在一组选项里多选；支持“部分选中”。'],
  ['dialog', '对话框', 'Dialog', '打断当前任务的模态窗口；手机上从底部弹出。'],
  ['drawer', '抽屉', 'Drawer', '从屏幕侧边滑出的面板，用于导航和筛选。'],
  ['tabs', '标签页', 'Tabs', '在同一位置切换几组内容，或作为紧凑的筛选条。'],
  ['menu', '菜单', 'Menu', '由按钮展开的一组操作。'],
  ['tooltip', '文字提示', 'Tooltip', '悬停或聚焦时出现的简短说明。'],
  ['card', '作品卡片', 'Card', '作品列表的基本单元：封面、类型、价格、标题、作者和数据。'],
  ['badge', '徽标', 'Badge', '类型、状态标签和未读数。'],
  ['avatar', '头像', 'Avatar', '用户头像；图片缺失时显示名字首字。'],
  ['image', '图片', 'Image', '懒加载图片：固定比例占位、加载动画、失败兜底。'],
  ['skeleton', '骨架屏', 'Skeleton', '内容加载时的占位形状，和真实内容一样大。'],
  ['empty', '空状态', 'Empty', '没有内容时说明原因，并给出下一步。'],
  ['pagination', '分页', 'Pagination', '在多页列表之间跳转；手机上显示为“上一页 · 3 / 20 · 下一页”。'],
  ['grid', '网格', 'Grid', '等宽响应式网格：手机两列，宽屏四到六列。'],
  ['masonry', '瀑布流', 'Masonry', '原画作品的瀑布流，图片保持原始比例。'],
  ['tokens', '设计令牌', 'Tokens', '颜色、字号、间距、圆角和阴影，浅色与深色两套取值。'],
] as const;

export const DEMO_ENTRIES: readonly DemoEntry[] = ENTRIES.map(([slug, name, code, summary], i) => ({
  id: i + 1,
  slug,
  name,
  code,
  summary,
}));

export type DemoSlug = (typeof ENTRIES)[number][0];

/** The entry for a /demo/{id} parameter, or null for anything but a whole number in range. */
export function demoEntryById(param: string | undefined): DemoEntry | null {
  if (!param || !/^[1-9]\d{0,3}$/.test(param)) return null;
  return DEMO_ENTRIES[Number(param) - 1] ?? null;
}

export const demoTitle = (e: DemoEntry) => `${e.name} ${e.code}`;
