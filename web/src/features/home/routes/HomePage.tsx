import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { WORK_TYPES } from '@zaowu/shared';
import { usePageTitle } from '../../../lib/page-title.ts';
import { latestWorksQuery } from '../api.ts';
import '../home.css';

export function Component() {
  usePageTitle(null);
  const latest = useQuery(latestWorksQuery());
  return (
    <section className="page home" aria-labelledby="page-title">
      <div className="hero">
        <h1 id="page-title">发现好作品，遇见好创作者</h1>
        <p>造物是 3D 模型、原画、动画与博客的创作社区和交易平台。</p>
        <nav className="hero__types" aria-label="作品分类">
          {WORK_TYPES.map((t) => (
            <Link key={t.type} className="chip" to={`/${t.type}`}>
              {t.label}
            </Link>
          ))}
        </nav>
      </div>
      <h2>最新作品</h2>
      {latest.isPending && <p className="muted">正在加载…</p>}
      {latest.isError && (
        <p className="muted">
          作品加载失败。
          <button type="button" className="link-button" onClick={() => void latest.refetch()}>
            重试
          </button>
        </p>
      )}
      {latest.data && (
        <ul className="grid">
          {latest.data.data.map((w) => (
            <li key={w.id} className="card">
              <Link to={`/${w.type}/${w.id}`}>
                <img src={w.cover} alt="" loading="lazy" width="400" height="300" />
                <span className="card__title">{w.title}</span>
              </Link>
              <span className="muted">{w.author.nickname}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
