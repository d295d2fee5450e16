import { Link } from 'react-router';
import type { Paginated, WorkSummary } from '@zaowu/shared';
import { EAGER_COVERS } from '@zaowu/shared/list-pages';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { WorkGrid, WorkGridSkeleton, type WorkLayout } from '../../../components/works/WorkGrid.tsx';

interface WorksResultsProps {
  data: Paginated<WorkSummary> | undefined;
  failed: boolean;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
  layout: WorkLayout;
  /** How many filters are chosen: an empty list then offers to clear them. */
  chosenCount: number;
  firstPageHref: string;
  clearHref: string;
  /** The list's title (ListPageCopy.title), for the grid's label. */
  listTitle: string;
  /** A new view of this list is on its way: the one on screen is dimmed. */
  updating: boolean;
}

/** The works list's results: the grid, or its loading, error and empty states (WorksBrowser). */
export function WorksResults({
  data,
  failed,
  error,
  retrying,
  onRetry,
  layout,
  chosenCount,
  firstPageHref,
  clearHref,
  listTitle,
  updating,
}: WorksResultsProps) {
  if (!data && failed) {
    return <LoadError title="作品加载失败" error={error} retrying={retrying} onRetry={onRetry} />;
  }
  if (!data) return <WorkGridSkeleton layout={layout} />;
  if (data.data.length === 0 && data.total > 0) {
    return (
      <Empty
        title="这一页没有作品了"
        description={`这个列表一共 ${data.last_page} 页。`}
        action={
          <Button variant="primary" asChild>
            <Link to={firstPageHref} preventScrollReset>
              回到第 1 页
            </Link>
          </Button>
        }
      />
    );
  }
  if (data.data.length === 0) {
    return chosenCount > 0 ? (
      <Empty
        icon="search"
        title="没有找到符合条件的作品"
        description="换个关键词，或去掉几个筛选条件再试试。"
        action={
          <Button variant="primary" asChild>
            <Link to={clearHref} preventScrollReset>
              清除筛选
            </Link>
          </Button>
        }
      />
    ) : (
      <Empty
        title="这里还没有作品"
        description="来发布第一件作品吧。"
        action={
          <Button variant="primary" asChild>
            <Link to="/publish">发布作品</Link>
          </Button>
        }
      />
    );
  }
  return (
    <WorkGrid
      works={data.data}
      layout={layout}
      priorityCount={EAGER_COVERS}
      // The page's h1 is the list's heading: the cards' titles come next (h2), no level skipped.
      titleAs="h2"
      aria-label={`${listTitle}作品`}
      aria-busy={updating || undefined}
      className={updating ? 'works-results--updating' : undefined}
    />
  );
}
