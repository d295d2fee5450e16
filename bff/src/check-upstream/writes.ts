/**
 * check-upstream --write: the writes a test member can make and undo, each sequence leaving the API
 * as it found it (what it adds it deletes, what it turns on it turns off again, in a `finally`), so
 * their answers can be checked against the schemas too. Writes that cannot be undone through the API
 * (an order, a payment, a favourites folder — there is no call to delete one —, a profile, the tour,
 * a sent message) stay probed only with their required fields left out.
 */

/** Ids found through the API's own lists, for the reads that need one. */
export interface Samples {
  work?: number;
  user?: number;
  topic?: number;
  designer?: number;
  shop?: number;
  goods?: number;
  favoriteFolder?: number;
  trade?: { id: number; order_no: string };
  diskFile?: number;
}

/** Sends one call for real; its data when it answered in the contract's shape, else null. */
export type Step = (key: string, input: Record<string, unknown>) => Promise<unknown>;

type Sequence = (step: Step, s: Samples) => Promise<void>;

const ADDRESS = {
  name: '接口检查',
  mobile: '13800000000',
  region_code: '110101',
  detail: 'check-upstream 的临时地址，马上删除',
  is_default: false,
};

const SEQUENCES: Sequence[] = [
  // 收货地址: add, edit, make it the default, then the old default back and the address gone.
  async (step) => {
    const before = ((await step('address.lists', {})) ?? []) as { id: number; is_default: boolean }[];
    const added = (await step('address.add', ADDRESS)) as { id: number } | null;
    if (!added) return;
    try {
      await step('address.edit', { id: added.id, ...ADDRESS, detail: 'check-upstream 的临时地址（改）' });
      await step('address.setDefault', { id: added.id });
    } finally {
      const oldDefault = before.find((a) => a.is_default);
      if (oldDefault) await step('address.setDefault', { id: oldDefault.id });
      await step('address.del', { id: added.id });
    }
  },
  // 云盘: a folder at the top, renamed, deleted.
  async (step) => {
    const folder = (await step('folder.add', { name: 'check-upstream 临时', parent_id: 0 })) as {
      id: number;
    } | null;
    if (!folder) return;
    try {
      await step('folder.edit', { id: folder.id, name: 'check-upstream 临时（改）' });
    } finally {
      await step('folder.del', { id: folder.id });
    }
  },
  // 社区: a topic, edited, answered, deleted.
  async (step) => {
    const topic = {
      title: '接口检查（马上删除）',
      content: '<p>check-upstream 的临时话题。</p>',
      tag: '讨论',
    };
    const added = (await step('community.add', topic)) as { id: number } | null;
    if (!added) return;
    try {
      await step('community.edit', {
        id: added.id,
        ...topic,
        content: '<p>check-upstream 的临时话题（改）。</p>',
      });
      await step('community.reply', { topic_id: added.id, content: '<p>临时回复。</p>' });
    } finally {
      await step('community.del', { id: added.id });
    }
  },
  // 评论: one on a work, liked and unliked, deleted.
  async (step, s) => {
    if (s.work === undefined) return;
    const posted = (await step('comment.add', {
      work_id: s.work,
      content: '接口检查的临时评论，马上删除',
    })) as {
      comment: { id: number };
    } | null;
    if (!posted) return;
    try {
      const liked = (await step('comment.like', { id: posted.comment.id })) as { liked: boolean } | null;
      if (liked?.liked) await step('comment.like', { id: posted.comment.id });
    } finally {
      await step('comment.del', { id: posted.comment.id });
    }
  },
  // 点赞 and 收藏 on a work, each back as it was.
  async (step, s) => {
    if (s.work === undefined) return;
    const was = (await step('works.relation', { id: s.work })) as {
      liked: boolean;
      favorited: boolean;
    } | null;
    if (!was) return;
    const liked = (await step('works.like', { id: s.work })) as { liked: boolean } | null;
    if (liked && liked.liked !== was.liked) await step('works.like', { id: s.work });
    if (!was.favorited) {
      const fav = await step('works.favorite', { id: s.work });
      if (fav) await step('works.unfavorite', { id: s.work });
    }
  },
  // 关注 and 拉黑 a designer, each back as it was.
  async (step, s) => {
    const user = s.designer ?? s.user;
    if (user === undefined) return;
    const was = (await step('user.relation', { user_id: user })) as {
      following: boolean;
      blocked_by_me: boolean;
    } | null;
    if (!was) return;
    if (!was.following && !was.blocked_by_me) {
      const followed = await step('user.follow', { user_id: user });
      if (followed) await step('user.unfollow', { user_id: user });
    }
    if (!was.blocked_by_me) {
      const blocked = await step('user.blockUser', { user_id: user, blocked: true });
      if (blocked) await step('user.blockUser', { user_id: user, blocked: false });
    }
  },
];

export async function runWrites(step: Step, samples: Samples): Promise<void> {
  for (const sequence of SEQUENCES) await sequence(step, samples);
}
