/**
 * /community/{id}: a thread: the opening post and the replies with their floor numbers (#1, #2…),
 * page by page (?page=2), and the reply box. Every post's HTML goes through SafeHtml only. A link to a
 * post (#post-12, from a notification) opens its page, scrolls to it and marks it. The author edits or
 * deletes (after a confirmation) their own topic here.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { hrefs, type TopicDetail, type TopicPost, topicListHref } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { formatChinaDateTime, formatCompact } from '../../../lib/format.ts';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { notify } from '../../../lib/toast.ts';
import { overviewQuery, useIsLoggedIn } from '../../../lib/session.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { useOpenedOnce } from '../../../lib/opened-once.ts';
import { forgetTopic, topicQuery, useDeleteTopic, type SavedTopic } from '../api.ts';
import { ReplyBox } from '../components/ReplyBox.tsx';
import { ThreadPost } from '../components/ThreadPost.tsx';
import '../community.css';
import { pageOf } from '../../../lib/search-params.ts';
import { userMessage } from '../../../lib/errors.ts';

// The edit dialog and its draft load on the first 编辑 (components/TopicEditors.tsx).
const EditTopicEditor = lazy(() =>
  import('../components/TopicEditors.tsx').then((m) => ({ default: m.EditTopicEditor })),
);

function ThreadSkeleton() {
  return (
    <SkeletonGroup label="正在加载话题…">
      <div className="topic-head">
        <Skeleton width="70%" height={30} />
        <Skeleton width={240} />
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="thread-post">
          <div className="thread-post__head">
            <Skeleton shape="circle" width={36} />
            <Skeleton width={120} />
          </div>
          <Skeleton lines={3} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** The floor a #post-N hash names, or null. */
const floorOfHash = (hash: string) => {
  const m = /^#post-(\d{1,6})$/.exec(hash);
  return m ? Number(m[1]) : null;
};

