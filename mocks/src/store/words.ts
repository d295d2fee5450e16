/** The raw Chinese material the seed composes its users, works, shops and messages from. */
import type { WorkType } from '@zaowu/shared';

export const CITIES = [
  '北京',
  '上海',
  '杭州',
  '深圳',
  '广州',
  '成都',
  '重庆',
  '武汉',
  '南京',
  '西安',
  '长沙',
  '厦门',
  '苏州',
  '青岛',
  '昆明',
  '大连',
  '合肥',
  '福州',
  '天津',
  '沈阳',
] as const;

export const DESIGNER_NAMES = [
  '山月工作室',
  '林间小鹿',
  '阿木的建模日记',
  '青柚插画',
  '墨池',
  '北岛以北',
  '半糖动画',
  '一只猫的渲染',
  'CG老王',
  '小满',
  '拾光Studio',
  '野草莓',
  '陈一帆',
  '苏晚',
  'KaiZ',
  '鹿鸣',
  '星野造物',
  '白茶',
  '秋刀鱼不吃鱼',
  '橘子汽水',
  '周末画画',
  '不二',
  '南风知我意',
  '夏至未至',
] as const;

/** Bio openings by specialty; a seeded tail is appended. */
export const BIO_HEADS: Record<WorkType, readonly string[]> = {
  model: [
    '独立 3D 设计师，专注游戏道具与场景建模',
    '硬表面建模爱好者，机甲和载具是最爱',
    '做了八年影视模型，现在自己接单',
  ],
  art: [
    '自由插画师，擅长国风和幻想题材',
    '游戏原画师，角色设定与场景概念都做',
    '水彩转板绘，喜欢画猫和城市夜景',
  ],
  animation: [
    '二维动画导演，做过几部独立短片',
    'MG 动画设计师，给品牌做动态视觉',
    '三维动画师，绑定和表演动画都在行',
  ],
  blog: [
    '喜欢把踩过的坑写成教程',
    '白天写代码，晚上学建模，顺手记笔记',
    '讲讲设计师接单、定价和个人品牌的那些事',
  ],
};

export const BIO_TAILS = [
  '，欢迎约稿。',
  '，商务合作请私信。',
  '，每周更新作品。',
  '，作品可商用请看许可协议。',
  '，正在准备个人展。',
  '，接受定制，工期两周起。',
  '，偶尔直播画画。',
  '。',
] as const;

/**
 * Animation subjects; a title is a subject with an optional style around it. Models, artworks and
 * blogs take theirs from the media catalog (media/catalog.ts), with what their covers show.
 */
export const ANIMATION_SUBJECTS: readonly string[] = [
  '归乡',
  '城市的一天',
  '角色行走循环',
  '粒子特效练习',
  '水墨转场',
  '小狐狸的冒险',
  '品牌开场动画',
  '机甲变形',
  '雨中奔跑',
  '猫咪的午后',
  '星际迁徙',
  '剑气特效',
  '节气动画·立冬',
  '纸片人跳舞',
  '流体模拟练习',
  '表情包动画',
  '赛博霓虹片头',
  '山海奇谭预告',
  '翻书动画',
  '咖啡拉花',
  '像素风跑酷',
  '毕业短片《风筝》',
  '灯笼飘飘',
  '鲸鱼游过城市',
  '蝴蝶破茧',
  '烟花',
  '武打分镜预演',
  '小鸟学飞',
  '时间的河',
  '天气图标动效',
  '春节贺岁短片',
  '齿轮机械循环',
  '光影延时',
  '舞狮',
  '纸飞机',
  '夜航船',
];

/** Animation title styles; `{}` is the subject. */
export const ANIMATION_STYLES: readonly string[] = [
  '{}',
  '短片《{}》',
  'MG动画·{}',
  '练习·{}',
  '循环动画·{}',
  '{}（预告）',
];

