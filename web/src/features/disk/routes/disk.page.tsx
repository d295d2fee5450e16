/**
 * /disk: the member's cloud drive. The folder tree (a panel on phones), the current folder (in the
 * address: /disk?folder=ID) as a list or a grid with multi-select, the usage, uploads by button or
 * drag-and-drop, and the private zone behind the login password. A visitor's call answers 401, which
 * opens the login dialog (product.md §8) over the login prompt; after login it loads.
 */
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { folderDataQuery, folderListQuery } from '../api.ts';
import { DiskBrowser } from '../components/DiskBrowser.tsx';
import { DiskIcon } from '../components/DiskIcon.tsx';
import { folderFromSearch } from '../location.ts';
import '../disk.css';
import { isSessionGone } from '../../../lib/errors.ts';

export function Component() {
  usePageTitle('云盘');
  const [search] = useSearchParams();
  const folderId = folderFromSearch(search);
  const usage = useQuery(folderDataQuery());
  const root = useQuery(folderListQuery(0));

  if (isSessionGone(usage.error) || isSessionGone(root.error)) {
    return (
      <section className="disk disk--guest" aria-labelledby="page-title">
        <h1 id="page-title" className="disk__title">
          云盘
        </h1>
        <LoginPrompt
          icon={<DiskIcon name="cloud" size={36} />}
          title="登录后使用云盘"
          description="登录后即可使用云盘，存放你的模型、贴图和工程文件。"
        />
      </section>
    );
  }
  return <DiskBrowser folderId={folderId} />;
}
