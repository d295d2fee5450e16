import { RECOMMEND_PAGE, recommendTitle } from '@zaowu/shared/list-pages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSetAtom } from '../../../lib/state.ts';
import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WORK_TYPES, hrefs, type RecommendedWork, parseFilters } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { loginDialogOpenAtom, useIsLoggedIn } from '../../../lib/session.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { recommendQuery } from '../api.ts';
import { WorkGrid, WorkGridSkeleton } from '../../../components/works/WorkGrid.tsx';
import { useResultsIntoView } from '../results-view.ts';
import '../works.css';
import { LoadError } from '../../../components/LoadError.tsx';

const ALL = 'all';
const TYPE_TABS = [
  { value: ALL, label: '全部' },
  ...WORK_TYPES.map((t) => ({ value: t.type, label: t.label })),
];

function Reason({ work }: { work: RecommendedWork }) {
  return (
    <p className="rec-reason">
      <span className="rec-reason__mark" aria-hidden="true" />
      <span className="visually-hidden">推荐理由：</span>
      {work.reason}
    </p>
  );
}

/** Works picked for the visitor, each with the reason it is here; page after page with 加载更多. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const { type } = parseFilters(params);
  const recommend = useInfiniteQuery(recommendQuery(type));
  const listRef = useRef<HTMLDivElement>(null);

  const title = recommendTitle(type);
  usePageTitle(title, RECOMMEND_PAGE.description);
  useShareMeta({
    title,
    description: RECOMMEND_PAGE.description,
    image: recommend.data?.pages[0]?.data[0]?.cover,
  });
  useResultsIntoView(recommend.isSuccess, listRef);

  const works = recommend.data?.pages.flatMap((p) => p.data) ?? [];
  const total = recommend.data?.pages[0]?.total ?? 0;

  let body;
  if (recommend.isPending) {
    body = <WorkGridSkeleton layout={type === 'art' ? 'masonry' : 'grid'} label="正在挑选作品…" />;
  } else if (recommend.isError && works.length === 0) {
    body = (
      <LoadError
        title="推荐加载失败"
        error={recommend.error}
        retrying={recommend.isFetching}
        onRetry={() => void recommend.refetch()}
      />
    );
  } else if (works.length === 0) {
    body = (
      <Empty
        title="暂时没有可推荐的作品"
        description="关注几位设计师、收藏喜欢的作品，推荐会越来越懂你。"
        action={
          <Button variant="primary" asChild>
            <Link to="/explore">去发现作品</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <WorkGrid
          works={works}
          layout={type === 'art' ? 'masonry' : 'grid'}
          priorityCount={5}
          renderFooter={(w) => <Reason work={w} />}
          aria-label="推荐作品"
          aria-busy={recommend.isFetchingNextPage || undefined}
        />
        <div className="rec-more">
          {recommend.hasNextPage ? (
            <Button
              size="lg"
              loading={recommend.isFetchingNextPage}
              onClick={() => void recommend.fetchNextPage()}
            >
              {recommend.isFetchingNextPage ? '正在加载…' : '加载更多'}
            </Button>
          ) : (
            <p className="rec-more__end">
              已经到底了，去<Link to="/explore">发现</Link>看看更多作品吧
            </p>
          )}
          {recommend.isFetchNextPageError && (
            <p className="rec-more__error" role="alert">
              加载失败，请重试。
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="works-page" aria-labelledby="page-title">
      <header className="works-page__head">
        <div className="works-page__titles">
          <h1 id="page-title" className="works-page__title">
            推荐
          </h1>
          <p className="works-page__intro">{loggedIn ? RECOMMEND_PAGE.memberIntro : RECOMMEND_PAGE.intro}</p>
        </div>
        {!loggedIn && (
          <Button variant="secondary" onClick={() => openLogin(true)}>
            {RECOMMEND_PAGE.login}
          </Button>
        )}
      </header>

      <div className="works-toolbar works-toolbar--tabs" ref={listRef}>
        <Tabs
          className="rec-tabs"
          label="作品类型"
          items={TYPE_TABS}
          value={type ?? ALL}
          onValueChange={(v) =>
            void navigate(hrefs.recommend({ query: { type: v === ALL ? undefined : v } }), {
              preventScrollReset: true,
            })
          }
        />
        <p className="works-toolbar__count" aria-live="polite" aria-atomic="true">
          {recommend.data ? `已显示 ${works.length} / ${total} 件` : ''}
        </p>
      </div>

      <div className="works-results">{body}</div>
    </section>
  );
}
