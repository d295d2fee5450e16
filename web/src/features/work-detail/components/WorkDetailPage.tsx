/**
 * The layout every work page shares: header (title, type, date, counts), the media (each type brings
 * its own), description, and beside it the author, actions, licence, tools and tags; under it the
 * buyers' 评价 (works for sale), the comments and related works. Loading, error and mature states live here too.
 * What other features own (the author's 关注/私信, 稍后再看, 购买, 评价, comments) comes in `slots`.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { hrefs, type WorkDetail, type WorkType, WORK_TYPE_LABEL } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { featureOn } from '../../../lib/features.ts';
import { formatChinaLongDate, formatCompact } from '../../../lib/format.ts';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { workQuery } from '../../../lib/work-api.ts';
import type { WorkDetailSlots } from '../slots.ts';
import { htmlText, summary } from '../text.ts';
import { WorkIcon } from './icons.tsx';
import { MatureGate } from './MatureGate.tsx';
import { RelatedWorks } from './RelatedWorks.tsx';
import { WorkActions } from './WorkActions.tsx';
import { AuthorCard, FileList, LicenseInfo, PriceTag, TagList, ToolList, isForSale } from './WorkFacts.tsx';
import '../work-detail.css';

/** The route table's page names (document titles contain them). */
const DETAIL_TITLES: Record<WorkType, string> = {
  model: '模型详情',
  art: '原画详情',
  animation: '动画详情',
  blog: '博客详情',
};

export interface WorkDetailPageProps {
  type: WorkType;
  /** The media: viewer, gallery, video, or the blog's article. Mounted only past the mature notice. */
  renderMedia: (work: WorkDetail) => ReactNode;
  /** Extra facts in the header line (a blog's reading time). */
  renderMeta?: (work: WorkDetail) => ReactNode;
  /** Blogs: the article is the description. */
  hideDescription?: boolean;
  /** Facts of the type's own beside the media, after the actions (a model's 模型信息). */
  renderSide?: (work: WorkDetail) => ReactNode;
  /** What other features show on the page (app/pages/work-slots.tsx). */
  slots: WorkDetailSlots;
}

export function WorkDetailPage({
  type,
  renderMedia,
  renderMeta,
  hideDescription,
  renderSide,
  slots,
}: WorkDetailPageProps) {
  const id = Number(useParams().id);
  const query = useQuery(workQuery(id));
  const work = query.data?.type === type ? query.data : undefined;
  const routeTitle = DETAIL_TITLES[type];
  const description = work ? summary(work.description || htmlText(work.content) || work.title) : undefined;
  usePageTitle(work ? `${work.title} · ${routeTitle}` : routeTitle, description);
  // A mature work's cover stays out of link previews.
  useShareMeta(
    work ? { title: work.title, description, image: work.is_mature ? undefined : work.cover } : null,
  );
  useScrollTopOnWorkChange(id);

  if (work) {
    return (
      <WorkView
        key={work.id}
        work={work}
        renderMedia={renderMedia}
        renderMeta={renderMeta}
        hideDescription={hideDescription}
        renderSide={renderSide}
        slots={slots}
      />
    );
  }
  // The loader sends a work of another type to its own page; this covers data that changed since.
  if (query.data) return <Navigate to={hrefs.work(query.data.type, query.data.id)} replace />;
  if (query.isError) {
    return (
      <section className="wd-error" role="alert" aria-labelledby="page-title">
        <h1 id="page-title" className="wd-error__title">
          作品加载失败
        </h1>
        <p className="muted">网络好像不太稳定，请稍后重试。</p>
        <Button variant="primary" onClick={() => void query.refetch()} loading={query.isFetching}>
          重新加载
        </Button>
      </section>
    );
  }
  return <DetailSkeleton title={routeTitle} />;
}

/** Going from one work to a related one keeps this page mounted: start the new work at its top. */
function useScrollTopOnWorkChange(id: number) {
  const last = useRef(id);
  useEffect(() => {
    if (last.current === id) return;
    last.current = id;
    window.scrollTo({ top: 0 });
  }, [id]);
}

function WorkView({
  work,
  renderMedia,
  renderMeta,
  hideDescription,
  renderSide,
  slots,
}: Omit<WorkDetailPageProps, 'type'> & { work: WorkDetail }) {
  return (
    <article className={`wd wd--${work.type}`} aria-labelledby="page-title">
      <nav className="wd-crumbs" aria-label="当前位置">
        <Link to="/">首页</Link>
        <span aria-hidden="true">/</span>
        <Link to={hrefs.works(work.type)}>{WORK_TYPE_LABEL[work.type]}</Link>
      </nav>
      <div className="wd__layout">
        <div className="wd__main">
          <header className="wd__header">
            <h1 id="page-title" className="wd__title">
              {work.title}
            </h1>
            <ul className="wd__meta" aria-label="作品数据">
              <li>
                <time dateTime={work.created_at}>发布于 {formatChinaLongDate(work.created_at)}</time>
              </li>
              {renderMeta?.(work)}
              <li className="tabular">
                <WorkIcon name="eye" size={15} />
                {formatCompact(work.views)} 次浏览
              </li>
              <li className="tabular">
                <WorkIcon name="heart" size={15} />
                {formatCompact(work.likes)} 人点赞
              </li>
              <li className="tabular">
                <WorkIcon name="star" size={15} />
                {formatCompact(work.favorites)} 人收藏
              </li>
              {featureOn('comments') && slots.commentCount(work)}
            </ul>
          </header>
          <MatureGate work={work}>{renderMedia(work)}</MatureGate>
          {!hideDescription && work.description && (
            <section className="wd-description" aria-labelledby="wd-description-h">
              <h2 id="wd-description-h" className="wd-section-title">
                作品介绍
              </h2>
              <p className="wd-description__text">{work.description}</p>
            </section>
          )}
        </div>
        <aside className="wd__side" aria-label="作者与作品信息">
          <AuthorCard author={work.author} actions={slots.authorActions(work.author)} />
          {isForSale(work.price) && <PriceTag price={work.price} />}
          <WorkActions work={work} renderWatchLater={slots.watchLater} />
          {renderSide?.(work)}
          <LicenseInfo license={work.license} />
          <ToolList tools={work.tools} />
          <TagList tags={work.tags} />
          <FileList work={work} renderBuy={slots.buy} />
        </aside>
        {isForSale(work.price) && featureOn('reviews') && slots.reviews(work, 'wd__below')}
        {featureOn('comments') && slots.comments(work)}
      </div>
      <RelatedWorks id={work.id} type={work.type} />
    </article>
  );
}

function DetailSkeleton({ title }: { title: string }) {
  return (
    <div className="wd">
      <h1 id="page-title" className="visually-hidden">
        {title}
      </h1>
      <SkeletonGroup label="正在加载作品…" className="wd__layout">
        <div className="wd__main">
          <Skeleton width="60%" height={32} />
          <Skeleton width="40%" />
          <Skeleton shape="rect" ratio={4 / 3} className="wd-skeleton__media" />
          <Skeleton lines={3} />
        </div>
        <div className="wd__side">
          <div className="wd-author">
            <Skeleton shape="circle" width={48} />
            <Skeleton width={120} />
          </div>
          <Skeleton shape="rect" height={96} />
          <Skeleton lines={4} />
        </div>
      </SkeletonGroup>
    </div>
  );
}
