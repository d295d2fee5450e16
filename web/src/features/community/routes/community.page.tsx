/**
 * /community: topics, newest reply first or hottest first, filtered by tag; sort, tag and page live in
 * the URL and every page of the list is a real link. Members start a topic with 发起话题 (visitors get
 * the login dialog); the new topic opens once posted, and leads 最新.
 */
import { parseTopicParams, topicListHref, type TopicSort } from '@zaowu/shared';
import { COMMUNITY_PAGE } from '@zaowu/shared/list-pages';
import { popularTags } from '@zaowu/shared/topic-tags';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from '../../../lib/state.ts';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SkeletonGroup } from '../../../components/Skeleton.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useOpenedOnce } from '../../../lib/opened-once.ts';
import { loginDialogOpenAtom, useLoginState } from '../../../lib/session.ts';
import { topicListQuery } from '../api.ts';
import { TopicRow, TopicRowSkeleton } from '../components/TopicRow.tsx';
import '../community.css';

// The dialog and its draft load on the first 发起话题 (components/TopicEditors.tsx).
const NewTopicEditor = lazy(() =>
  import('../components/TopicEditors.tsx').then((m) => ({ default: m.NewTopicEditor })),
);

const SORT_TABS = [
  { value: 'latest', label: '最新' },
  { value: 'hot', label: '最热' },
];

/** Tags to filter by: the most used on the newest topics (the unfiltered first page, usually cached). */
function PopularTags({ active, sort }: { active?: string; sort: TopicSort }) {
  const latest = useQuery(topicListQuery({ sort: 'latest', page: 1 }));
  const tags = popularTags(latest.data?.data ?? []);
  if (active && !tags.includes(active)) tags.unshift(active);
  if (tags.length === 0) return null;
  return (
    <nav className="community-tags" aria-label="按标签筛选">
      <ul>
        <li>
          <Link
            className="topic-chip"
            to={topicListHref({ sort })}
            aria-current={!active ? 'page' : undefined}
          >
            全部
          </Link>
        </li>
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              className="topic-chip"
              to={topicListHref({ sort, tag })}
              aria-current={tag === active ? 'page' : undefined}
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 发起话题: the dialog for members, the login dialog for visitors; the draft outlives the dialog. */
function NewTopic() {
  const loginState = useLoginState();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="primary"
        className="community-intro__new"
        onClick={() => {
          // Until the login check answers, a click is neither a member's nor a visitor's.
          if (loginState === 'checking') return;
          if (loginState === 'member') setOpen(true);
          else openLogin(true);
        }}
      >
        <Icon name="plus" size={18} />
        发起话题
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <NewTopicEditor open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = parseTopicParams(search);
  const list = useQuery(topicListQuery(params));
  usePageTitle(
    params.tag ? `#${params.tag} · ${COMMUNITY_PAGE.title}` : COMMUNITY_PAGE.title,
    COMMUNITY_PAGE.description,
  );
  const data = list.data;

  return (
    <section className="community-page" aria-labelledby="page-title">
      <header className="community-intro">
        <div>
          <h1 id="page-title">{COMMUNITY_PAGE.title}</h1>
          <p className="community-intro__lead">{COMMUNITY_PAGE.intro}</p>
        </div>
        <NewTopic />
      </header>

      <div className="community-toolbar">
        <Tabs
          variant="pill"
          label="排序"
          items={SORT_TABS}
          value={params.sort}
          onValueChange={(v) =>
            void navigate(topicListHref({ ...params, sort: v as TopicSort, page: 1 }), {
              preventScrollReset: true,
            })
          }
        />
        {params.tag && (
          <p className="community-active-tag">
            正在看 <strong>#{params.tag}</strong>
            <Link to={topicListHref({ sort: params.sort })} className="community-active-tag__clear">
              <Icon name="close" size={16} />
              清除标签
            </Link>
          </p>
        )}
      </div>
      <PopularTags active={params.tag} sort={params.sort} />

      <p className="community-status" role="status">
        {data && !list.isPlaceholderData ? `共 ${data.total} 个话题` : ''}
      </p>

      {list.isPending ? (
        <SkeletonGroup label="正在加载话题…">
          <div className="topic-list">
            {Array.from({ length: 6 }, (_, i) => (
              <TopicRowSkeleton key={i} />
            ))}
          </div>
        </SkeletonGroup>
      ) : list.isError && !data ? (
        <LoadError title="话题加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : data && data.data.length === 0 ? (
        <Empty
          title={
            params.page > 1 ? '没有这一页' : params.tag ? `还没有 #${params.tag} 的话题` : '社区还很安静'
          }
          description={params.tag || params.page > 1 ? '看看全部话题吧。' : '来发起第一个话题吧。'}
          action={
            params.tag || params.page > 1 ? (
              <Button asChild variant="primary">
                <Link to="/community">查看全部话题</Link>
              </Button>
            ) : undefined
          }
        />
      ) : data ? (
        <>
          <ul
            className={list.isPlaceholderData ? 'topic-list community-stale' : 'topic-list'}
            aria-label="话题列表"
            aria-busy={list.isPlaceholderData}
          >
            {data.data.map((t) => (
              <li key={t.id}>
                <TopicRow topic={t} sort={params.sort} />
              </li>
            ))}
          </ul>
          <Pagination
            page={params.page}
            pageCount={data.last_page}
            getHref={(p) => topicListHref({ ...params, page: p })}
            label="话题列表分页"
            className="community-pagination"
          />
        </>
      ) : null}
    </section>
  );
}
