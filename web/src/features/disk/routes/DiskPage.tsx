/**
 * /disk: the member's cloud drive. The folder tree (a panel on phones), the current folder (in the
 * address: /disk?folder=ID) as a list or a grid with multi-select, the usage, uploads by button or
 * drag-and-drop, and the private zone behind the login password. A visitor's call answers 401, which
 * opens the login dialog (SPEC §8); after login it loads.
 */
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import type { RouteLoaderArgs } from '../../../lib/route-module.ts';
import { loginDialogOpenAtom } from '../../auth/index.ts';
import { folderDataQuery, folderListQuery } from '../api.ts';
import { DiskBrowser } from '../components/DiskBrowser.tsx';
import { DiskIcon } from '../components/DiskIcon.tsx';
import { folderFromSearch } from '../location.ts';
import { tokenStore } from '../../../lib/storage.ts';
import '../disk.css';

/** Warms the cache without holding the page (a visitor's 401 is handled on the page). */
export function loader({ queryClient, request }: RouteLoaderArgs) {
  if (!tokenStore.get()) return null;
  const folderId = folderFromSearch(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(folderDataQuery());
  void queryClient.prefetchQuery(folderListQuery(0));
  if (folderId !== 0) void queryClient.prefetchQuery(folderListQuery(folderId));
  return null;
}

const unauthorized = (error: unknown) => error instanceof ApiError && error.isUnauthorized;

export function Component() {
  usePageTitle('云盘');
  const [search] = useSearchParams();
  const folderId = folderFromSearch(search);
  const openLogin = useSetAtom(loginDialogOpenAtom);
  // Without a token there is nothing to ask for: the guest prompt at once, no 401 round trip.
  const hasToken = tokenStore.get() !== null;
  const usage = useQuery({ ...folderDataQuery(), enabled: hasToken });
  const root = useQuery({ ...folderListQuery(0), enabled: hasToken });

  if (!hasToken || unauthorized(usage.error) || unauthorized(root.error)) {
    return (
      <section className="disk disk--guest" aria-labelledby="page-title">
        <h1 id="page-title" className="disk__title">
          云盘
        </h1>
        <Empty
          icon={<DiskIcon name="cloud" size={36} />}
          title="登录后使用云盘"
          description="登录后即可使用云盘，存放你的模型、贴图和工程文件。"
          action={
            <Button variant="primary" onClick={() => openLogin(true)}>
              登录
            </Button>
          }
        />
      </section>
    );
  }
  return <DiskBrowser folderId={folderId} />;
}
