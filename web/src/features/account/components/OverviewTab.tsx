/** 概览: the member's numbers at a glance and the ways on from here. */
import type { AccountOverview, FeatureName } from '@zaowu/shared';
import { Link } from 'react-router';
import { featureOn } from '../../../lib/features.ts';
import { formatCompact, formatMoney } from '../../../lib/format.ts';
import { accountHref } from '../../../lib/account-tabs.ts';
import { PanelHeading } from '../../../components/AccountPanel.tsx';

const STATS = [
  ['works', '作品'],
  ['followers', '粉丝'],
  ['following', '关注'],
  ['likes', '获赞'],
  ['views', '浏览'],
] as const satisfies readonly (readonly [keyof AccountOverview['stats'], string])[];

const SHORTCUTS: { to: string; label: string; hint: string; feature?: FeatureName }[] = [
  { to: '/publish', label: '发布作品', hint: '上传模型、原画、动画或博客' },
  { to: accountHref('works'), label: '管理作品', hint: '编辑或删除已发布的作品' },
  { to: accountHref('goods'), label: '我的商品', hint: '发布、编辑、改价、上下架' },
  { to: accountHref('income'), label: '收入明细', hint: '销售与打赏收入，近 7/30/90 天' },
  {
    to: accountHref('balance', { view: 'log' }),
    label: '余额明细',
    hint: '充值、消费、退款与提现',
    feature: 'ledger',
  },
  {
    to: accountHref('balance', { view: 'withdraw' }),
    label: '提现',
    hint: '提现到支付宝或银行卡',
    feature: 'withdraw',
  },
  { to: '/disk', label: '我的云盘', hint: '素材和交付文件' },
  { to: '/message', label: '消息中心', hint: '通知、评论和合作申请' },
];

export function OverviewTab({ overview }: { overview: AccountOverview }) {
  const { stats } = overview;
  return (
    <div className="acct-overview">
      <PanelHeading>概览</PanelHeading>
      <dl className="acct-stats">
        {STATS.map(([key, label]) => (
          <div key={key} className="acct-stat">
            <dt>{label}</dt>
            <dd className="tabular">{formatCompact(stats[key])}</dd>
          </div>
        ))}
        <div className="acct-stat">
          <dt>累计收益</dt>
          <dd className="tabular">{formatMoney(stats.income_total)}</dd>
        </div>
      </dl>
      <h3 className="acct-subtitle">常用功能</h3>
      <ul className="acct-shortcuts">
        {SHORTCUTS.filter((s) => !s.feature || featureOn(s.feature)).map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="acct-shortcut">
              <span className="acct-shortcut__label">{s.label}</span>
              <span className="acct-shortcut__hint">{s.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
