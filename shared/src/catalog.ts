/**
 * The fixed lists of product.md §3 that pages pick from: message types, licences, rendering tools. They are
 * kept out of constants.ts, whose figures every page's first load needs, so they travel only with
 * the pages that show them.
 */

/** The ten message types (product.md §3); message_type is the 1-based index. Labels are the UI's. */
export const MESSAGE_TYPES = [
  { type: 1, key: 'system', label: '系统通知' },
  { type: 2, key: 'comment', label: '评论' },
  { type: 3, key: 'reply', label: '回复' },
  { type: 4, key: 'like', label: '点赞' },
  { type: 5, key: 'favorite', label: '收藏' },
  { type: 6, key: 'follow', label: '关注' },
  { type: 7, key: 'cooperation', label: '申请合作' },
  { type: 8, key: 'order', label: '订单' },
  { type: 9, key: 'income', label: '收益' },
  { type: 10, key: 'audit', label: '审核' },
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number]['type'];
export const COOPERATION_MESSAGE_TYPE: MessageType = 7;

/** Copyright / licence options for works (product.md §3). */
export const LICENSES = [
  {
    key: 'BY',
    label: '署名',
    description: '允许他人复制、发行、展示和演绎本作品，包括商业用途，但须署名作者。',
  },
  {
    key: 'BY-SA',
    label: '署名-相同方式共享',
    description: '允许他人演绎并用于商业用途，须署名，且衍生作品须以相同许可协议发布。',
  },
  {
    key: 'BY-ND',
    label: '署名-禁止演绎',
    description: '允许他人复制和发行，包括商业用途，须署名，且不得修改本作品。',
  },
  {
    key: 'BY-NC',
    label: '署名-非商业性使用',
    description: '允许他人演绎本作品，须署名，且不得用于商业用途。',
  },
  {
    key: 'BY-NC-SA',
    label: '署名-非商业性使用-相同方式共享',
    description: '允许他人演绎，须署名，不得用于商业用途，且衍生作品须以相同许可协议发布。',
  },
  {
    key: 'BY-NC-ND',
    label: '署名-非商业性使用-禁止演绎',
    description: '只允许他人下载和分享本作品，须署名，不得修改，也不得用于商业用途。',
  },
  {
    key: 'ALL',
    label: '版权所有',
    description: '保留所有权利，未经作者书面许可，不得以任何形式使用本作品。',
  },
] as const;
export type LicenseKey = (typeof LICENSES)[number]['key'];
export const LICENSE_KEYS = /* @__PURE__ */ LICENSES.map((l) => l.key) as LicenseKey[];

/** Rendering tools in six groups (product.md §3): ids 1–29. */
export const TOOL_GROUPS = [
  { key: 'modelling', label: '建模软件', ids: [1, 10] },
  { key: 'painting', label: '绘画软件', ids: [11, 16] },
  { key: 'rendering', label: '渲染软件', ids: [17, 21] },
  { key: 'compositing', label: '合成软件', ids: [22, 24] },
  { key: 'effects', label: '特效软件', ids: [25, 28] },
  { key: 'clothing', label: '服装设计软件', ids: [29, 29] },
] as const;
type ToolGroupKey = (typeof TOOL_GROUPS)[number]['key'];

export interface RenderingTool {
  id: number;
  name: string;
  /** Icon and background image paths under the site's static assets. */
  icon: string;
  bg_img: string;
  group: ToolGroupKey;
}

const TOOL_NAMES = [
  '3ds Max',
  'Maya',
  'Blender',
  'Cinema 4D',
  'ZBrush',
  'Houdini',
  'Rhino',
  'SketchUp',
  'Modo',
  'Substance 3D Modeler',
  'Photoshop',
  'Procreate',
  'Clip Studio Paint',
  'Krita',
  'SAI',
  'Painter',
  'V-Ray',
  'Arnold',
  'Redshift',
  'Octane',
  'KeyShot',
  'After Effects',
  'Nuke',
  'Fusion',
  'RealFlow',
  'Phoenix FD',
  'X-Particles',
  'EmberGen',
  'Marvelous Designer',
] as const;

function groupOf(id: number): ToolGroupKey {
  const group = TOOL_GROUPS.find((g) => id >= g.ids[0] && id <= g.ids[1]);
  if (!group) throw new Error(`no tool group for id ${id}`);
  return group.key;
}

export const RENDERING_TOOLS: readonly RenderingTool[] = /* @__PURE__ */ TOOL_NAMES.map((name, i) => {
  const id = i + 1;
  return { id, name, icon: `/tools/${id}.svg`, bg_img: `/tools/${id}-bg.svg`, group: groupOf(id) };
});
