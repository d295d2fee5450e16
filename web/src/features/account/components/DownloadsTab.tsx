/** 下载: files the member downloaded from works, newest first, each ready to fetch again. */
import { formatBytes, formatChinaDateTime } from '../../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { hrefs, type DownloadRecord } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Image } from '../../../components/Image.tsx';
import { userHref } from '../../../lib/url.ts';
import { downloadQuery } from '../api.ts';
import { pageOf } from '../../../lib/account-tabs.ts';
import { AccountPagination, PanelHeading, RowsSkeleton, Total } from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';

function DownloadRow({ record: d }: { record: DownloadRecord }) {
  const file = d.file.url === null ? null : userHref(d.file.url);
  return (
    <li className="acct-row">
      <div className="acct-row__thumb">
        <Image src={d.work.cover || null} alt="" ratio={4 / 3} />
      </div>
      <div className="acct-row__main">
        <h3 className="acct-row__title">
          {/* A deleted work comes back without a cover: nothing to link to. */}
          {d.work.cover ? <Link to={hrefs.work(d.work.type, d.work.id)}>{d.work.title}</Link> : d.work.title}
        </h3>
        <p className="acct-row__meta">
          <span className="acct-row__file">{d.file.name}</span>
          <span className="tabular">{formatBytes(d.file.size)}</span>
          <time dateTime={d.downloaded_at}>{formatChinaDateTime(d.downloaded_at)}</time>
        </p>
      </div>
      <div className="acct-row__actions">
        {file ? (
          <Button asChild size="sm">
            <a href={file} download={d.file.name} aria-label={`再次下载 ${d.file.name}`}>
              再次下载
            </a>
          </Button>
        ) : (
          <span className="acct-row__note">文件已下架</span>
        )}
      </div>
    </li>
  );
}

export function DownloadsTab() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const query = useQuery(downloadQuery(page));
  return (
    <div className="acct-panel">
      <PanelHeading>下载</PanelHeading>
      <QueryView
        query={query}
        what="下载记录"
        skeleton={<RowsSkeleton label="正在加载下载记录…" />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'inbox',
          title: page > 1 ? '这一页没有记录' : '还没有下载记录',
          description: '在作品页下载的模型和附件会记在这里，方便再次下载。',
        }}
      >
        {(data) => (
          <>
            <Total>共 {data.total} 条下载记录</Total>
            <ul className="acct-rows" aria-busy={query.isFetching || undefined}>
              {data.data.map((d) => (
                <DownloadRow key={d.id} record={d} />
              ))}
            </ul>
            <AccountPagination page={page} pageCount={data.last_page} label="下载记录分页" />
          </>
        )}
      </QueryView>
    </div>
  );
}