export const TAG_CATALOG: readonly { name: string; types: WorkType[] }[] = [
  { name: '国风', types: ['art', 'model'] },
  { name: '赛博朋克', types: ['art', 'model', 'animation'] },
  { name: '低多边形', types: ['model'] },
  { name: '写实', types: ['model', 'art'] },
  { name: '卡通', types: ['model', 'animation'] },
  { name: '科幻', types: ['model', 'art'] },
  { name: '角色', types: ['model', 'art', 'animation'] },
  { name: '场景', types: ['model', 'art'] },
  { name: '道具', types: ['model'] },
  { name: '建筑', types: ['model'] },
  { name: '机甲', types: ['model', 'art'] },
  { name: '古风', types: ['art'] },
  { name: '水墨', types: ['art', 'animation'] },
  { name: '二次元', types: ['art'] },
  { name: '游戏美术', types: ['model', 'art'] },
  { name: '手办', types: ['model'] },
  { name: '概念设计', types: ['art'] },
  { name: '教程', types: ['blog'] },
  { name: '经验分享', types: ['blog'] },
  { name: '动态图形', types: ['animation'] },
  { name: '特效', types: ['animation'] },
  { name: '渲染', types: ['model', 'blog'] },
  { name: '材质', types: ['model', 'blog'] },
  { name: '插画', types: ['art'] },
  { name: '壁纸', types: ['art'] },
  { name: '像素', types: ['art', 'animation'] },
  { name: '萌宠', types: ['art', 'animation'] },
  { name: '东方美学', types: ['art', 'model'] },
  { name: '原创', types: [] },
  { name: '可商用', types: [] },
  { name: '3D打印', types: ['model'] },
  { name: '动画短片', types: ['animation'] },
  { name: 'MG动画', types: ['animation'] },
  { name: '建模技巧', types: ['blog'] },
  { name: '灯光', types: ['blog'] },
  { name: '配色', types: ['blog', 'art'] },
  { name: '接单心得', types: ['blog'] },
  { name: '工作流', types: ['blog'] },
  { name: '毕业设计', types: [] },
  { name: '练习', types: [] },
];

/** Tools that fit each work type (ids of RENDERING_TOOLS). */
export const TOOLS_BY_TYPE: Record<WorkType, readonly number[]> = {
  model: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 18, 19, 20, 21, 29],
  art: [11, 12, 13, 14, 15, 16, 3, 5],
  animation: [2, 3, 4, 6, 22, 23, 24, 25, 26, 27, 28, 18, 19],
  blog: [1, 2, 3, 5, 11, 12, 17, 20, 21, 22],
};

export const DESCRIPTION_PARTS: Record<WorkType, readonly string[]> = {
  model: [
    '模型面数控制在合理范围内，拓扑干净，适合游戏和实时渲染使用。',
    '包含 PBR 贴图（BaseColor / Normal / Roughness / Metallic），分辨率 4K。',
    '比例参照真实尺寸制作，单位为厘米，导入即可使用。',
    '可直接用于 3D 打印，已做壁厚检查和水密处理。',
    '高模雕刻后烘焙到低模，细节保留得很好。',
    '附带材质球和灯光预设，打开工程即可渲染出图。',
  ],
  art: [
    '前后画了大约二十个小时，线稿和上色都在平板上完成。',
    '尝试了新的厚涂笔刷，光影比以前大胆了一些。',
    '灵感来自一次旅行，想画出当时的空气感。',
    '这是角色设定的一部分，后面还会补三视图和表情集。',
    '配色参考了传统壁画，降低了饱和度，整体更沉稳。',
    '练习构图和大色块关系，细节刻意没有画满。',
  ],
  animation: [
    '全片 24 帧，关键帧手绘，中间帧部分用了补间。',
    '配乐是朋友原创的，感谢授权。',
    '重点练习了重量感和跟随动作。',
    '流体和粒子全部程序化生成，调参调了一个周末。',
    '分镜改了三版，最终版节奏更紧凑。',
    '可循环播放，适合做直播间背景或开场。',
  ],
  blog: [
    '整理了最近一段时间的学习笔记，希望对大家有帮助。',
    '内容偏实战，每一步都有截图说明。',
    '如果有写得不对的地方，欢迎在评论区指出。',
    '这篇比较长，建议先收藏再慢慢看。',
    '附上我常用的快捷键和插件清单。',
    '都是接单过程中真实踩过的坑。',
  ],
};

