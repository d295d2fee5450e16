/** 收藏: the works the member favorited, newest first, as cards. */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { pathOn } from '../../../lib/features.ts';
import { WorkGrid, WorkGridSkeleton } from '../../../components/works/WorkGrid.tsx';
import { collectListQuery } from '../api.ts';
import { pageOf } from '../../../lib/account-tabs.ts';
import { AccountPagination, PanelHeading, Total } from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';

export function FavoritesTab() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const query = useQuery(collectListQuery(page));
  return (
    <div className="acct-panel">
      <PanelHeading>收藏</PanelHeading>
      <QueryView
        query={query}
        what="收藏"
        skeleton={<WorkGridSkeleton count={8} maxColumns={4} label="正在加载收藏…" />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'heart',
          title: page > 1 ? '这一页没有收藏' : '还没有收藏作品',
          description: '在作品页点“收藏”，喜欢的作品就会保存在这里。',
          action: pathOn('/explore') ? (
            <Button asChild variant="primary">
              <Link to="/explore">去发现作品</Link>
            </Button>
          ) : undefined,
        }}
      >
        {(data) => (
          <>
            <Total>共收藏 {data.total} 件作品</Total>
            <WorkGrid works={data.data} layout="grid" maxColumns={4} aria-label="收藏的作品" />
            <AccountPagination page={page} pageCount={data.last_page} label="收藏分页" />
          </>
        )}
      </QueryView>
    </div>
  );
}
