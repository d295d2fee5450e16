/**
 * Comments on works, with replies one level deep and a few likes by member 1. The seeded 评论 and 回复
 * notices (seed/notices.ts) quote comments: those comments are made here, from the notices' own words
 * and times, and each notice links to its comment. Runs last, on its own generator, so nothing seeded
 * before it changes.
 */
import type { WorkType } from '@zaowu/shared';
import type { Rng } from '../prng.ts';
import { BASE_TIME, iso, MINUTE } from '../time.ts';
import type { CommentRow, Db, MessageRow, WorkRow } from '../types.ts';
import { commentLink } from '../views/comments.ts';
import { after } from './clock.ts';
import { designerIds, MEMBER_1 } from './people.ts';

const BY_TYPE: Record<WorkType, readonly string[]> = {
  model: [
    '布线好干净，四边面拓扑教科书级别，收藏学习了',
    '这个 UV 展得太规整了，请问是手动切的缝吗？',
    '贴图的磨损细节好真实，边缘的掉漆是程序化做的还是手绘的？',
    '低模做到这个效果太难得了，面数控制得真好',
    '想问下烘焙法线的时候有没有遇到接缝问题？',
    '材质质感满分，金属和木头的区分一眼就看出来了',
    '已下载，在 Blender 里打开看了一下，结构很清晰',
    '求出一期从高模到低模的完整流程教程🙏',
    '比例拿捏得很准，放进引擎里应该很好用',
    '这个倒角处理得好舒服，光一打就出来了',
    '灯笼的镂空是用布尔做的吗？一点破面都没有',
    '做游戏原型正缺这种风格的资产，感谢分享',
  ],
  art: [
    '配色太舒服了，请问是用的什么色板？',
    '光影绝了，逆光的边缘光处理得好自然',
    '构图好有意境，留白恰到好处',
    '这个笔触好喜欢，是 Procreate 自带的笔刷吗？',
    '人物的衣褶画得好细，看了好久',
    '氛围感拉满，可以直接当壁纸了😍',
    '色彩的冷暖对比好高级，学到了',
    '背景的云层是怎么画出层次感的？求指点',
    '线稿干净利落，上色也很通透',
    '这张的氛围让我想起小时候外婆家的院子',
    '国风元素用得好克制，一点都不俗',
    '细节经得起放大看，太用心了',
  ],
  animation: [
    '动作好流畅，缓入缓出调得真细',
    '节奏感太好了，配乐卡点也很准',
    '转场那一下好惊艳，是用的什么插件？',
    '表情动画好生动，小家伙太可爱了',
    '循环做得一点都看不出接缝，厉害',
    '这个镜头运动好有电影感',
    '请问渲染一帧大概要多久？',
    '重量感表现得好，落地那下很扎实',
    '看了三遍，每次都能发现新的小细节',
    '粒子特效好漂亮，求分享一下参数思路🙏',
    '角色的跟随动作做得很自然，头发和衣服都有惯性',
    '短短几秒信息量好大，期待完整版',
  ],
  blog: [
    '写得好清楚，跟着一步步做出来了，感谢！',
    '收藏了，周末照着练一遍',
    '第三步那里卡了好久，原来是要先应用缩放',
    '终于有人把这个讲明白了，之前一直一知半解',
    '干货满满，建议出个视频版',
    '请问文中的参数在新版本里还适用吗？',
    '这种经验分享太宝贵了，踩过的坑都写出来了',
    '排版也很舒服，读起来一点不累',
    '有没有配套的练习文件可以下载？',
    '学到了，原来还可以这样整理工作流',
    '作者更新好勤快，每篇都有收获',
    '打卡学习，已经推荐给同组的小伙伴了',
  ],
};

const GENERAL = [
  '太喜欢了，已关注！',
  '细节好多，看了好久',
  '学到了，感谢分享',
  '这个比例是怎么定的？',
  '想买，什么时候上架？',
  '每次刷到你的作品都忍不住点进来',
  '好看！期待下一个作品',
  '这也太强了吧👍',
];

