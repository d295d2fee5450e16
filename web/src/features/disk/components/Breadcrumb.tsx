/** Where the current folder sits: 全部文件 › … › current (links up the tree). */
import type { Folder } from '@zaowu/shared';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { folderHref } from '../location.ts';

export function Breadcrumb({ path }: { path: readonly Pick<Folder, 'id' | 'name'>[] }) {
  const crumbs = [{ id: 0, name: '全部文件' }, ...path];
  return (
    <nav className="disk-crumbs" aria-label="当前位置">
      <ol>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.id}>
              {i > 0 && <Icon name="chevron-right" size={14} className="disk-crumbs__sep" />}
              {last ? <span aria-current="page">{c.name}</span> : <Link to={folderHref(c.id)}>{c.name}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
