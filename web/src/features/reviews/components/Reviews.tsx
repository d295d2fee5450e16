/**
 * 评价 on a work's or a goods item's page (#reviews): the average and the count with how many gave each
 * number of stars; the buyer's own form (a first review, or 修改 of theirs); the reviews newest first,
 * the member's own first of all, page by page, each with the seller's reply; the seller's 回复 (once
 * each). Someone who may not review is told why (购买后才能评价 …); a visitor is offered to log in.
 */
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Review, ReviewPage } from '@zaowu/shared';
import type { ReviewTarget } from '@zaowu/shared/reviews';
import { STAR_LABELS } from '@zaowu/shared/review-stars';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { formatRelative } from '../../../lib/format.ts';
import { useNearViewport } from '../../../lib/near-viewport.ts';
import { useSetAtom } from '../../../lib/state.ts';
import { loginDialogOpenAtom, useLoginState } from '../../../lib/session.ts';
import { reviewsQuery, useReplyReview, useSaveReview } from '../api.ts';
import '../reviews.css';
import { userMessage } from '../../../lib/errors.ts';

// The two forms (and the review rules' schemas, zod with them) load when one is drawn — a buyer's
// form once the reviews have come, a seller's reply on 回复 — not with the page.
const ReviewForm = lazy(() => import('./ReviewForm.tsx').then((m) => ({ default: m.ReviewForm })));
const ReplyForm = lazy(() => import('./ReplyForm.tsx').then((m) => ({ default: m.ReplyForm })));

const HEADING_ID = 'reviews-h';