/** What an author says back to a comment on their own work. */
const AUTHOR_REPLIES = [
  '谢谢喜欢～',
  '感谢支持，后面会继续更新的！',
  '是的，细节都是一点点抠出来的',
  '好问题，我整理一下写篇教程',
  '用的是默认笔刷，调了一下压感曲线',
  '谢谢，这个系列还会出几个',
  '哈哈被你发现了，这是个小彩蛋',
  '源文件整理好了会放出来～',
];

/** What someone else adds under a comment. */
const OTHER_REPLIES = [
  '同问！',
  '+1，我也想知道',
  '我试过，先把法线统一一下就好了',
  '同感，这个作者的作品一直很稳',
  '可以看看作者主页，之前有讲过',
  '哈哈哈说出了我的心声',
  '赞同，细节真的经得起看',
  '蹲一个教程',
];

/** What member 1 wrote under a work whose author answered with a 回复 notice. */
const MEMBER_ASKS = [
  '效果好棒，请问这个是怎么做出来的？能出个教程吗？',
  '太喜欢这种风格了，想学，有没有入门的建议？',
  '这个质感是怎么调出来的？求详细步骤🙏',
];

interface Draft {
  key: number;
  work_id: number;
  parent: number | null;
  author_id: number;
  reply_to_id: number | null;
  content: string;
  likes: number;
  created_at: string;
  /** The notice that quotes it, to be linked once the comment has its id. */
  notice?: MessageRow;
}

/** Likes a comment gathered: mostly a few, now and then dozens. */
const likesOf = (rng: Rng) => Math.floor(Math.exp(rng.next() * 4.2)) - 1;

/** A moment after `from` (at least a few minutes, at most `maxDays`), never after the base date. */
function later(rng: Rng, from: string, maxDays: number): string {
  const t = Math.max(Date.parse(after(rng, from, maxDays)), Date.parse(from) + rng.int(3, 90) * MINUTE);
  return iso(Math.min(t, BASE_TIME));
}

export function seedComments(db: Db, rng: Rng): void {
  const drafts: Draft[] = [];
  const add = (d: Omit<Draft, 'key'>): Draft => {
    const draft = { ...d, key: drafts.length };
    drafts.push(draft);
    return draft;
  };
  const people = designerIds(db);
  const someoneBut = (...not: number[]) => {
    for (;;) {
      const id = rng.pick(people);
      if (!not.includes(id)) return id;
    }
  };

  /** What people say about this kind of work, a line not yet said under this one while there are any. */
  const said = new Map<number, Set<string>>();
  const freshText = (w: WorkRow) => {
    const used = said.get(w.id) ?? new Set<string>();
    said.set(w.id, used);
    const pool = rng.chance(0.75) ? BY_TYPE[w.type] : GENERAL;
    const left = [...BY_TYPE[w.type], ...GENERAL].filter((t) => !used.has(t));
    const unsaid = pool.filter((t) => !used.has(t));
    const text = rng.pick(unsaid.length > 0 ? unsaid : left.length > 0 ? left : pool);
    used.add(text);
    return text;
  };

  /** A top-level comment on `w`, and now and then a few replies under it. */
  const thread = (w: WorkRow, at: string) => {
    const top = add({
      work_id: w.id,
      parent: null,
      author_id: someoneBut(w.author_id),
      reply_to_id: null,
      content: freshText(w),
      likes: likesOf(rng),
      created_at: at,
    });
    if (!rng.chance(0.35)) return;
    let last = top;
    const count = rng.int(1, 3);
    for (let k = 0; k < count; k++) {
      const byAuthor = k === 0 && rng.chance(0.6);
      const author_id = byAuthor ? w.author_id : someoneBut(w.author_id, last.author_id);
      last = add({
        work_id: w.id,
        parent: top.key,
        author_id,
        // Someone else answers either the comment or the reply above theirs.
        reply_to_id: byAuthor || rng.chance(0.5) ? top.author_id : last.author_id,
        content: rng.pick(byAuthor ? AUTHOR_REPLIES : OTHER_REPLIES),
        likes: Math.floor(likesOf(rng) / 3),
        created_at: later(rng, last.created_at, 3),
      });
    }
  };

  const works = [...db.works.values()].sort((a, b) => a.id - b.id);
  for (const w of works) {
    if (!rng.chance(0.55)) continue;
    const n = rng.int(1, 5);
    for (let k = 0; k < n; k++) thread(w, later(rng, w.created_at, 60));
  }
  // One much-discussed model, so its comments run to a second page.
  const showcase = works
    .filter((w) => w.type === 'model' && !w.is_mature && w.author_id !== MEMBER_1)
    .sort((a, b) => b.likes - a.likes || a.id - b.id)[0];
  if (showcase) for (let k = 0; k < 14; k++) thread(showcase, later(rng, showcase.created_at, 30));

  commentsOfNotices(db, rng, add);

  // Ids in time order, as a real database would have given them; replies always after their comment.
  const ids = new Map<number, number>();
  for (const d of drafts.slice().sort((a, b) => a.created_at.localeCompare(b.created_at) || a.key - b.key)) {
    const id = ++db.lastId.comments;
    ids.set(d.key, id);
    const row: CommentRow = {
      id,
      work_id: d.work_id,
      parent_id: d.parent === null ? null : ids.get(d.parent)!,
      author_id: d.author_id,
      reply_to_id: d.reply_to_id,
      content: d.content,
      likes: d.likes,
      created_at: d.created_at,
    };
    db.comments.set(id, row);
    if (d.notice) d.notice.link = commentLink(db.works.get(d.work_id)!, id);
  }

  // Member 1 liked a few comments on other people's works.
  const likeable = [...db.comments.values()].filter(
    (c) => c.author_id !== MEMBER_1 && db.works.get(c.work_id)!.author_id !== MEMBER_1,
  );
  for (const c of rng.sample(likeable, 8)) {
    c.likes = Math.max(c.likes, 1);
    db.commentLikes.push({ user_id: MEMBER_1, comment_id: c.id, created_at: later(rng, c.created_at, 5) });
  }
}

