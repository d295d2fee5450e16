import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { WORK_TYPES, endpoints, type Envelope, type Paginated, type WorkSummary } from '@zaowu/shared';
import { runtimeConfig } from '../lib/runtime-config.ts';

async function fetchLatest(): Promise<WorkSummary[]> {
  const url = `${runtimeConfig().apiBase}${endpoints.works.lists.path}?sort=latest&per_page=8`;
  const res = await fetch(url);
  const body = (await res.json()) as Envelope<Paginated<WorkSummary> | null>;
  if (body.code !== 1 || !body.data) throw new Error(body.msg);
  return body.data.data;
}

export function HomePage() {
  const latest = useQuery({ queryKey: ['works', 'latest-home'], queryFn: fetchLatest });
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
      {latest.isError && <p className="muted">作品加载失败，请稍后重试。</p>}
      {latest.data && (
        <ul className="grid">
          {latest.data.map((w) => (
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
