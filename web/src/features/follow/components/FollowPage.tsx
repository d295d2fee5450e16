/**
 * /follow (member page): the designers the member follows, each with their newest works and an
 * in-place 取消关注; and a second tab, 稍后再看, the watch-later list kept in this browser. A visitor's
 * follow-list call answers 401, which opens the login dialog (product.md §8); the tab then invites them to
 * log in instead of showing an error.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hrefs, type FollowEntry, type FollowState } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { featureOn } from '../../../lib/features.ts';
import { formatChinaDate, formatCompact } from '../../../lib/format.ts';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { WorkGrid } from '../../../components/works/WorkGrid.tsx';
import { followListQuery } from '../api.ts';
import { followKeys } from '../../../lib/query-keys.ts';
import { FollowButton } from './FollowButton.tsx';
import '../follow.css';
import { pageOf } from '../../../lib/search-params.ts';
import { isSessionGone } from '../../../lib/errors.ts';

type Tab = 'people' | 'later';

function FollowRow({ person: p }: { person: FollowEntry }) {
  const worksId = `follow-${p.id}-works`;
  return (
    <article className="follow-row" aria-labelledby={`follow-${p.id}-name`}>
      <div className="follow-row__person">
        <Avatar src={p.avatar} name={p.nickname} size={56} decorative />
        <div className="follow-row__who">
          <h3 className="follow-row__name" id={`follow-${p.id}-name`}>
            <Link to={hrefs.designer(p.id)}>{p.nickname}</Link>
          </h3>
          <p className="follow-row__meta">
            {formatCompact(p.works_count)} 件作品 · {formatCompact(p.followers)} 粉丝
            {p.followed_at && ` · ${formatChinaDate(p.followed_at)} 关注`}
          </p>
          {p.bio && <p className="follow-row__bio">{p.bio}</p>}
        </div>
        <div className="follow-row__action">
          <FollowButton userId={p.id} name={p.nickname} />
        </div>
      </div>
      {p.latest_works.length > 0 ? (
        <div className="follow-row__works">
          <h4 id={worksId} className="visually-hidden">
            {p.nickname}的最新作品
          </h4>
          <WorkGrid
            works={p.latest_works}
            layout="grid"
            maxColumns={4}
            titleAs="h4"
            aria-labelledby={worksId}
          />
        </div>
      ) : (
        <p className="follow-row__none">TA 最近还没有发布作品。</p>
      )}
    </article>
  );
}

function FollowSkeleton() {
  return (
    <SkeletonGroup label="正在加载关注列表…">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="follow-row">
          <div className="follow-row__person">
            <Skeleton shape="circle" width={56} />
            <div className="follow-row__who">
              <Skeleton width={140} />
              <Skeleton width={200} />
            </div>
          </div>
          <div className="follow-row__skeleton-works">
            {Array.from({ length: 4 }, (_, j) => (
              <Skeleton key={j} shape="rect" ratio={4 / 3} />
            ))}
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

function Following({ page }: { page: number }) {
  const queryClient = useQueryClient();
  const list = useQuery(followListQuery(page));

  // Everyone on this list is followed, so neither side has blocked the other (拉黑 ends follows):
  // seed their buttons instead of asking once per person. A relation already known (e.g. just
  // unfollowed in place) is left alone.
  useEffect(() => {
    for (const p of list.data?.data ?? []) {
      const key = followKeys.relation(p.id);
      const followed: FollowState = { following: true, blocked_by_me: false, blocked_me: false };
      if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, followed);
    }
  }, [list.data, queryClient]);

  if (list.isPending) return <FollowSkeleton />;
  if (list.isError) {
    if (isSessionGone(list.error)) {
      return (
        <LoginPrompt
          title="登录后查看你关注的设计师"
          description="关注喜欢的设计师，他们发布新作品时第一时间就能在这里看到。"
        />
      );
    }
    return <LoadError title="关注列表加载失败" error={list.error} onRetry={() => void list.refetch()} />;
  }
  const data = list.data;
  if (data.data.length === 0) {
    return (
      <Empty
        icon="user"
        title={page > 1 ? '没有这一页' : '还没有关注任何设计师'}
        description={
          page > 1 ? '关注列表没有这么多页。' : '去设计师页逛逛，关注喜欢的创作者，他们的新作品会出现在这里。'
        }
        action={
          page > 1 || featureOn('designers') ? (
            <Button asChild variant="primary">
              {page > 1 ? <Link to="/follow">回到第一页</Link> : <Link to="/designer">发现设计师</Link>}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <p className="follow-total" role="status">
        共关注 {data.total} 位设计师
      </p>
      <ul className="follow-list">
        {data.data.map((p) => (
          <li key={p.id}>
            <FollowRow person={p} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={data.last_page}
        getHref={(p) => hrefs.follow({ query: { page: p > 1 ? p : undefined } })}
        label="关注列表分页"
        className="follow-pagination"
      />
    </>
  );
}

/** The page of /follow (app/pages/follow.page.tsx passes the 稍后再看 tab's list, the watch-later feature's). */
export function FollowPage({ later }: { later: ReactNode }) {
  usePageTitle('我的关注', '你关注的设计师和他们的新作品，以及稍后再看的作品。');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tab: Tab = search.get('tab') === 'later' ? 'later' : 'people';
  const page = pageOf(search);

  return (
    <section className="follow-page" aria-labelledby="page-title">
      <h1 id="page-title" className="follow-page__title">
        我的关注
      </h1>
      <Tabs
        label="我的关注"
        value={tab}
        onValueChange={(v) =>
          void navigate(v === 'later' ? '/follow?tab=later' : '/follow', {
            replace: true,
            preventScrollReset: true,
          })
        }
        items={[
          { value: 'people', label: '关注的设计师', content: <Following page={page} /> },
          {
            value: 'later',
            label: '稍后再看',
            content: later,
          },
        ]}
      />
    </section>
  );
}
