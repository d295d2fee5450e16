/**
 * 评论 on a work's page: the count, 最新 / 最热, the comment box, the comments page by page with their
 * replies (one level deep), and 回复 / 点赞 / 删除. Anyone reads; a visitor gets the login dialog when
 * they try to post or like. A link to /{type}/{id}#comment-{cid} (a notification) opens the page
 * holding that comment, scrolls to it and highlights it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from '../../../lib/state.ts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { CommentPage, CommentThread, WorkComment, WorkDetail } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { useNearViewport } from '../../../lib/near-viewport.ts';
import { Icon } from '../../../components/Icon.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { loginDialogOpenAtom, overviewQuery, useLoginState } from '../../../lib/session.ts';
import {
  commentAnchor,
  commentFailure,
  commentKeys,
  commentIdFromHash,
  commentsQuery,
  useDeleteComment,
  usePostComment,
  type CommentListParams,
  type CommentSort,
} from '../comments-api.ts';
import { CommentForm } from './CommentForm.tsx';
import { WorkIcon } from './icons.tsx';
import { CommentItem } from './CommentItem.tsx';
import './comments.css';

/** Replies shown under a comment before 展开; a thread holding the comment linked to opens fully. */
const REPLIES_SHOWN = 3;
const HEADING_ID = 'wd-comments-h';
const SORTS: { value: CommentSort; label: string }[] = [
  { value: 'latest', label: '最新' },
  { value: 'hot', label: '最热' },
];

interface FocusRequest {
  id: number;
  /** A new request for the same comment scrolls again. */
  seq: number;
}

interface ReplyTarget {
  threadId: number;
  to: WorkComment;
}

