/**
 * 评论 on a work's page: the count, 最新 / 最热, the comment box, the comments page by page with their
 * replies (one level deep), and 回复 / 点赞 / 删除. Anyone reads; a visitor gets the login dialog when
 * they try to post or like. The sort and page are in the URL (`?sort=hot&page=2`, `search.ts`); a link
 * to /{type}/{id}#comment-{cid} (a notification) opens the page holding that comment, scrolls to it and
 * highlights it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from '../../../lib/state.ts';
import { useRef, useState } from 'react';
import type { CommentPage, WorkComment, WorkDetail } from '@zaowu/shared';
import { useAfterPage, useNearViewport } from '../../../lib/near-viewport.ts';
import { Icon } from '../../../components/Icon.tsx';
import { loginDialogOpenAtom, overviewQuery, useLoginState } from '../../../lib/session.ts';
import { commentKeys, commentsQuery, usePostComment, type CommentSort } from '../api.ts';
import {
  useCommentParams,
  useFocusedComment,
  useRefocusLater,
  useReplies,
  type ReplyTarget,
} from '../use-comments.ts';
import { HEADING_ID } from './CommentCountItem.tsx';
import { LazyCommentForm } from './LazyCommentForm.tsx';
import { CommentList } from './CommentList.tsx';
import type { ThreadContext } from './CommentThread.tsx';
import { DeleteCommentDialog } from './DeleteCommentDialog.tsx';
import '../comments.css';
import { userMessage } from '../../../lib/errors.ts';

const SORTS: { value: CommentSort; label: string }[] = [
  { value: 'latest', label: '最新' },
  { value: 'hot', label: '最热' },
];

/** 最新 / 最热: the other sort's first page. */
function SortButtons({ sort, onSort }: { sort: CommentSort; onSort: (sort: CommentSort) => void }) {
  return (
    <div className="wd-comments__sort" role="group" aria-label="评论排序">
      {SORTS.map((s) => (
        <button
          key={s.value}
          type="button"
          className="wd-comments__sort-btn"
          aria-pressed={sort === s.value}
          onClick={() => {
            if (sort !== s.value) onSort(s.value);
          }}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}

export function Comments({ work }: { work: WorkDetail }) {
  const { params, show, locationKey, linkedToSection } = useCommentParams();
  const loginState = useLoginState();
  const member = loginState === 'member';
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const me = useQuery({ ...overviewQuery(), enabled: member });
  const myId = member ? (me.data?.userinfo.id ?? null) : null;

  // Below the first screen: asked for when the reader comes near, or at once for a link to a comment.
  const [nearRef, near] = useNearViewport();
  const list = useQuery({ ...commentsQuery(work.id, params), enabled: near || params.around !== null });
  const data = list.data;
  const settled = data !== undefined && !list.isPlaceholderData;
  // A link to a comment that is gone (deleted, or of another work): the first page, and a note.
  const missing = settled && params.around !== null && data.focus === null;
  const { highlight, focus } = useFocusedComment(params.around, locationKey, settled, data);

  // The box (its chunk with it): when the reader comes near, after the page's first render; at once
  // when sent here (lib/near-viewport.ts).
  const sentHere = params.around !== null || linkedToSection;
  const formShown = useAfterPage(sentHere) && (near || sentHere);
  const [draft, setDraft] = useState('');
  const replies = useReplies();
  const [deleting, setDeleting] = useState<WorkComment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const post = usePostComment(work.id);
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocusHeading = useRefocusLater(headingRef);

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
        replies.sent(target);
        setAnnouncement('回复已发表');
      } else {
        setDraft('');
        // The new comment heads 最新's first page.
        show('latest', 1);
        setAnnouncement('评论已发表');
      }
      focus(comment.id);
      return null;
    } catch (error) {
      return userMessage(error, '发表失败，请检查网络后重试');
    }
  };

  const ctx: ThreadContext = {
    workId: work.id,
    workAuthorId: work.author.id,
    member,
    loginState,
    canDelete,
    highlight,
    guard,
    onDelete: setDeleting,
    onVisitor: () => openLogin(true),
    replies,
    send,
  };

  return (
    <section ref={nearRef} id="comments" className="wd-comments" aria-labelledby={HEADING_ID}>
      <header className="wd-comments__head">
        <h2 id={HEADING_ID} ref={headingRef} className="wd-comments__title" tabIndex={-1}>
          评论 <span className="wd-comments__count tabular">{count}</span>
        </h2>
        <SortButtons sort={params.sort} onSort={(sort) => show(sort, 1)} />
      </header>

      {formShown && (
        <LazyCommentForm
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
      )}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {missing && (
        <p className="wd-comments__missing" role="status">
          <Icon name="info" />
          你要查看的评论已被删除或不存在。
        </p>
      )}

      <CommentList
        list={list}
        page={page}
        ctx={ctx}
        deferFirst={params.around === null}
        onPageChange={(p) => {
          show(params.sort, p);
          toTop();
        }}
      />

      <DeleteCommentDialog
        workId={work.id}
        comment={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          // The last comment of a later page went: show the page before.
          const now = queryClient.getQueryData<CommentPage>(commentKeys.list(work.id, params));
          if (now && now.data.length === 0 && now.current_page > 1) show(params.sort, now.current_page - 1);
          setAnnouncement('评论已删除');
          refocusHeading();
        }}
      />
    </section>
  );
}
