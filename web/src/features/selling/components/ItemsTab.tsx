/**
 * 物品: what the member bought (works and goods), by kind with counts. Goods with a file link to it (a
 * signed address); a bought work is downloaded through its page's call (counted, signed at the click),
 * here when it has one file, on its page when it has several.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { hrefs, type Item } from '@zaowu/shared';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Image } from '../../../components/Image.tsx';
import { userHref } from '../../../lib/url.ts';
import { formatChinaDateTime, formatMoney } from '../../../lib/format.ts';
import { useDownloadWorkFile } from '../../../lib/work-api.ts';
import { itemListQuery, itemTabQuery } from '../api.ts';
import { choiceOf, pageOf } from '../../../lib/account-tabs.ts';
import {
  AccountPagination,
  FilterTabs,
  PanelHeading,
  RowsSkeleton,
  Total,
} from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import '../selling.css';

/** A bought work's way to its files: 下载 (one file), its page (several), or why there is none. */
function WorkDownload({ item, work }: { item: Item; work: NonNullable<Item['work']> }) {
  const download = useDownloadWorkFile(work.id);
  if (work.files === 0) return <span className="acct-row__note">暂无可下载的文件</span>;
  if (work.files > 1)
    return (
      <Button asChild size="sm">
        <Link
          to={hrefs.work(work.type, work.id)}
          aria-label={`去作品页下载「${item.title}」的 ${work.files} 个文件`}
        >
          去作品页下载
        </Link>
      </Button>
    );
  return (
    <Button
      size="sm"
      loading={download.isPending}
      aria-label={`下载「${item.title}」`}
      onClick={() => download.mutate(0)}
    >
      下载
    </Button>
  );
}

function ItemRow({ item }: { item: Item }) {
  const download = item.download_url ? userHref(item.download_url) : null;
  return (
    <li className="acct-row">
      <div className="acct-row__thumb">
        <Image src={item.cover} alt="" ratio={4 / 3} />
      </div>
      <div className="acct-row__main">
        <h3 className="acct-row__title">
          {item.work ? <Link to={hrefs.work(item.work.type, item.work.id)}>{item.title}</Link> : item.title}
        </h3>
        <p className="acct-row__meta">
          <Badge>{item.kind === 'work' ? '作品' : '商品'}</Badge>
          <span className="acct-money">{formatMoney(item.price)}</span>
          <span>
            购于 <time dateTime={item.bought_at}>{formatChinaDateTime(item.bought_at)}</time>
          </span>
        </p>
      </div>
      <div className="acct-row__actions">
        {item.work ? (
          <WorkDownload item={item} work={item.work} />
        ) : item.kind === 'work' ? (
          <span className="acct-row__note">作品已删除，文件不再提供</span>
        ) : download ? (
          <Button asChild size="sm">
            <a href={download} download aria-label={`下载「${item.title}」`}>
              下载
            </a>
          </Button>
        ) : (
          <span className="acct-row__note">
            {item.kind === 'goods' ? '实物商品，无需下载' : '暂无可下载的文件'}
          </span>
        )}
      </div>
    </li>
  );
}

export function ItemsTab() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const kind = choiceOf(search, 'kind', ['work', 'goods'] as const);
  const list = useQuery(itemListQuery(page, kind));
  const counts = useQuery(itemTabQuery()).data;
  return (
    <div className="acct-panel">
      <PanelHeading>物品</PanelHeading>
      <div className="acct-toolbar">
        <FilterTabs
          label="物品类型"
          param="kind"
          options={[
            { value: '', label: '全部', count: counts?.all },
            { value: 'work', label: '作品', count: counts?.work },
            { value: 'goods', label: '商品', count: counts?.goods },
          ]}
        />
      </div>
      <QueryView
        query={list}
        what="已购物品"
        skeleton={<RowsSkeleton label="正在加载已购物品…" />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'inbox',
          title: page > 1 ? '这一页没有物品' : '还没有购买过物品',
          description: '在作品页和店铺里买下的作品和商品会出现在这里，可随时再次下载。',
        }}
      >
        {(data) => (
          <>
            <Total>共 {data.total} 件物品</Total>
            <ul className="acct-rows" aria-busy={list.isFetching || undefined}>
              {data.data.map((i) => (
                <ItemRow key={i.id} item={i} />
              ))}
            </ul>
            <AccountPagination page={page} pageCount={data.last_page} label="物品分页" />
          </>
        )}
      </QueryView>
    </div>
  );
}
