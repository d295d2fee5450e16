import { Link } from 'react-router';

/** 组件演示 › {current}: the way back to the gallery. */
export function DemoBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="面包屑" className="demo-breadcrumb">
      <ol>
        <li>
          <Link to="/demo">组件演示</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