export function Comments({ work }: { work: WorkDetail }) {
  const location = useLocation();
  const linked = commentIdFromHash(location.hash);
  const loginState = useLoginState();
  const member = loginState === 'member';
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const me = useQuery({ ...overviewQuery(), enabled: member });
  const myId = member ? (me.data?.userinfo.id ?? null) : null;

  const [params, setParams] = useState<CommentListParams>({ sort: 'latest', page: 1, around: linked });
  /** The comment to bring into view once its page is shown (a link's, or one just posted). */
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(
    linked === null ? null : { id: linked, seq: 1 },
  );
  const [highlight, setHighlight] = useState<number | null>(linked);
  // A new link to a comment while this page is open (a notification clicked from the header).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (linked !== null) {
      setParams({ sort: 'latest', page: 1, around: linked });
      setFocusRequest((r) => ({ id: linked, seq: (r?.seq ?? 0) + 1 }));
      setHighlight(linked);
    }
  }

  // Below the first screen: asked for when the reader comes near, or at once for a link to a comment.
  const [nearRef, near] = useNearViewport();
  const list = useQuery({ ...commentsQuery(work.id, params), enabled: near || params.around !== null });
  const data = list.data;
  const settled = data !== undefined && !list.isPlaceholderData;
  // A link to a comment that is gone (deleted, or of another work): the first page, and a note.
  const missing = settled && params.around !== null && data.focus === null;

  const [draft, setDraft] = useState('');
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [replyDrafts, setReplyDrafts] = useState<Record<number, string>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<WorkComment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const post = usePostComment(work.id);
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a deletion the button that opened the dialog is gone: focus goes to the heading, after the
  // dialog has tried to give it back.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus === 0) return;
    const timer = window.setTimeout(() => headingRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [refocus]);

  // Scroll to the comment asked for once its page is on screen (its thread opened), once per request.
  const handledFocus = useRef(0);
  useEffect(() => {
    if (!focusRequest || handledFocus.current === focusRequest.seq || !settled) return;
    handledFocus.current = focusRequest.seq;
    const el = document.getElementById(commentAnchor(focusRequest.id));
    if (!el) return;
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [focusRequest, settled, data]);

  const guard = (action: () => void) => () => {
    // Until the login check answers, a click is neither a member's nor a visitor's.
    if (loginState === 'checking') return;
    if (member) action();
    else openLogin(true);
  };
  const canDelete = (c: WorkComment) => myId !== null && (c.author.id === myId || work.author.id === myId);
  const count = data?.comments ?? work.comments;
  const page = data?.current_page ?? params.page;

  const toTop = () => {
    document.getElementById('comments')?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  const send = async (content: string, target: ReplyTarget | null): Promise<string | null> => {
    try {
      const { comment } = await post.mutateAsync({ content, parentId: target?.to.id });
      if (target) {
        setReplyDrafts(({ [target.to.id]: _sent, ...rest }) => rest);
        setReplyTo(null);
        setExpanded((s) => new Set(s).add(target.threadId));
        setAnnouncement('回复已发表');
      } else {
        setDraft('');
        // The new comment heads 最新's first page.
        setParams({ sort: 'latest', page: 1, around: null });
        setAnnouncement('评论已发表');
      }
      setHighlight(comment.id);
      setFocusRequest((r) => ({ id: comment.id, seq: (r?.seq ?? 0) + 1 }));
      return null;
    } catch (error) {
      return commentFailure(error, '发表失败，请检查网络后重试');
    }
  };

  const renderThread = (t: CommentThread) => {
    const open =
      expanded.has(t.id) || t.replies.length <= REPLIES_SHOWN || t.replies.some((r) => r.id === highlight);
    const shown = open ? t.replies : t.replies.slice(0, REPLIES_SHOWN);
    const item = (c: WorkComment) => (
      <CommentItem
        comment={c}
        workId={work.id}
        workAuthorId={work.author.id}
        member={member}
        canDelete={canDelete(c)}
        highlighted={highlight === c.id}
        guard={guard}
        onReply={(to) => setReplyTo((cur) => (cur?.to.id === to.id ? null : { threadId: t.id, to }))}
        onDelete={setDeleting}
        replying={replyTo?.to.id === c.id}
      />
    );
    const target = replyTo?.threadId === t.id ? replyTo : null;
    return (
      <li key={t.id} className="wd-comments__thread">
        {item(t)}
        {(shown.length > 0 || target) && (
          <div className="wd-comments__replies">
            {shown.length > 0 && (
              <ol className="wd-comments__reply-list" aria-label={`${t.author.nickname} 的评论的回复`}>
                {shown.map((r) => (
                  <li key={r.id}>{item(r)}</li>
                ))}
              </ol>
            )}
            {t.replies.length > REPLIES_SHOWN && (
              <button
                type="button"
                className="wd-comments__more"
                aria-expanded={open}
                onClick={() =>
                  setExpanded((s) => {
                    const next = new Set(s);
                    if (open) next.delete(t.id);
                    else next.add(t.id);
                    return next;
                  })
                }
              >
                {open ? '收起回复' : `展开其余 ${t.replies.length - REPLIES_SHOWN} 条回复`}
              </button>
            )}
            {target && (
              <CommentForm
                key={target.to.id}
                className="wd-comment-form--reply"
                label={`回复 @${target.to.author.nickname}`}
                placeholder={`回复 @${target.to.author.nickname}：`}
                submitLabel="发表回复"
                value={replyDrafts[target.to.id] ?? ''}
                onChange={(v) => setReplyDrafts((d) => ({ ...d, [target.to.id]: v }))}
                onSubmit={(content) => send(content, target)}
                loginState={loginState}
                onVisitor={() => openLogin(true)}
                onCancel={() => setReplyTo(null)}
                autoFocus
              />
            )}
          </div>
        )}
      </li>
    );
  };

  return (
    <section ref={nearRef} id="comments" className="wd-comments" aria-labelledby={HEADING_ID}>
      <header className="wd-comments__head">
        <h2 id={HEADING_ID} ref={headingRef} className="wd-comments__title" tabIndex={-1}>
          评论 <span className="wd-comments__count tabular">{count}</span>
        </h2>
        <div className="wd-comments__sort" role="group" aria-label="评论排序">
          {SORTS.map((s) => (
            <button
              key={s.value}
              type="button"
              className="wd-comments__sort-btn"
              aria-pressed={params.sort === s.value}
              onClick={() => {
                if (params.sort !== s.value) setParams({ sort: s.value, page: 1, around: null });
              }}
            >
              {s.label}
            </button>
          ))}
        </div>
      </header>

      <CommentForm
        label="评论"
        hideLabel
        placeholder={member ? '友善发言，说说你的看法（最多 500 字）' : '登录后参与评论'}
        submitLabel="发表评论"
        value={draft}
        onChange={setDraft}
        onSubmit={(content) => send(content, null)}
        loginState={loginState}
        onVisitor={() => openLogin(true)}
      />

      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {missing && (
        <p className="wd-comments__missing" role="status">
          <Icon name="info" />
          你要查看的评论已被删除或不存在。
        </p>
      )}

      {data === undefined ? (
        list.isError ? (
          <LoadError
            size="compact"
            title="评论加载失败"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <CommentsSkeleton />
        )
      ) : data.total === 0 ? (
        <Empty
          size="compact"
          icon={<WorkIcon name="bubble" size={28} />}
          title="还没有评论，来说两句吧"
          description="说说你喜欢它的地方，或者向作者请教。"
        />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <ol className="wd-comments__list" aria-label="评论列表">
            {data.data.map(renderThread)}
          </ol>
          <Pagination
            page={page}
            pageCount={data.last_page}
            label="评论分页"
            className="wd-comments__pages"
            onPageChange={(p) => {
              setParams((cur) => ({ ...cur, page: p, around: null }));
              toTop();
            }}
          />
        </div>
      )}

      <DeleteDialog
        workId={work.id}
        comment={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          // The last comment of a later page went: show the page before.
          const now = queryClient.getQueryData<CommentPage>(commentKeys.list(work.id, params));
          if (now && now.data.length === 0 && now.current_page > 1)
            setParams({ ...params, page: now.current_page - 1, around: null });
          setAnnouncement('评论已删除');
          setRefocus((n) => n + 1);
        }}
      />
    </section>
  );
}

