/**
 * /disk: usage and the top folder (the creation issue adds uploads, moves and the private zone). A
 * visitor's call answers 401, which opens the login dialog (SPEC §8); after login it loads.
 */
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Button } from '../../../components/Button.tsx';
import { loginDialogOpenAtom } from '../../auth/index.ts';
import type { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { folderDataQuery, folderListQuery } from '../api.ts';
import '../disk.css';

const formatBytes = (n: number) =>
  n >= 1024 ** 3
    ? `${(n / 1024 ** 3).toFixed(2)} GB`
    : n >= 1024 ** 2
      ? `${(n / 1024 ** 2).toFixed(2)} MB`
      : `${(n / 1024).toFixed(1)} KB`;

export function Component() {
  usePageTitle('云盘');
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const usage = useQuery(folderDataQuery());
  const root = useQuery(folderListQuery(0));

  if (usage.isError && (usage.error as ApiError).status === 401) {
    return (
      <section className="disk disk__state" aria-labelledby="page-title">
        <h1 id="page-title">云盘</h1>
        <p className="muted">登录后即可使用云盘，存放你的模型、贴图和工程文件。</p>
        <Button variant="primary" onClick={() => openLogin(true)}>
          登录
        </Button>
      </section>
    );
  }
  return (
    <section className="disk" aria-labelledby="page-title" aria-busy={usage.isPending || root.isPending}>
      <h1 id="page-title">云盘</h1>
      {usage.data && (
        <div className="disk__usage">
          <div
            className="disk__meter"
            role="meter"
            aria-label="已用空间"
            aria-valuemin={0}
            aria-valuemax={usage.data.total}
            aria-valuenow={usage.data.used}
          >
            <span style={{ width: `${Math.min(100, (usage.data.used / usage.data.total) * 100)}%` }} />
          </div>
          <p className="muted tabular">
            已用 {formatBytes(usage.data.used)} / {formatBytes(usage.data.total)} · {usage.data.folder_count}{' '}
            个文件夹 · {usage.data.file_count} 个文件
          </p>
        </div>
      )}
      {root.isError && (
        <p className="muted">
          文件列表加载失败。
          <Button size="sm" onClick={() => void root.refetch()}>
            重试
          </Button>
        </p>
      )}
      {root.data && (
        <ul className="disk__list">
          {root.data.folders.map((f) => (
            <li key={`d${f.id}`}>
              <span aria-hidden="true">📁</span> {f.name}
            </li>
          ))}
          {root.data.files.map((f) => (
            <li key={`f${f.id}`}>
              <span aria-hidden="true">📄</span> {f.name}{' '}
              <span className="muted tabular">{formatBytes(f.size)}</span>
            </li>
          ))}
          {root.data.folders.length + root.data.files.length === 0 && (
            <li className="muted">这里还是空的，上传第一个文件吧。</li>
          )}
        </ul>
      )}
    </section>
  );
}
