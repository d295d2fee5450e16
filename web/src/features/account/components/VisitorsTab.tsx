/** 访客: who looked at the member's page, and who looked at which of their works. */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { hrefs, type Visitor, type WorkVisitor } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { formatChinaDateTime } from '../../../lib/format.ts';
import { userVisitorQuery, workVisitorQuery } from '../api.ts';
import { choiceOf, pageOf } from '../../../lib/account-tabs.ts';
import {
  AccountPagination,
  FilterTabs,
  PanelHeading,
  RowsSkeleton,
  Total,
} from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';

function VisitorRow({ visit }: { visit: Visitor | WorkVisitor }) {
  const work = 'work' in visit ? visit.work : null;
  return (
    <li className="acct-row acct-row--person">
      <Avatar src={visit.user.avatar} name={visit.user.nickname} size={44} decorative />
      <div className="acct-row__main">
        <p className="acct-row__title">
          <Link to={hrefs.designer(visit.user.id)}>{visit.user.nickname}</Link>
        </p>
        <p className="acct-row__meta">
          {work ? (
            <span>
              浏览了 <Link to={hrefs.work(work.type, work.id)}>{work.title}</Link>
            </span>
          ) : (
            <span>访问了你的主页</span>
          )}
          <time dateTime={visit.visited_at}>{formatChinaDateTime(visit.visited_at)}</time>
        </p>
      </div>
    </li>
  );
}

function VisitorList({ works, page }: { works: boolean; page: number }) {
  const user = useQuery({ ...userVisitorQuery(page), enabled: !works });
  const work = useQuery({ ...workVisitorQuery(page), enabled: works });
  const query = works ? work : user;
  return (
    <QueryView
      query={query}
      what="访客记录"
      skeleton={<RowsSkeleton label="正在加载访客记录…" thumb={false} />}
      isEmpty={(d) => d.data.length === 0}
      empty={{
        icon: 'eye',
        title: page > 1 ? '这一页没有记录' : works ? '还没有人浏览你的作品' : '还没有人访问你的主页',
        description: works
          ? '发布更多作品、参与社区讨论，会有更多人看到你。'
          : '完善个人资料、发布作品，让更多人认识你。',
      }}
    >
      {(data) => (
        <>
          <Total>共 {data.total} 条访客记录</Total>
          <ul className="acct-rows" aria-busy={query.isFetching || undefined}>
            {data.data.map((v, i) => (
              <VisitorRow key={`${v.user.id}-${v.visited_at}-${i}`} visit={v} />
            ))}
          </ul>
          <AccountPagination page={page} pageCount={data.last_page} label="访客记录分页" />
        </>
      )}
    </QueryView>
  );
}

export function VisitorsTab() {
  const [search] = useSearchParams();
  const works = choiceOf(search, 'view', ['works'] as const) === 'works';
  return (
    <div className="acct-panel">
      <PanelHeading>访客</PanelHeading>
      <div className="acct-toolbar">
        <FilterTabs
          label="访客类型"
          param="view"
          options={[
            { value: '', label: '主页访客' },
            { value: 'works', label: '作品访客' },
          ]}
        />
      </div>
      <VisitorList works={works} page={pageOf(search)} />
    </div>
  );
}
