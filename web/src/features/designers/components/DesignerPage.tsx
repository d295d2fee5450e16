/**
 * /designer/{id}, the designer's page: cover, portrait, name, bio, city, counts and 关注; the
 * portfolio by work type (tab and page in the URL: ?type=art&page=2); and what they published last.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { WORK_TYPES, hrefs, type DesignerDetail, type WorkType, WORK_TYPE_LABEL } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { CardSkeleton } from '../../../components/Card.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Grid } from '../../../components/Grid.tsx';
import { Image } from '../../../components/Image.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { formatChinaMonth } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { WorkGrid, WorkGridSkeleton } from '../../../components/works/WorkGrid.tsx';
import { designerDetailQuery, portfolioQuery, portfolioView } from '../api.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import '../../../components/profile.css';
import '../designers.css';
import { DesignerStats } from './DesignerStats.tsx';

const joined = (iso: string) => {
  const month = formatChinaMonth(iso);
  return month && `${month}加入`;
};

function Portfolio({ authorId, type, page }: { authorId: number; type: WorkType; page: number }) {
  const works = useQuery(portfolioQuery(authorId, type, page));
  const hrefFor = (p: number) => hrefs.designer(authorId, { query: { type, page: p > 1 ? p : undefined } });
  if (works.isPending) {
    return <WorkGridSkeleton count={8} maxColumns={4} layout={type === 'art' ? 'masonry' : 'grid'} />;
  }
  if (works.isError && !works.data) {
    return (
      <LoadError
        size="compact"
        title="作品加载失败"
        error={works.error}
        onRetry={() => void works.refetch()}
      />
    );
  }
  const data = works.data;
  if (data.data.length === 0) {
    return (
      <Empty
        size="compact"
        title={page > 1 ? '没有这一页' : `还没有${WORK_TYPE_LABEL[type]}作品`}
        description={page > 1 ? '作品可能已被移走。' : '换个分类看看。'}
        action={
          page > 1 ? (
            <Button asChild>
              <Link to={hrefFor(1)}>回到第一页</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <WorkGrid
        works={data.data}
        maxColumns={4}
        aria-label={`${WORK_TYPE_LABEL[type]}作品`}
        aria-busy={works.isPlaceholderData}
        className={works.isPlaceholderData ? 'designers-stale' : undefined}
      />
      <Pagination
        page={page}
        pageCount={data.last_page}
        getHref={hrefFor}
        label={`${WORK_TYPE_LABEL[type]}作品分页`}
        className="designers-pagination"
      />
    </>
  );
}

/** What app/ puts beside a designer (关注, 私信): the designer feature draws neither. */
export type DesignerActions = (designer: DesignerDetail) => ReactNode;

function DesignerHero({ designer: d, actions }: { designer: DesignerDetail; actions: DesignerActions }) {
  return (
    <header className="profile-hero designer-hero">
      <Image src={d.cover} alt="" ratio={5} priority className="profile-hero__cover" />
      <div className="profile-hero__main designer-hero__main">
        <Avatar src={d.avatar} name={d.nickname} size={96} className="designer-hero__avatar" decorative />
        <div className="profile-hero__who designer-hero__who">
          <h1 id="page-title" className="profile-hero__name designer-hero__name">
            {d.nickname}
          </h1>
          <p className="designer-hero__meta">{[d.city, joined(d.created_at)].filter(Boolean).join(' · ')}</p>
          {d.specialties.length > 0 && (
            <ul className="designer-card__specialties" aria-label="擅长">
              {d.specialties.map((t) => (
                <li key={t}>
                  <Badge>{WORK_TYPE_LABEL[t] ?? t}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="designer-hero__side">
          <DesignerStats designer={d} className="profile-stats" />
          <div className="designer-hero__actions">{actions(d)}</div>
        </div>
      </div>
      <p className="designer-hero__bio">{d.bio || '这位设计师还没有写简介。'}</p>
    </header>
  );
}

function HeroSkeleton() {
  return (
    <SkeletonGroup label="正在加载设计师主页…">
      <div className="profile-hero designer-hero">
        <Skeleton shape="rect" ratio={5} className="profile-hero__cover" />
        <div className="profile-hero__main designer-hero__main">
          <Skeleton shape="circle" width={96} className="designer-hero__avatar" />
          <div className="profile-hero__who designer-hero__who">
            <Skeleton width={180} height={28} />
            <Skeleton width={120} />
          </div>
        </div>
        <Skeleton lines={2} className="designer-hero__bio" />
      </div>
      <Grid maxColumns={4} list={false}>
        {Array.from({ length: 4 }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </Grid>
    </SkeletonGroup>
  );
}

/** The page of /designer/{id} (app/pages/designer-id.page.tsx passes the actions). */
export function DesignerPage({ actions }: { actions: DesignerActions }) {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const detail = useQuery(designerDetailQuery(id));
  const d = detail.data;
  usePageTitle(d ? `${d.nickname} · 设计师主页` : '设计师主页', d?.bio || undefined);
  useShareMeta(
    d ? { title: `${d.nickname}的作品主页`, description: d.bio, image: d.cover || d.avatar } : null,
  );

  if (detail.isPending) return <HeroSkeleton />;
  if (!d) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          设计师主页
        </h1>
        <LoadError title="设计师主页加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
      </section>
    );
  }

  const { type, page } = portfolioView(d, search);

  return (
    <article className="designer-page" aria-labelledby="page-title">
      <DesignerHero designer={d} actions={actions} />

      <section className="designer-section" aria-labelledby="portfolio-title">
        <h2 id="portfolio-title" className="designers-section-title">
          作品集
        </h2>
        {type ? (
          <Tabs
            label="作品类型"
            value={type}
            onValueChange={(v) =>
              void navigate(hrefs.designer(d.id, { query: { type: v } }), {
                preventScrollReset: true,
                replace: true,
              })
            }
            items={WORK_TYPES.map((t) => ({
              value: t.type,
              label: t.label,
              count: d.works_by_type[t.type] ?? 0,
              disabled: (d.works_by_type[t.type] ?? 0) === 0,
              content: <Portfolio authorId={d.id} type={t.type} page={t.type === type ? page : 1} />,
            }))}
          />
        ) : (
          <Empty
            title="还没有发布作品"
            description="关注 TA，作品发布后第一时间就能看到。"
            action={
              <Button asChild>
                <Link to="/designer">看看其他设计师</Link>
              </Button>
            }
          />
        )}
      </section>

      {d.recent_works.length > 0 && (
        <section className="designer-section" aria-labelledby="recent-title">
          <h2 id="recent-title" className="designers-section-title">
            最近发布
          </h2>
          <WorkGrid
            works={d.recent_works.slice(0, 6)}
            layout="grid"
            maxColumns={6}
            aria-labelledby="recent-title"
          />
        </section>
      )}
    </article>
  );
}