/** 编辑 and 删除 for the topic's author: the edit dialog (draft kept while open) and a confirmation. */
function AuthorTools({ topic }: { topic: SavedTopic }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const editorOpened = useOpenedOnce(editing);
  const del = useDeleteTopic(topic.id);

  // The deleted topic's cached thread goes when this page has left it, not before: removed while the
  // page still shows it, its query would fetch it again (a 404). navigate() can resolve before React has
  // committed the list page (it renders in a transition, late on a busy machine), so wait for the unmount.
  const [deleted] = useState(() => ({ current: false }));
  useEffect(
    () => () => {
      if (deleted.current) forgetTopic(queryClient, topic.id);
    },
    [deleted, queryClient, topic.id],
  );

  const confirmDelete = () =>
    del.mutate(undefined, {
      onSuccess: () => {
        deleted.current = true;
        setDeleting(false);
        notify.success('话题已删除');
        void navigate('/community', { replace: true });
      },
      onError: (error) => setDeleteError(userMessage(error, '删除失败，请检查网络后重试')),
    });

  return (
    <div className="topic-head__tools" role="group" aria-label="我的话题">
      <Button size="sm" onClick={() => setEditing(true)}>
        编辑
      </Button>
      <Button size="sm" variant="ghost" className="topic-head__delete" onClick={() => setDeleting(true)}>
        删除
      </Button>
      {editorOpened && (
        <Suspense fallback={null}>
          <EditTopicEditor topic={topic} open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
      <Dialog
        open={deleting}
        onOpenChange={(open) => {
          if (del.isPending) return;
          setDeleting(open);
          setDeleteError(null);
        }}
        title="删除话题"
        description={`确定删除「${topic.title}」吗？话题和全部 ${topic.replies} 条回复都会删除，无法恢复。`}
        size="sm"
        footer={
          <>
            <Button onClick={() => setDeleting(false)} disabled={del.isPending}>
              取消
            </Button>
            <Button variant="danger" loading={del.isPending} onClick={confirmDelete}>
              确定删除
            </Button>
          </>
        }
      >
        {deleteError && (
          <p className="topic-editor__alert" role="alert">
            {deleteError}
          </p>
        )}
      </Dialog>
    </div>
  );
}

function Thread({ detail, page, target }: { detail: TopicDetail; page: number; target: number | null }) {
  const { topic, posts } = detail;
  // Servers may leave the opening post out of the posts; then it comes from the topic itself.
  const showOpening = page === 1 && posts.data[0]?.floor !== 1;
  return (
    <ol className="thread" aria-label="帖子">
      {showOpening && (
        <li>
          <ThreadPost
            id={0}
            floor={1}
            author={topic.author}
            content={topic.content}
            created_at={topic.created_at}
            isOp
            target={target === 1}
          />
        </li>
      )}
      {posts.data.map((p) => (
        <li key={p.id}>
          <ThreadPost {...p} isOp={p.author.id === topic.author.id} target={target === p.floor} />
        </li>
      ))}
    </ol>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const page = pageOf(search);
  const detail = useQuery(topicQuery(id, page));
  const focusFloor = useRef<number | null>(null);
  const topic = detail.data?.topic;
  const location = useLocation();
  const target = floorOfHash(location.hash);
  const loggedIn = useIsLoggedIn();
  const me = useQuery({ ...overviewQuery(), enabled: loggedIn });
  const isAuthor = loggedIn && topic !== undefined && me.data?.userinfo.id === topic.author.id;

  usePageTitle(topic ? `${topic.title} · 社区话题` : '社区话题', topic?.excerpt || undefined);
  useShareMeta(topic ? { title: topic.title, description: topic.excerpt } : null);

  // A link to a post (#post-12): to the page that has it, then into view with focus, once per visit.
  const perPage = detail.data?.posts.per_page;
  const lastPage = detail.data?.posts.last_page;
  const shownFloors = detail.data?.posts.data.map((p) => p.floor).join(',');
  const reached = useRef<string | null>(null);
  useEffect(() => {
    if (target === null || !perPage || !lastPage || reached.current === location.key) return;
    const onPage = Math.ceil(target / perPage);
    if (onPage !== page && onPage <= lastPage) {
      reached.current = location.key;
      const query = { page: onPage > 1 ? onPage : undefined };
      void navigate(hrefs.topic(id, { query, hash: `post-${target}` }), { replace: true });
      return;
    }
    const el = document.getElementById(`post-${target}`);
    if (!el) return;
    reached.current = location.key;
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [target, perPage, lastPage, page, id, location.key, navigate, shownFloors]);

  // After a reply: bring the new post into view and give it focus, once its page has rendered.
  useEffect(() => {
    if (focusFloor.current === null) return;
    const el = document.getElementById(`post-${focusFloor.current}`);
    if (!el) return;
    focusFloor.current = null;
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [shownFloors]);

  if (detail.isPending) return <ThreadSkeleton />;
  if (!detail.data) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          社区话题
        </h1>
        <LoadError title="话题加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
      </section>
    );
  }

  const { topic: t, posts } = detail.data;
  const hrefFor = (p: number) => hrefs.topic(t.id, { query: { page: p > 1 ? p : undefined } });
  const onPosted = (post: TopicPost) => {
    const target = Math.max(1, Math.ceil(post.floor / posts.per_page));
    focusFloor.current = post.floor;
    if (target !== page) void navigate(hrefFor(target));
  };

  return (
    <article className="topic-page" aria-labelledby="page-title">
      <nav className="topic-crumbs" aria-label="位置">
        <Link to="/community">社区</Link>
        <span aria-hidden="true">/</span>
        <span>话题</span>
      </nav>
      <header className="topic-head">
        <h1 id="page-title" className="topic-head__title">
          {t.title}
        </h1>
        <div className="topic-head__meta">
          {t.tags.length > 0 && (
            <ul className="topic-tags" aria-label="标签">
              {t.tags.map((tag) => (
                <li key={tag}>
                  <Link className="topic-tag" to={topicListHref({ tag })}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <span>
            {t.author.nickname} 发布于{' '}
            <time dateTime={t.created_at}>{formatChinaDateTime(t.created_at)}</time>
          </span>
          <span>{formatCompact(t.views)} 浏览</span>
          <span>{formatCompact(t.replies)} 回复</span>
        </div>
        {isAuthor && <AuthorTools topic={t} />}
      </header>

      <div
        aria-busy={detail.isPlaceholderData}
        className={detail.isPlaceholderData ? 'community-stale' : undefined}
      >
        {posts.data.length === 0 && page > 1 ? (
          <Empty
            title="没有这一页"
            description={`这个话题只有 ${posts.last_page} 页。`}
            action={
              <Button asChild variant="primary">
                <Link to={hrefFor(1)}>回到第一页</Link>
              </Button>
            }
          />
        ) : (
          <Thread detail={detail.data} page={page} target={target} />
        )}
      </div>
      <Pagination
        page={page}
        pageCount={posts.last_page}
        getHref={hrefFor}
        label="帖子分页"
        className="community-pagination"
      />
      {t.replies === 0 && page === 1 && <p className="topic-quiet">还没有人回复，来说第一句吧。</p>}
      <ReplyBox topicId={t.id} onPosted={onPosted} />
    </article>
  );
}
