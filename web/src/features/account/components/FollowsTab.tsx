/** 关注: the people the member follows; /follow has the full view with their newest works. */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { hrefs, type FollowEntry } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { pathOn } from '../../../lib/features.ts';
import { formatChinaDate, formatCompact } from '../../../lib/format.ts';
import { followListQuery } from '../api.ts';
import { pageOf } from '../../../lib/account-tabs.ts';
import { AccountPagination, PanelHeading, RowsSkeleton, Total } from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';

function FollowRow({ person: p }: { person: FollowEntry }) {
  return (
    <li className="acct-row acct-row--person">
      <Avatar src={p.avatar} name={p.nickname} size={44} decorative />
      <div className="acct-row__main">
        <h3 className="acct-row__title">
          <Link to={hrefs.designer(p.id)}>{p.nickname}</Link>
        </h3>
        <p className="acct-row__meta">
          <span className="tabular">
            {formatCompact(p.works_count)} 件作品 · {formatCompact(p.followers)} 粉丝
          </span>
          <span>{formatChinaDate(p.followed_at)} 关注</span>
        </p>
        {p.bio && <p className="acct-row__bio">{p.bio}</p>}
      </div>
    </li>
  );
}

export function FollowsTab() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const query = useQuery(followListQuery(page));
  return (
    <div className="acct-panel">
      <PanelHeading>关注</PanelHeading>
      <QueryView
        query={query}
        what="关注列表"
        skeleton={<RowsSkeleton label="正在加载关注列表…" thumb={false} />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'user',
          title: page > 1 ? '这一页没有记录' : '还没有关注任何人',
          description: '关注喜欢的设计师，他们的新作品会第一时间出现在“我的关注”。',
          // Only to a page the site has (FEATURES may switch the designers off).
          action: pathOn('/designer') ? (
            <Button asChild variant="primary">
              <Link to="/designer">发现设计师</Link>
            </Button>
          ) : undefined,
        }}
      >
        {(data) => (
          <>
            <div className="acct-toolbar">
              <Total>共关注 {data.total} 人</Total>
              <Link to="/follow" className="acct-more">
                查看他们的新作品
              </Link>
            </div>
            <ul className="acct-rows" aria-busy={query.isFetching || undefined}>
              {data.data.map((p) => (
                <FollowRow key={p.id} person={p} />
              ))}
            </ul>
            <AccountPagination page={page} pageCount={data.last_page} label="关注列表分页" />
          </>
        )}
      </QueryView>
    </div>
  );
}
