/** How much of the drive is used: a meter, used / total, and the folder and file counts. */
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { folderDataQuery } from '../api.ts';
import { formatBytes } from '../../../lib/format.ts';

export function UsageBar({ className }: { className?: string }) {
  const usage = useQuery(folderDataQuery());
  if (usage.isPending) {
    return (
      <SkeletonGroup label="正在加载空间用量…" className={clsx('disk-usage', className)}>
        <Skeleton height={8} />
        <Skeleton width="70%" />
      </SkeletonGroup>
    );
  }
  if (usage.isError) {
    return (
      <div className={clsx('disk-usage', className)}>
        <p className="disk-usage__text muted">
          空间用量加载失败
          <button type="button" className="disk-link" onClick={() => void usage.refetch()}>
            重试
          </button>
        </p>
      </div>
    );
  }
  const { used, total, folder_count, file_count } = usage.data;
  const ratio = total > 0 ? Math.min(1, used / total) : 0;
  const percent = Math.round(ratio * 1000) / 10;
  return (
    <div className={clsx('disk-usage', ratio >= 0.9 && 'is-full', className)}>
      <div className="disk-usage__head">
        <span className="disk-usage__title">空间用量</span>
        <span className="disk-usage__figures tabular">
          {formatBytes(used)} / {formatBytes(total)}
        </span>
      </div>
      <div
        className="disk-usage__meter"
        role="meter"
        aria-label="已用空间"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={used}
        aria-valuetext={`已用 ${formatBytes(used)}，共 ${formatBytes(total)}（${percent}%）`}
      >
        <span style={{ width: `${Math.max(ratio * 100, used > 0 ? 1 : 0)}%` }} />
      </div>
      <p className="disk-usage__text tabular">
        {folder_count} 个文件夹 · {file_count} 个文件
      </p>
    </div>
  );
}