/** The page header's 评论 count: a link down to the comments. */
export function CommentCountItem({ count }: { count: number }) {
  return (
    <li className="tabular">
      <a
        className="wd-comments-jump"
        href="#comments"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('comments')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          document.getElementById(HEADING_ID)?.focus({ preventScroll: true });
        }}
      >
        <WorkIcon name="bubble" size={15} />
        {formatCompact(count)} 条评论
      </a>
    </li>
  );
}

function DeleteDialog({
  workId,
  comment,
  onClose,
  onDeleted,
}: {
  workId: number;
  comment: WorkComment | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const del = useDeleteComment(workId);
  const [error, setError] = useState<string | null>(null);
  const replies = comment && 'replies' in comment ? (comment as CommentThread).replies.length : 0;
  const close = () => {
    if (del.isPending) return;
    setError(null);
    onClose();
  };
  return (
    <Dialog
      open={comment !== null}
      onOpenChange={(open) => !open && close()}
      title="删除评论"
      description={
        replies > 0
          ? `确定删除这条评论吗？它下面的 ${replies} 条回复也会一起删除，删除后无法恢复。`
          : '确定删除这条评论吗？删除后无法恢复。'
      }
      size="sm"
      footer={
        <>
          <Button onClick={close} disabled={del.isPending}>
            取消
          </Button>
          <Button
            variant="danger"
            loading={del.isPending}
            onClick={() =>
              comment &&
              del.mutate(comment.id, {
                onSuccess: () => {
                  setError(null);
                  onDeleted();
                },
                onError: (e) => setError(commentFailure(e, '删除失败，请检查网络后重试')),
              })
            }
          >
            删除
          </Button>
        </>
      }
    >
      {comment && <blockquote className="wd-comments__quote">{comment.content}</blockquote>}
      {error && (
        <p className="wd-comments__dialog-error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </Dialog>
  );
}

function CommentsSkeleton() {
  return (
    <SkeletonGroup label="正在加载评论…" className="wd-comments__list">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="wd-comment">
          <Skeleton shape="circle" width={36} />
          <div className="wd-comment__body">
            <Skeleton width={120} />
            <Skeleton lines={2} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