const COMMENT_NOTICE = /^(.+?) 评论了你的作品《(.+)》：“(.+)”$/;
const REPLY_NOTICE = /^(.+?) 回复了你的评论：“(.+)”$/;

/**
 * The comments the seeded 评论 (type 2) and 回复 (type 3, not about a topic) notices quote: by the
 * notice's sender, in its words, at its time. A 回复 is the sender's answer, under their own work, to a
 * question the notice's reader asked there shortly before.
 */
function commentsOfNotices(db: Db, rng: Rng, add: (d: Omit<Draft, 'key'>) => Draft): void {
  const notices = [...db.messages.values()]
    .filter((m) => (m.message_type === 2 || m.message_type === 3) && m.from_id !== null)
    .filter((m) => !m.link?.includes('#comment-'))
    .sort((a, b) => a.id - b.id);
  for (const m of notices) {
    const from = m.from_id!;
    if (m.message_type === 2) {
      const [, , title, text] = COMMENT_NOTICE.exec(m.content) ?? [];
      const w = [...db.works.values()].find((x) => x.author_id === m.user_id && x.title === title);
      if (!w || !text) continue;
      const at = m.created_at < w.created_at ? later(rng, w.created_at, 1) : m.created_at;
      add({
        work_id: w.id,
        parent: null,
        author_id: from,
        reply_to_id: null,
        content: text,
        likes: likesOf(rng),
        created_at: at,
        notice: m,
      });
      continue;
    }
    const [, , text] = REPLY_NOTICE.exec(m.content) ?? [];
    if (!text) continue;
    const theirs = [...db.works.values()].filter((x) => x.author_id === from && !x.is_mature);
    if (theirs.length === 0) continue;
    const w = rng.pick(theirs.sort((a, b) => a.id - b.id));
    const askedAt = iso(
      Math.max(Date.parse(w.created_at), Date.parse(m.created_at) - rng.int(20, 600) * MINUTE),
    );
    const question = add({
      work_id: w.id,
      parent: null,
      author_id: m.user_id,
      reply_to_id: null,
      content: rng.pick(MEMBER_ASKS),
      likes: likesOf(rng),
      created_at: askedAt,
    });
    add({
      work_id: w.id,
      parent: question.key,
      author_id: from,
      reply_to_id: m.user_id,
      content: text,
      likes: Math.floor(likesOf(rng) / 3),
      created_at: m.created_at > askedAt ? m.created_at : later(rng, askedAt, 1),
      notice: m,
    });
  }
}