export const SHOP_NAMES = [
  '造物小铺',
  '山月模型馆',
  '青柚插画店',
  '墨池素材坊',
  '半糖动画工坊',
  '拾光数字资产',
  '星野手办研究所',
  '北岛笔刷铺',
  '鹿鸣材质库',
  '橘子汽水周边',
  'KaiZ 硬表面商店',
  '南风教程社',
] as const;

export const SHOP_DESCRIPTIONS = [
  '只卖自己做的模型和素材，每一件都经过实际项目检验。',
  '原创插画周边与数字素材，支持个人和商业授权。',
  '专注 PBR 材质和贴图，持续更新中。',
  '精选笔刷、色卡和绘画教程，新手也能快速上手。',
  '动画素材包与工程文件，买回去就能改。',
  '手办原型与 3D 打印文件，可定制尺寸。',
] as const;

export const GOODS_TITLES = [
  '青瓷器物模型合集（含 PBR 贴图）',
  '古风建筑素材包',
  'Q 版角色绑定工程',
  '厚涂笔刷套装 60 支',
  '国风配色卡（电子版）',
  '原画入门视频课（12 讲）',
  '赛博朋克道具包',
  '手办原型 STL 文件',
  '低多边形自然场景包',
  '金属材质库 120 款',
  '水墨转场 AE 模板',
  'MG 动画元素包',
  '角色三视图模板',
  '布料褶皱笔刷',
  '室内场景渲染工程',
  '机甲零件库',
  '像素风角色素材',
  '节气插画壁纸（24 张）',
  '建模快捷键贴纸（实物）',
  '作品集排版模板',
  'HDRI 环境贴图 30 张',
  '植物模型合集',
  '武器道具合集',
  '粒子特效预设包',
  '原创贴纸周边套装',
] as const;

export const GOODS_DESCRIPTIONS = [
  '购买后可在“物品”中下载，支持个人和商业项目使用，禁止二次售卖。',
  '文件格式齐全（FBX / OBJ / GLB / BLEND），贴图分辨率 4K。',
  '附详细使用说明，遇到问题可以私信店主。',
  '实物商品，付款后 48 小时内发货，包邮。',
  '持续更新，已购用户可免费获取后续版本。',
] as const;

export const PRIVATE_CHATS = [
  [
    '你好，想问一下这个模型可以商用吗？',
    '可以的，购买后按 BY 协议署名就行。',
    '好的，谢谢！',
    '不客气，有问题随时找我。',
  ],
  [
    '老师，约稿的档期还有吗？',
    '下个月中旬有空，你大概需要什么风格？',
    '国风角色立绘，一张半身。',
    '可以，我把报价单发你。',
  ],
  ['上次那个动画素材包更新了吗？', '昨晚刚更新，新增了 8 个转场。', '太好了，马上去下载'],
  ['你的布线教程写得太清楚了', '哈哈谢谢支持，下篇写 UV 展开', '坐等更新！'],
  ['合作的事情我们周五电话聊？', '周五下午三点可以吗？', '没问题'],
] as const;

export const COMMENT_SNIPPETS = [
  '配色很舒服，求教程！',
  '这个布线太干净了',
  '光影绝了',
  '请问用的什么笔刷？',
  '已收藏，等一个高清版',
  '细节好多，看了好久',
  '动作好流畅',
  '学到了，感谢分享',
  '这个比例是怎么定的？',
  '想买，什么时候上架？',
] as const;

export const COOPERATION_NOTES = [
  '我们工作室在做一款国风手游，想请你参与场景模型制作，预算可以详谈。',
  '想把这件作品做成实体手办，希望获得授权合作，收益分成。',
  '品牌方在找插画师做节气海报，看了你的作品很喜欢。',
  '我是独立游戏开发者，想用你的模型做主角，能否合作？',
] as const;

export const FEEDBACK_SAMPLES = [
  {
    type: 'bug',
    content: '上传大文件到 80% 左右偶尔会卡住，刷新后能继续。',
    reply: '已定位到分片重试的问题，下个版本修复，感谢反馈！',
  },
  { type: 'suggestion', content: '希望作品列表可以按软件筛选，比如只看 Blender 的作品。', reply: null },
  {
    type: 'content',
    content: '有一件作品疑似搬运，已附上原作者链接。',
    reply: '已核实并下架，谢谢你的举报。',
  },
] as const;
