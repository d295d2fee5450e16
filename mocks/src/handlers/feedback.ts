/** Feedback (意见反馈): a member sends it with private screenshots and lists only their own. */
import { requestSchemas } from '@zaowu/shared/requests';
import type { Feedback } from '@zaowu/shared';
import { feedbackInputSchema } from '@zaowu/shared/feedback-input';
import { claimUpload, viewUrl } from '../store/blobs.ts';
import { nextId } from '../store/db.ts';
import type { Signer } from '../store/signing.ts';
import { iso } from '../store/time.ts';
import type { Db, FeedbackRow } from '../store/types.ts';
import { paginate } from '../store/views/paginate.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

function feedbackView(db: Db, signer: Signer, { user_id: _owner, ...f }: FeedbackRow): Feedback {
  return { ...f, images: f.images.map((a) => viewUrl(db, signer, a)) };
}

export const feedbackRoutes = {
  add: route(
    feedbackInputSchema,
    (input, { db, clock, me, signer }): Feedback => {
      // Screenshots stay private: only the member (and staff) see them, through signed addresses.
      const images = input.images.map((a) => claimUpload(db, me.id, a, 'private'));
      if (images.includes(null)) reject('截图不存在，请重新上传');
      const row: FeedbackRow = {
        id: nextId(db, 'feedback'),
        user_id: me.id,
        ...input,
        images: images as string[],
        reply: null,
        created_at: iso(clock.now()),
      };
      db.feedback.set(row.id, row);
      return feedbackView(db, signer, row);
    },
    '感谢你的反馈，我们会尽快处理',
  ),

  lists: route(requestSchemas['feedback.lists'], (q, { db, me, signer }) => {
    const rows = [...db.feedback.values()]
      .filter((f) => f.user_id === me.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return paginate(rows, q, (f) => feedbackView(db, signer, f));
  }),
} satisfies ModuleRoutes<'feedback'>;
