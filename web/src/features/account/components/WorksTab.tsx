/** 我的作品: the member's works by type, each with 查看, 编辑 (/editWork/{id}) and 删除 (confirmed). */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WORK_TYPES, hrefs, type WorkSummary, WORK_TYPE_BADGE } from '@zaowu/shared';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { formatChinaDate, formatCompact, formatMoney } from '../../../lib/format.ts';
import { Image } from '../../../components/Image.tsx';
import { myWorksQuery, useDeleteWork } from '../api.ts';
import { pageOf, workTypeOf } from '../../../lib/account-tabs.ts';
import {
  AccountPagination,
  FilterTabs,
  PanelHeading,
  RowsSkeleton,
  Total,
} from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { userMessage } from '../../../lib/errors.ts';

function DeleteDialog({ work, onClose }: { work: WorkSummary | null; onClose: () => void }) {
  const del = useDeleteWork();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (del.isPending) return;
    setError(null);
    del.reset();
    onClose();
  };
  return (
    <Dialog
      open={work !== null}
      onOpenChange={(open) => !open && close()}
      title="删除作品"
      description={
        work ? `确定删除「${work.title}」吗？删除后作品会从所有列表和收藏中移除，无法恢复。` : undefined
      }
      size="sm"
      footer={
        <>
          <Button onClick={close} disabled={del.isPending}>
            取消
          </Button>
          <Button
            variant="danger"
            loading={del.isPending}
            onClick={() =>
              work &&
              del.mutate(
                { id: work.id, title: work.title },
                {
                  onSuccess: () => {
                    setError(null);
                    onClose();
                  },
                  onError: (e) => setError(userMessage(e, '删除失败，请检查网络后重试')),
                },
              )
            }
          >
            确定删除
          </Button>
        </>
      }
    >
      {error && (
        <p className="acct-form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

function WorkRow({ work, onDelete }: { work: WorkSummary; onDelete: () => void }) {
  const href = hrefs.work(work.type, work.id);
  return (
    <li className="acct-row">
      <div className="acct-row__thumb">
        <Image src={work.cover} alt="" ratio={4 / 3} />
      </div>
      <div className="acct-row__main">
        <h3 className="acct-row__title">
          <Link to={href}>{work.title}</Link>
        </h3>
        <p className="acct-row__meta">
          <Badge>{WORK_TYPE_BADGE[work.type]}</Badge>
          <span>{formatChinaDate(work.created_at)} 发布</span>
          <span>
            {formatCompact(work.views)} 浏览 · {formatCompact(work.likes)} 赞 ·{' '}
            {formatCompact(work.favorites)} 收藏
          </span>
          {work.price !== null && <span className="acct-money">{formatMoney(work.price)}</span>}
        </p>
      </div>
      <div className="acct-row__actions">
        <Button asChild size="sm">
          <Link to={hrefs.editWork(work.id)} aria-label={`编辑「${work.title}」`}>
            编辑
          </Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`删除「${work.title}」`}>
          删除
        </Button>
      </div>
    </li>
  );
}

export function WorksTab() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const type = workTypeOf(search);
  const query = useQuery(myWorksQuery(page, type));
  const [deleting, setDeleting] = useState<WorkSummary | null>(null);
  const typeLabel = type ? WORK_TYPES.find((t) => t.type === type)!.label : '';

  return (
    <div className="acct-panel">
      <PanelHeading>我的作品</PanelHeading>
      <div className="acct-toolbar">
        <FilterTabs
          label="作品类型"
          param="type"
          options={[
            { value: '', label: '全部' },
            ...WORK_TYPES.map((t) => ({ value: t.type, label: t.label })),
          ]}
        />
        <Button asChild variant="primary" size="sm">
          <Link to="/publish">发布作品</Link>
        </Button>
      </div>
      <QueryView
        query={query}
        what="我的作品"
        skeleton={<RowsSkeleton label="正在加载我的作品…" />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'image',
          title: page > 1 ? '这一页没有作品' : type ? `还没有${typeLabel}作品` : '还没有发布作品',
          description: page > 1 ? '作品列表没有这么多页。' : '发布第一件作品，让更多人看到你的创作。',
          action: (
            <Button asChild variant="primary">
              <Link to="/publish">发布作品</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <>
            <Total>共 {data.total} 件作品</Total>
            <ul className="acct-rows" aria-busy={query.isFetching || undefined}>
              {data.data.map((w) => (
                <WorkRow key={w.id} work={w} onDelete={() => setDeleting(w)} />
              ))}
            </ul>
            <AccountPagination page={page} pageCount={data.last_page} label="我的作品分页" />
          </>
        )}
      </QueryView>
      <DeleteDialog work={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
