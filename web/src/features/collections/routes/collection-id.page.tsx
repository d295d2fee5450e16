/** /collection/{id}: a curated collection (合集): cover hero, title, description, curator and works. */
import { hrefs } from '@zaowu/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Image } from '../../../components/Image.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { WorkGrid, WorkGridSkeleton } from '../../../components/works/WorkGrid.tsx';
import { collectionQuery } from '../api.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import '../collections.css';

export function Component() {
  const id = Number(useParams().id);
  const detail = useQuery(collectionQuery(id));
  const c = detail.data;
  usePageTitle(c ? `${c.title} · 合集` : '合集', c?.description || undefined);
  useShareMeta(c ? { title: c.title, description: c.description, image: c.cover } : null);

  if (detail.isPending) {
    return (
      <>
        <SkeletonGroup label="正在加载合集…">
          <Skeleton shape="rect" className="collection-hero collection-hero--skeleton" />
        </SkeletonGroup>
        <WorkGridSkeleton count={10} />
      </>
    );
  }
  if (!c) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          合集
        </h1>
        <LoadError title="合集加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
      </section>
    );
  }

  return (
    <article className="collection-page" aria-labelledby="page-title">
      <header className="collection-hero">
        <Image src={c.cover} alt="" ratio={3} priority className="collection-hero__cover" />
        <div className="collection-hero__text">
          <p className="collection-hero__kicker">合集 · {c.works_count} 个作品</p>
          <h1 id="page-title" className="collection-hero__title">
            {c.title}
          </h1>
          {c.description && <p className="collection-hero__description">{c.description}</p>}
          <p className="collection-hero__curator">
            <span>策展人</span>
            <Link to={hrefs.designer(c.curator.id)} className="collection-hero__curator-link">
              <Avatar src={c.curator.avatar} name={c.curator.nickname} size={28} decorative />
              {c.curator.nickname}
            </Link>
          </p>
        </div>
      </header>

      <section aria-labelledby="works-title" className="collection-works">
        <h2 id="works-title">收录作品</h2>
        {c.works.length === 0 ? (
          <Empty
            title="合集里还没有作品"
            description="策展人正在挑选，先去看看其他作品吧。"
            action={
              <Button asChild variant="primary">
                <Link to="/explore">去发现作品</Link>
              </Button>
            }
          />
        ) : (
          <WorkGrid works={c.works} aria-labelledby="works-title" />
        )}
      </section>
    </article>
  );
}
