/**
 * /community/{id}: a thread: the opening post and the replies with their floor numbers (#1, #2…),
 * page by page (?page=2), and the reply box. Every post's HTML goes through SafeHtml only.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { TopicDetail, TopicPost } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { formatCompact } from '../../../components/format.ts';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { notFound } from '../../../lib/errors.ts';
import { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import type { RouteLoaderArgs } from '../../../lib/route-module.ts';
import { useShareMeta } from '../../share/index.ts';
import { pageFrom, topicListHref, topicQuery } from '../api.ts';
import { ReplyForm } from '../components/ReplyForm.tsx';
import { ThreadPost } from '../components/ThreadPost.tsx';
import { fullDate } from '../time.ts';
import '../community.css';

export async function loader({ queryClient, params, request }: RouteLoaderArgs) {
  const url = new URL(request.url);
  try {
    await queryClient.ensureQueryData(topicQuery(Number(params.id), pageFrom(url.searchParams)));
  } catch (error) {
    // The API answers code 0 for a topic that does not exist (or was deleted).
    if (error instanceof ApiError && error.code === 0) throw notFound(url.pathname);
    // Anything else (network, server): the page shows its error state with a retry.
  }
  return null;
}

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

function Thread({ detail, page }: { detail: TopicDetail; page: number }) {
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
          />
        </li>
      )}
      {posts.data.map((p) => (
        <li key={p.id}>
          <ThreadPost {...p} isOp={p.author.id === topic.author.id} />
        </li>
      ))}
    </ol>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFrom(search);
  const detail = useQuery(topicQuery(id, page));
  const focusFloor = useRef<number | null>(null);
  const topic = detail.data?.topic;

  usePageTitle(topic ? `${topic.title} · 社区话题` : '社区话题', topic?.excerpt || undefined);
  useShareMeta(topic ? { title: topic.title, description: topic.excerpt } : null);

  // After a reply: bring the new post into view and give it focus, once its page has rendered.
  const shownFloors = detail.data?.posts.data.map((p) => p.floor).join(',');
  useEffect(() => {
    if (focusFloor.current === null) return;
    const el = document.getElementById(`floor-${focusFloor.current}`);
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
  const hrefFor = (p: number) => (p > 1 ? `/community/${t.id}?page=${p}` : `/community/${t.id}`);
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
            {t.author.nickname} 发布于 <time dateTime={t.created_at}>{fullDate(t.created_at, true)}</time>
          </span>
          <span>{formatCompact(t.views)} 浏览</span>
          <span>{formatCompact(t.replies)} 回复</span>
        </div>
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
          <Thread detail={detail.data} page={page} />
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
      <ReplyForm topicId={t.id} onPosted={onPosted} />
    </article>
  );
}
