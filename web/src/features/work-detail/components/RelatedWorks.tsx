import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { hrefs, type WorkType } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Card, CardSkeleton } from '../../../components/Card.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Grid } from '../../../components/Grid.tsx';
import { SkeletonGroup } from '../../../components/Skeleton.tsx';
import { useDeferredFirst, useNearViewport } from '../../../lib/near-viewport.ts';
import { RELATED_LIMIT, relatedQuery } from '../api.ts';
import { useMatureConsent } from '../../../lib/mature.ts';

/**
 * Works like this one (same type, shared tags first), as a grid of cards, asked for when the reader
 * comes near (lib/near-viewport.ts).
 */
export function RelatedWorks({ id, type }: { id: number; type: WorkType }) {
  const [nearRef, near] = useNearViewport();
  const related = useQuery({ ...relatedQuery(id), enabled: near });
  const works = useDeferredFirst(related.data);
  const [matureOk] = useMatureConsent();
  return (
    <section ref={nearRef} className="wd-related" aria-labelledby="wd-related-h">
      <div className="wd-related__head">
        <h2 id="wd-related-h" className="wd-related__title">
          相关作品
        </h2>
        <Link to={hrefs.works(type)} className="wd-related__more">
          查看更多
        </Link>
      </div>
      {related.isError ? (
        <div className="wd-related__error" role="alert">
          <p>相关作品加载失败。</p>
          <Button size="sm" onClick={() => void related.refetch()} loading={related.isFetching}>
            重试
          </Button>
        </div>
      ) : works === undefined ? (
        <SkeletonGroup label="正在加载相关作品…">
          <Grid list={false} maxColumns={4} minItemWidth={220}>
            {Array.from({ length: 4 }, (_, i) => (
              <CardSkeleton key={i} />
            ))}
          </Grid>
        </SkeletonGroup>
      ) : works.length === 0 ? (
        <Empty
          size="compact"
          title="暂无相关作品"
          description="去发现页看看其他创作者的作品吧。"
          action={
            <Button asChild variant="secondary" size="sm">
              <Link to="/explore">去发现</Link>
            </Button>
          }
        />
      ) : (
        <Grid aria-labelledby="wd-related-h" maxColumns={4} minItemWidth={220}>
          {works.slice(0, RELATED_LIMIT).map((work) => (
            <div
              key={work.id}
              className={clsx('wd-related__item', work.is_mature && !matureOk && 'wd-related__item--mature')}
            >
              <Card work={work} />
            </div>
          ))}
        </Grid>
      )}
    </section>
  );
}
