/**
 * /designer: the designer directory. Specialty, keyword, sort and page live in the URL, so a filtered
 * list is shareable and back/forward walk through filters; every page of the list is a real link.
 */
import { DESIGNERS_PAGE } from '@zaowu/shared/list-pages';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WORK_TYPES, designerListHref, parseDesignerParams, type DesignerListParams } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Grid } from '../../../components/Grid.tsx';
import { KeywordSearch } from '../../../components/KeywordSearch.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SkeletonGroup } from '../../../components/Skeleton.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { designerListQuery } from '../api.ts';
import { DesignerCard, DesignerCardSkeleton, type FollowSlot } from './DesignerCard.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import '../designers.css';

const SPECIALTY_TABS = [
  { value: 'all', label: '全部' },
  ...WORK_TYPES.map((t) => ({ value: t.type, label: t.label })),
];
const SORT_TABS = [
  { value: 'hot', label: '最热' },
  { value: 'latest', label: '最新' },
];

/** The page of /designer (app/pages/designer.page.tsx passes each card's 关注). */
export function DesignerDirectory({ follow }: { follow: FollowSlot }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = parseDesignerParams(search);
  const list = useQuery(designerListQuery(params));
  usePageTitle(DESIGNERS_PAGE.title, DESIGNERS_PAGE.description);

  const go = (next: Partial<DesignerListParams>) =>
    void navigate(designerListHref({ ...params, page: 1, ...next }), { preventScrollReset: true });

  const filtered = Boolean(params.specialty || params.keyword);
  const data = list.data;
  const pageCount = data?.last_page ?? 1;

  return (
    <section className="designers-page" aria-labelledby="page-title">
      <header className="designers-intro">
        <h1 id="page-title">{DESIGNERS_PAGE.title}</h1>
        <p className="designers-intro__lead">{DESIGNERS_PAGE.intro}</p>
      </header>

      <div className="designers-filters">
        {/* Remounts when the URL's keyword changes (back/forward), so the box shows what is applied. */}
        <KeywordSearch
          label="搜索设计师"
          placeholder="搜索设计师昵称、城市或简介"
          key={params.keyword ?? ''}
          keyword={params.keyword ?? ''}
          onSearch={(k) => go({ keyword: k || undefined })}
        />
        <div className="designers-filters__tabs">
          <Tabs
            variant="pill"
            label="擅长领域"
            items={SPECIALTY_TABS}
            value={params.specialty ?? 'all'}
            onValueChange={(v) =>
              go({ specialty: v === 'all' ? undefined : (v as DesignerListParams['specialty']) })
            }
          />
          <Tabs
            variant="pill"
            label="排序"
            items={SORT_TABS}
            value={params.sort}
            onValueChange={(v) => go({ sort: v as DesignerListParams['sort'] })}
          />
        </div>
      </div>

      <p className="designers-status" role="status">
        {data && !list.isPlaceholderData
          ? `${params.keyword ? `「${params.keyword}」的搜索结果：` : ''}共 ${data.total} 位设计师`
          : ''}
      </p>

      {list.isPending ? (
        <SkeletonGroup label="正在加载设计师…">
          <Grid minItemWidth={260} maxColumns={4} phoneColumns={1} list={false}>
            {Array.from({ length: 8 }, (_, i) => (
              <DesignerCardSkeleton key={i} />
            ))}
          </Grid>
        </SkeletonGroup>
      ) : list.isError && !data ? (
        <LoadError title="设计师列表加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : data && data.data.length === 0 && params.page > 1 ? (
        <Empty
          title="没有这一页"
          description={`这个列表只有 ${pageCount} 页。`}
          action={
            <Button asChild variant="primary">
              <Link to={designerListHref({ ...params, page: 1 })}>回到第一页</Link>
            </Button>
          }
        />
      ) : data && data.data.length === 0 ? (
        <Empty
          title={filtered ? '没有找到符合条件的设计师' : '还没有设计师'}
          description={
            filtered ? '换个关键词或领域试试，或者看看全部设计师。' : '发布你的第一件作品，就会出现在这里。'
          }
          action={
            filtered ? (
              <Button asChild variant="primary">
                <Link to="/designer">查看全部设计师</Link>
              </Button>
            ) : (
              <Button asChild variant="primary">
                <Link to="/publish">发布作品</Link>
              </Button>
            )
          }
        />
      ) : data ? (
        <>
          <Grid
            minItemWidth={260}
            maxColumns={4}
            phoneColumns={1}
            aria-label="设计师列表"
            aria-busy={list.isPlaceholderData}
            className={list.isPlaceholderData ? 'designers-stale' : undefined}
          >
            {data.data.map((d, i) => (
              <DesignerCard key={d.id} designer={d} priority={i < 4} follow={follow} />
            ))}
          </Grid>
          <Pagination
            page={params.page}
            pageCount={pageCount}
            getHref={(p) => designerListHref({ ...params, page: p })}
            label="设计师列表分页"
            className="designers-pagination"
          />
        </>
      ) : null}
    </section>
  );
}
