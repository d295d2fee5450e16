/**
 * What the work pages (features/work-detail) show of other features: the author's 关注 and 私信, 稍后再看,
 * 购买 and 加入购物车, the buyers' 评价 and the comments. One set for the four work pages.
 */
// Straight from its module: through cart's index.ts, every page that uses the cart would load it.
import { BuyWork } from '../../features/cart/components/BuyWork.tsx';
import { CommentCountItem, Comments } from '../../features/comments/index.ts';
import { FollowButton } from '../../features/follow/index.ts';
import { MessageButton } from '../../features/messages/index.ts';
import { Reviews } from '../../features/reviews/index.ts';
import { WatchLaterButton } from '../../features/watch-later/index.ts';
import type { WorkDetailSlots } from '../../features/work-detail/index.ts';

export const workSlots: WorkDetailSlots = {
  authorActions: (author) => (
    <>
      <FollowButton userId={author.id} name={author.nickname} />
      <MessageButton userId={author.id} name={author.nickname} />
    </>
  ),
  watchLater: (work, className) => <WatchLaterButton work={work} compact className={className} />,
  buy: (work, buyer) => <BuyWork work={work} buyer={buyer} />,
  commentCount: (work) => <CommentCountItem count={work.comments} />,
  reviews: (work, className) => <Reviews target="work" targetId={work.id} className={className} />,
  comments: (work) => <Comments work={work} />,
};
