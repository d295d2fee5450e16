/**
 * /certification (认证中心): the member's real-name state — 未认证, 审核中, 已认证, 未通过 — with the
 * details on file (masked by the server) and what to do next.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Certification } from '@zaowu/shared';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { formatChinaDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { certificationStatusQuery } from '../api.ts';
import { StatusGate } from '../components/StatusGate.tsx';
import { CERTIFICATION_STATES } from '../components/states.ts';
import '../certification.css';

const BENEFITS = [
  { title: '开店售卖', text: '开通个人店铺，上架模型、素材等数字商品。' },
  { title: '收益提现', text: '作品销售和奖励收益可以提现到本人账户。' },
  { title: '作品合作', text: '接受和发起作品合作，对方能看到你已实名。' },
  { title: '认证标识', text: '个人主页显示实名认证标识，更容易获得信任。' },
];

function RefreshButton() {
  const status = useQuery(certificationStatusQuery());
  return (
    <Button loading={status.isFetching} onClick={() => void status.refetch()}>
      刷新状态
    </Button>
  );
}

function StatusCard({ c }: { c: Certification }) {
  const state = CERTIFICATION_STATES[c.status];
  const rows: [string, string][] = [];
  if (c.real_name) rows.push(['真实姓名', c.real_name]);
  if (c.id_number) rows.push(['身份证号', c.id_number]);
  if (c.submitted_at) rows.push(['提交时间', formatChinaDateTime(c.submitted_at)]);
  if (c.reviewed_at) rows.push(['审核时间', formatChinaDateTime(c.reviewed_at)]);

  return (
    <article className={`cert-card cert-card--${c.status}`} aria-labelledby="cert-state-title">
      <p className="cert-card__state">
        <span className="visually-hidden">认证状态：</span>
        <Badge tone={state.tone}>{state.label}</Badge>
      </p>
      <h2 id="cert-state-title" className="cert-card__title">
        {state.title}
      </h2>
      <p className="cert-card__next">{state.next}</p>
      {c.status === 'rejected' && c.reason && (
        <p className="cert-card__reason" role="note">
          <b>未通过原因：</b>
          {c.reason}
        </p>
      )}
      {rows.length > 0 && (
        <dl className="cert-card__details">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="cert-card__actions">
        {c.status === 'none' && (
          <Button asChild variant="primary">
            <Link to="/certification/realname">去实名认证</Link>
          </Button>
        )}
        {c.status === 'rejected' && (
          <Button asChild variant="primary">
            <Link to="/certification/realname">重新认证</Link>
          </Button>
        )}
        {c.status === 'pending' && <RefreshButton />}
        {c.status === 'verified' && (
          <Button asChild>
            <Link to="/account">返回我的账户</Link>
          </Button>
        )}
      </div>
    </article>
  );
}

export function Component() {
  usePageTitle('认证中心', '实名认证状态和下一步。');
  return (
    <section className="cert-page" aria-labelledby="page-title">
      <h1 id="page-title" className="cert-page__title">
        认证中心
      </h1>
      <StatusGate>{(c) => <StatusCard c={c} />}</StatusGate>
      <section className="cert-benefits" aria-labelledby="cert-benefits-title">
        <h2 id="cert-benefits-title" className="cert-benefits__title">
          实名认证后你可以
        </h2>
        <ul className="cert-benefits__list">
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <b>{b.title}</b>
              <span>{b.text}</span>
            </li>
          ))}
        </ul>
        <p className="cert-benefits__note">
          你的身份信息只用于核验身份，详见<Link to="/identity_agreement">《实名认证服务协议》</Link>。
        </p>
      </section>
    </section>
  );
}
