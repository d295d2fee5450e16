/**
 * Money in per day over the last 30 days: a small SVG bar chart (earnings and recharges stacked) with
 * its totals in words for screen readers, and the same numbers as a table one click away.
 */
import { formatFen, formatMoney } from '@zaowu/shared';
import { useId } from 'react';
import type { IncomeRow } from '@zaowu/shared';
import { Icon } from '../../../components/Icon.tsx';
import { dayLabel, type IncomeDay } from '../income-days.ts';
import { formatDay } from './common.tsx';

const W = 600;
const H = 160;
const PAD_TOP = 12;
const PAD_BOTTOM = 22;
const PAD_LEFT = 4;

export function IncomeChart({ days, latest }: { days: IncomeDay[]; latest?: IncomeRow }) {
  const id = useId();
  const total = days.reduce((s, d) => s + d.fen, 0);
  const recharge = days.reduce((s, d) => s + d.rechargeFen, 0);
  const best = days.reduce<IncomeDay | null>((b, d) => (d.fen > (b?.fen ?? 0) ? d : b), null);
  const max = best?.fen ?? 0;
  const slot = (W - PAD_LEFT) / days.length;
  const barW = Math.max(2, slot * 0.62);
  const plotH = H - PAD_TOP - PAD_BOTTOM;
  const y = (fen: number) => (max === 0 ? 0 : (fen / max) * plotH);
  const first = days[0];
  const last = days.at(-1);
  if (total === 0) {
    return (
      <figure className="acct-chart acct-chart--empty" aria-labelledby={`${id}-title`}>
        <figcaption className="acct-chart__head">
          <span id={`${id}-title`} className="acct-chart__title">
            近 {days.length} 天入账
          </span>
          <span className="acct-chart__total tabular">{formatFen(0)}</span>
        </figcaption>
        <p className="acct-chart__none">
          <Icon name="inbox" size={20} />
          <span>
            近 {days.length} 天没有入账。
            {latest &&
              `最近一笔是 ${formatDay(latest.created_at)} 的「${latest.title}」${formatMoney(latest.amount)}。`}
          </span>
        </p>
      </figure>
    );
  }
  const summary = `近 ${days.length} 天共入账 ${formatFen(total)}，其中收益 ${formatFen(total - recharge)}、充值 ${formatFen(recharge)}；单日最高为 ${best ? dayLabel(best.day) : ''} ${formatFen(max)}。`;

  return (
    <figure className="acct-chart" aria-labelledby={`${id}-title`}>
      <figcaption className="acct-chart__head">
        <span id={`${id}-title`} className="acct-chart__title">
          近 {days.length} 天入账
        </span>
        <span className="acct-chart__total tabular">{formatFen(total)}</span>
      </figcaption>
      <p id={`${id}-desc`} className="acct-chart__summary">
        {summary}
      </p>
      <svg
        className="acct-chart__svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        preserveAspectRatio="none"
      >
        <line className="acct-chart__axis" x1={0} x2={W} y1={H - PAD_BOTTOM} y2={H - PAD_BOTTOM} />
        {max > 0 && (
          <line className="acct-chart__grid" x1={0} x2={W} y1={PAD_TOP} y2={PAD_TOP} strokeDasharray="4 4" />
        )}
        {days.map((d, i) => {
          const x = PAD_LEFT + i * slot + (slot - barW) / 2;
          const earn = y(d.fen - d.rechargeFen);
          const top = y(d.rechargeFen);
          const base = H - PAD_BOTTOM;
          return (
            <g key={d.day}>
              <title>{`${dayLabel(d.day)}：${formatFen(d.fen)}`}</title>
              {earn > 0 && (
                <rect className="acct-chart__bar" x={x} y={base - earn} width={barW} height={earn} rx={1.5} />
              )}
              {top > 0 && (
                <rect
                  className="acct-chart__bar acct-chart__bar--recharge"
                  x={x}
                  y={base - earn - top}
                  width={barW}
                  height={top}
                  rx={1.5}
                />
              )}
            </g>
          );
        })}
      </svg>
      <div className="acct-chart__scale" aria-hidden="true">
        <span>{first ? dayLabel(first.day) : ''}</span>
        {max > 0 && <span>最高 {formatFen(max)}</span>}
        <span>{last ? dayLabel(last.day) : ''}</span>
      </div>
      <ul className="acct-chart__legend" aria-hidden="true">
        <li>
          <span className="acct-chart__key" />
          收益
        </li>
        <li>
          <span className="acct-chart__key acct-chart__key--recharge" />
          充值
        </li>
      </ul>
      <details className="acct-chart__table">
        <summary>查看每日数据</summary>
        <table>
          <caption className="visually-hidden">近 {days.length} 天每日入账</caption>
          <thead>
            <tr>
              <th scope="col">日期</th>
              <th scope="col">入账</th>
              <th scope="col">其中充值</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day)}</th>
                <td className="tabular">{formatFen(d.fen)}</td>
                <td className="tabular">{formatFen(d.rechargeFen)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">合计</th>
              <td className="tabular">{formatFen(total)}</td>
              <td className="tabular">{formatFen(recharge)}</td>
            </tr>
          </tfoot>
        </table>
      </details>
    </figure>
  );
}
