/**
 * /favorites/{id}: a favorites folder: name, owner, count, 公开/私密, and its works page by page
 * (?page=2). Someone else's private folder answers code 0, which is the 404 page, like a missing one.
 */
import { hrefs } from '@zaowu/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { WorkGrid, WorkGridSkeleton } from '../../../components/works/WorkGrid.tsx';
import { favoriteFolderQuery } from '../api.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import '../collections.css';
import { pageOf } from '../../../lib/search-params.ts';

export function Component() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const page = pageOf(search);
  const detail = useQuery(favoriteFolderQuery(id, page));
  const folder = detail.data?.folder;
  usePageTitle(
    folder ? `${folder.name} · 收藏夹` : '收藏夹',
    folder ? `${folder.owner.nickname}的收藏夹「${folder.name}」，共 ${folder.count} 个作品。` : undefined,
  );
  useShareMeta(
    folder?.is_public
      ? {
          title: `${folder.owner.nickname}的收藏夹：${folder.name}`,
          description: `共 ${folder.count} 个作品`,
          image: folder.cover || undefined,
        }
      : null,
  );

  if (detail.isPending) {
    return (
      <>
        <SkeletonGroup label="正在加载收藏夹…">
          <div className="folder-head">
            <Skeleton width={220} height={30} />
            <Skeleton width={260} />
          </div>
        </SkeletonGroup>
        <WorkGridSkeleton count={10} />
      </>
    );
  }
  if (!detail.data) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          收藏夹
        </h1>
        <LoadError title="收藏夹加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
      </section>
    );
  }

  const { folder: f, works } = detail.data;
  return (
    <section className="folder-page" aria-labelledby="page-title">
      <header className="folder-head">
        <div className="folder-head__title">
          <h1 id="page-title">{f.name}</h1>
          <Badge tone={f.is_public ? 'success' : 'neutral'}>{f.is_public ? '公开' : '私密'}</Badge>
        </div>
        <p className="folder-head__meta">
          <Link to={hrefs.designer(f.owner.id)} className="folder-head__owner">
            <Avatar src={f.owner.avatar} name={f.owner.nickname} size={28} decorative />
            <span>{f.owner.nickname}</span>
          </Link>
          <span className="folder-head__count">共 {f.count} 个作品</span>
        </p>
        {!f.is_public && <p className="folder-head__note">这是你的私密收藏夹，只有你自己能看到。</p>}
      </header>

      {works.data.length === 0 ? (
        <Empty
          title={page > 1 ? '没有这一页' : '收藏夹还是空的'}
          description={
            page > 1
              ? `这个收藏夹只有 ${works.last_page} 页。`
              : '在作品页点「收藏」，喜欢的作品就会出现在这里。'
          }
          action={
            <Button asChild variant="primary">
              {page > 1 ? (
                <Link to={hrefs.favorites(f.id)}>回到第一页</Link>
              ) : (
                <Link to="/explore">去发现作品</Link>
              )}
            </Button>
          }
        />
      ) : (
        <>
          <WorkGrid
            works={works.data}
            priorityCount={5}
            aria-label={`${f.name}中的作品`}
            aria-busy={detail.isPlaceholderData}
            className={detail.isPlaceholderData ? 'collections-stale' : undefined}
          />
          <Pagination
            page={page}
            pageCount={works.last_page}
            getHref={(p) => hrefs.favorites(f.id, { query: { page: p > 1 ? p : undefined } })}
            label="收藏夹分页"
            className="collections-pagination"
          />
        </>
      )}
    </section>
  );
}
