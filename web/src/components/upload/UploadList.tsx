/**
 * An upload list (product.md §3, §4): one row per file with its name, MB sent of total (2 decimals), percent
 * and a progress bar, and the actions its state allows: 暂停 / 继续 / 重试 / 取消 (移除 once done).
 */
import { clsx } from 'clsx';
import { Button } from '../Button.tsx';
import { uploadEngine, type UploadRecord } from '../../lib/upload/index.ts';
import './upload.css';

export interface UploadListProps {
  records: readonly UploadRecord[];
  title?: string;
  /** Shown when there is nothing; nothing is rendered when absent. */
  emptyText?: string;
  className?: string;
}

const STATUS_TEXT: Record<UploadRecord['status'], string> = {
  queued: '等待中',
  hashing: '校验中',
  uploading: '上传中',
  paused: '已暂停',
  done: '已完成',
  failed: '上传失败',
};

function statusLine(r: UploadRecord): string {
  if (r.status === 'hashing') return `正在校验文件 ${r.hashProgress}%`;
  if (r.status === 'done') return `${r.totalSize} MB · 已完成`;
  return `${r.uploadedSize} MB / ${r.totalSize} MB · ${r.progress}%`;
}

export function UploadRow({ record: r }: { record: UploadRecord }) {
  const percent = r.status === 'hashing' ? r.hashProgress : r.progress;
  return (
    <li className={clsx('upl-row', `upl-row--${r.status}`)} data-testid="upload-row" data-status={r.status}>
      <div className="upl-row__head">
        <span className="upl-row__name" title={r.fileName}>
          {r.fileName}
        </span>
        <span className="upl-row__status">{STATUS_TEXT[r.status]}</span>
      </div>
      <div
        className="upl-row__bar"
        role="progressbar"
        aria-label={`${r.fileName} ${r.status === 'hashing' ? '校验进度' : '上传进度'}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="upl-row__foot">
        <span className="upl-row__figures">{statusLine(r)}</span>
        {r.error && r.status !== 'done' && (
          <span className="upl-row__error" role="alert">
            {r.error}
          </span>
        )}
        <span className="upl-row__actions">
          {r.status === 'uploading' && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => uploadEngine.pause(r.key)}
              aria-label={`暂停 ${r.fileName}`}
            >
              暂停
            </Button>
          )}
          {r.status === 'paused' && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => uploadEngine.resume(r.key)}
              aria-label={`继续 ${r.fileName}`}
            >
              继续
            </Button>
          )}
          {r.status === 'failed' && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => uploadEngine.resume(r.key)}
              aria-label={`重试 ${r.fileName}`}
            >
              重试
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => uploadEngine.cancel(r.key)}
            aria-label={`${r.status === 'done' ? '移除' : '取消'} ${r.fileName}`}
          >
            {r.status === 'done' ? '移除' : '取消'}
          </Button>
        </span>
      </div>
    </li>
  );
}

export function UploadList({ records, title, emptyText, className }: UploadListProps) {
  if (records.length === 0 && !emptyText) return null;
  return (
    <section className={clsx('upl-list', className)} aria-label={title ?? '上传列表'}>
      {title && <h2 className="upl-list__title">{title}</h2>}
      {records.length === 0 ? (
        <p className="muted upl-list__empty">{emptyText}</p>
      ) : (
        <ul className="upl-list__rows">
          {records.map((r) => (
            <UploadRow key={r.key} record={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
