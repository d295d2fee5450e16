/** /shop: the shop directory (keyword and page in the URL; every page is a real link). */
import { parseShopParams, shopListHref } from '@zaowu/shared';
import { SHOPS_PAGE } from '@zaowu/shared/list-pages';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Grid } from '../../../components/Grid.tsx';
import { KeywordSearch } from '../../../components/KeywordSearch.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SkeletonGroup } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { newGoodsQuery, shopListQuery } from '../api.ts';
import { GoodsCard, GoodsCardSkeleton } from '../components/GoodsCard.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ShopCard, ShopCardSkeleton } from '../components/ShopCard.tsx';
import '../shops.css';

/** 新上架好物: the newest goods of every shop, on the first page of the directory. */
function NewGoods() {
  const list = useQuery(newGoodsQuery());
  if (list.isError || (list.data && list.data.data.length === 0)) return null;
  return (
    <section className="shops-new" aria-labelledby="new-goods-title">
      <h2 id="new-goods-title" className="shops-new__title">
        新上架好物
      </h2>
      {list.data ? (
        <Grid minItemWidth={180} maxColumns={5} aria-labelledby="new-goods-title">
          {list.data.data.map((g) => (
            <GoodsCard key={g.id} goods={g} />
          ))}
        </Grid>
      ) : (
        <SkeletonGroup label="正在加载商品…">
          <Grid minItemWidth={180} maxColumns={5} list={false}>
            {Array.from({ length: 5 }, (_, i) => (
              <GoodsCardSkeleton key={i} />
            ))}
          </Grid>
        </SkeletonGroup>
      )}
    </section>
  );
}

export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = parseShopParams(search);
  const list = useQuery(shopListQuery(params));
  usePageTitle(SHOPS_PAGE.title, SHOPS_PAGE.description);
  const data = list.data;

  return (
    <section className="shops-page" aria-labelledby="page-title">
      <header className="shops-intro">
        <h1 id="page-title">{SHOPS_PAGE.title}</h1>
        <p className="shops-intro__lead">{SHOPS_PAGE.intro}</p>
      </header>
      <KeywordSearch
        label="搜索店铺"
        placeholder="搜索店铺名称或介绍"
        key={params.keyword ?? ''}
        keyword={params.keyword ?? ''}
        onSearch={(k) => void navigate(shopListHref({ keyword: k || undefined }))}
      />
      <p className="shops-status" role="status">
        {data && !list.isPlaceholderData
          ? `${params.keyword ? `「${params.keyword}」的搜索结果：` : ''}共 ${data.total} 家店铺`
          : ''}
      </p>

      {list.isPending ? (
        <SkeletonGroup label="正在加载店铺…">
          <Grid minItemWidth={260} maxColumns={4} phoneColumns={1} list={false}>
            {Array.from({ length: 8 }, (_, i) => (
              <ShopCardSkeleton key={i} />
            ))}
          </Grid>
        </SkeletonGroup>
      ) : list.isError && !data ? (
        <LoadError title="店铺列表加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : data && data.data.length === 0 ? (
        <Empty
          title={params.keyword ? '没有找到相关店铺' : params.page > 1 ? '没有这一页' : '还没有店铺'}
          description={params.keyword ? '换个关键词试试，或者逛逛全部店铺。' : '稍后再来看看吧。'}
          action={
            params.keyword || params.page > 1 ? (
              <Button asChild variant="primary">
                <Link to="/shop">查看全部店铺</Link>
              </Button>
            ) : undefined
          }
        />
      ) : data ? (
        <>
          <Grid
            minItemWidth={260}
            maxColumns={4}
            phoneColumns={1}
            aria-label="店铺列表"
            aria-busy={list.isPlaceholderData}
            className={list.isPlaceholderData ? 'shops-stale' : undefined}
          >
            {data.data.map((s, i) => (
              <ShopCard key={s.id} shop={s} priority={i < 4} />
            ))}
          </Grid>
          <Pagination
            page={params.page}
            pageCount={data.last_page}
            getHref={(p) => shopListHref({ ...params, page: p })}
            label="店铺列表分页"
            className="shops-pagination"
          />
        </>
      ) : null}
      {!params.keyword && params.page === 1 && <NewGoods />}
    </section>
  );
}