function Summary({ summary }: { summary: ReviewPage['summary'] }) {
  if (summary.count === 0) return <p className="reviews__none">还没有评价。</p>;
  const most = Math.max(...summary.stars, 1);
  return (
    <div className="reviews__summary">
      <p className="reviews__average">
        <span className="reviews__average-figure" aria-hidden="true">
          {summary.average.toFixed(1)}
        </span>
        <Stars value={summary.average} label={`平均 ${summary.average.toFixed(1)} 星（满分 5 星）`} />
        <span className="reviews__count">{summary.count} 条评价</span>
      </p>
      <ul className="reviews__bars" aria-label="各星级评价数">
        {[5, 4, 3, 2, 1].map((n) => {
          const c = summary.stars[n - 1] ?? 0;
          return (
            <li key={n} className="reviews__bar">
              <span className="reviews__bar-label">{n} 星</span>
              <span className="reviews__bar-track" aria-hidden="true">
                <span className="reviews__bar-fill" style={{ width: `${(c / most) * 100}%` }} />
              </span>
              <span className="reviews__bar-count">{c} 条</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface ItemProps {
  review: Review;
  canReply: boolean;
  onReply: (content: string) => Promise<string | null>;
  onEdit: (() => void) | null;
}

function ReviewItem({ review: r, canReply, onReply, onEdit }: ItemProps) {
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="review" id={`review-${r.id}`}>
      <article aria-label={`${r.author.nickname} 的评价`}>
        <header className="review__head">
          <Avatar src={r.author.avatar} name={r.author.nickname} size={32} decorative />
          <div className="review__who">
            <p className="review__name">
              {r.author.nickname}
              {r.mine && <span className="review__mine">我的评价</span>}
            </p>
            <p className="review__meta">
              <Stars value={r.stars} label={`${r.stars} 星 ${STAR_LABELS[r.stars]}`} />
              <span aria-hidden="true">{STAR_LABELS[r.stars]}</span>
              <time dateTime={r.created_at}>{formatRelative(r.created_at)}</time>
              {r.updated_at && <span>（已修改）</span>}
            </p>
          </div>
        </header>
        {r.content ? (
          <p className="review__text">{r.content}</p>
        ) : (
          <p className="review__text review__text--empty">买家只给了评分，没有写文字。</p>
        )}
        {r.reply && (
          <div className="review__reply">
            <p className="review__reply-who">卖家回复</p>
            <p className="review__text">{r.reply.content}</p>
          </div>
        )}
        {(onEdit || (canReply && !r.reply)) && !replying && (
          <div className="review__actions">
            {onEdit && (
              <Button size="sm" variant="ghost" onClick={onEdit}>
                修改评价
              </Button>
            )}
            {canReply && !r.reply && (
              <Button size="sm" variant="ghost" ref={replyButton} onClick={() => setReplying(true)}>
                回复
              </Button>
            )}
          </div>
        )}
        {replying && (
          <Suspense fallback={null}>
            <ReplyForm
              to={r.author.nickname}
              onCancel={() => {
                setReplying(false);
                setTimeout(() => replyButton.current?.focus(), 0);
              }}
              onSend={async (content) => {
                const problem = await onReply(content);
                if (!problem) setReplying(false);
                return problem;
              }}
            />
          </Suspense>
        )}
      </article>
    </li>
  );
}

interface Props {
  target: ReviewTarget;
  targetId: number;
  /** The page's own placement class. */
  className?: string;
}

export function Reviews({ target, targetId, className }: Props) {
  const [page, setPage] = useState(1);
  const [nearRef, near] = useNearViewport();
  const list = useQuery({ ...reviewsQuery(target, targetId, page), enabled: near });
  const loginState = useLoginState();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const save = useSaveReview(target, targetId);
  const reply = useReplyReview(target, targetId);
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = list.data;
  const mine = data?.data.find((r) => r.mine) ?? null;
  const viewer = data?.viewer;
  // While the member edits theirs, the form stands in for it.
  const shown = data?.data.filter((r) => !(editing && r.mine)) ?? [];

  const onSave = async (v: { stars: number; content: string }) => {
    try {
      await save.mutateAsync(v);
      setEditing(false);
      setPage(1);
      setAnnouncement(mine ? '评价已修改' : '评价已发表');
      headingRef.current?.focus({ preventScroll: true });
      return null;
    } catch (err) {
      return userMessage(err, '评价没有发出，请检查网络后重试');
    }
  };
  const onReply = (id: number) => async (content: string) => {
    try {
      await reply.mutateAsync({ id, content });
      setAnnouncement('回复已发送');
      return null;
    } catch (err) {
      return userMessage(err, '回复没有发出，请检查网络后重试');
    }
  };

  let writer = null;
  if (data && viewer) {
    if (viewer.can_review && (!mine || editing)) {
      writer = (
        <Suspense fallback={null}>
          <ReviewForm
            key={mine ? `edit-${mine.id}` : 'new'}
            initial={mine && editing ? { stars: mine.stars, content: mine.content } : null}
            onSave={onSave}
            onCancel={mine ? () => setEditing(false) : undefined}
          />
        </Suspense>
      );
    } else if (loginState === 'visitor') {
      writer = (
        <p className="reviews__why">
          购买后可以评价。
          <Button size="sm" variant="ghost" onClick={() => openLogin(true)}>
            登录
          </Button>
        </p>
      );
    } else if (!viewer.can_review && viewer.reason && !viewer.is_seller) {
      writer = <p className="reviews__why">{viewer.reason}</p>;
    }
  }

  return (
    <section id="reviews" ref={nearRef} className={clsx('reviews', className)} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1} className="reviews__title">
        评价{data ? `（${data.summary.count}）` : ''}
      </h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {list.isError && !data ? (
        <LoadError title="评价加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <SkeletonGroup label="正在加载评价…">
          <Skeleton width="40%" height={28} />
          <Skeleton lines={3} />
        </SkeletonGroup>
      ) : (
        <>
          <Summary summary={data.summary} />
          {writer}
          {shown.length > 0 && (
            <ul className="reviews__list" aria-label="评价列表">
              {shown.map((r) => (
                <ReviewItem
                  key={r.id}
                  review={r}
                  canReply={data.viewer.is_seller}
                  onReply={onReply(r.id)}
                  onEdit={r.mine && data.viewer.can_review ? () => setEditing(true) : null}
                />
              ))}
            </ul>
          )}
          <Pagination
            page={data.current_page}
            pageCount={data.last_page}
            onPageChange={(p) => {
              setPage(p);
              headingRef.current?.focus();
            }}
            label="评价分页"
          />
        </>
      )}
    </section>
  );
}
