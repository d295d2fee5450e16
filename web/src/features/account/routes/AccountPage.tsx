/**
 * /account overview (the member area's first tab; the member-area issue adds the rest). A visitor's
 * call answers 401, and the client's rule sends them to /login?gourl=/account after 1.5 s (SPEC §8).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import type { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { overviewQuery } from '../../auth/index.ts';
import '../account.css';

const STATS = [
  ['works', '作品'],
  ['followers', '粉丝'],
  ['following', '关注'],
  ['likes', '获赞'],
  ['views', '浏览'],
] as const;

export function Component() {
  usePageTitle('个人中心');
  const overview = useQuery(overviewQuery());

  if (overview.isPending) {
    return (
      <section className="account" aria-busy="true" aria-labelledby="page-title">
        <h1 id="page-title">个人中心</h1>
        <div className="account__card account__card--loading" />
      </section>
    );
  }
  if (overview.isError) {
    const unauthorized = (overview.error as ApiError).status === 401;
    return (
      <section className="account" aria-labelledby="page-title">
        <h1 id="page-title">个人中心</h1>
        <div className="account__card account__state" role="status">
          {unauthorized ? (
            <p>登录已失效，正在前往登录页…</p>
          ) : (
            <>
              <p>个人资料加载失败：{overview.error.message}</p>
              <Button onClick={() => void overview.refetch()}>重试</Button>
            </>
          )}
        </div>
      </section>
    );
  }
  const { userinfo: me, stats } = overview.data;
  return (
    <section className="account" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        个人中心
      </h1>
      <div className="account__card account__profile">
        <Avatar src={me.avatar} name={me.nickname} size={72} />
        <div className="account__who">
          <p className="account__name">{me.nickname}</p>
          <p className="muted">{me.bio || '还没有个人简介'}</p>
          <p className="muted account__meta">
            {me.mobile} · 余额 <span className="tabular">¥{me.balance}</span>
          </p>
        </div>
      </div>
      <dl className="account__stats">
        {STATS.map(([key, label]) => (
          <div key={key} className="account__stat">
            <dt>{label}</dt>
            <dd className="tabular">{stats[key]}</dd>
          </div>
        ))}
        <div className="account__stat">
          <dt>累计收益</dt>
          <dd className="tabular">¥{stats.income_total}</dd>
        </div>
      </dl>
      <nav className="account__links" aria-label="账户">
        <Link to="/disk">我的云盘</Link>
        <Link to="/message">消息中心</Link>
        <Link to="/follow">我的关注</Link>
        <Link to="/publish">发布作品</Link>
      </nav>
    </section>
  );
}
