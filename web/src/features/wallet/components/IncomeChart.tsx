/**
 * 收入 per day over the chosen range, as the server summed it: a small SVG bar chart whose text
 * alternative states the total, the number of entries and the best day, or the same numbers as a table
 * (the accessible form, one toggle away).
 */
import { useId } from 'react';
import type { IncomeDaily, IncomeRow } from '@zaowu/shared';
import { Icon } from '../../../components/Icon.tsx';
import { formatChinaDate, formatFen, formatMoney } from '../../../lib/format.ts';
import { bestDay, dayLabel, incomeDays, type IncomeDay } from '../income-days.ts';

const W = 600;
const H = 160;
const PAD_TOP = 12;
const PAD_BOTTOM = 22;
const PAD_LEFT = 4;

function Bars({
  days,
  labelledBy,
  describedBy,
}: {
  days: IncomeDay[];
  labelledBy: string;
  describedBy: string;
}) {
  const max = bestDay(days)?.fen ?? 0;
  const slot = (W - PAD_LEFT) / days.length;
  const barW = Math.max(1.5, slot * 0.62);
  const plotH = H - PAD_TOP - PAD_BOTTOM;
  const base = H - PAD_BOTTOM;
  return (
    <>
      <svg
        className="acct-chart__svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        preserveAspectRatio="none"
      >
        <line className="acct-chart__axis" x1={0} x2={W} y1={base} y2={base} />
        <line className="acct-chart__grid" x1={0} x2={W} y1={PAD_TOP} y2={PAD_TOP} strokeDasharray="4 4" />
        {days.map((d, i) => {
          const h = max === 0 ? 0 : (d.fen / max) * plotH;
          return h > 0 ? (
            <rect
              key={d.day}
              className="acct-chart__bar"
              x={PAD_LEFT + i * slot + (slot - barW) / 2}
              y={base - h}
              width={barW}
              height={h}
              rx={1.5}
            >
              <title>{`${dayLabel(d.day)}：${formatFen(d.fen)}，${d.count} 笔`}</title>
            </rect>
          ) : null;
        })}
      </svg>
      <div className="acct-chart__scale" aria-hidden="true">
        <span>{days[0] ? dayLabel(days[0].day) : ''}</span>
        <span>最高 {formatFen(max)}</span>
        <span>{days.at(-1) ? dayLabel(days.at(-1)!.day) : ''}</span>
      </div>
    </>
  );
}

function DayTable({ days, range, total }: { days: IncomeDay[]; range: number; total: number }) {
  const withIncome = days.filter((d) => d.count > 0).reverse();
  const quiet = days.length - withIncome.length;
  return (
    <div className="acct-chart__table">
      <table>
        <caption>近 {range} 天每日收入（只列出有收入的日子）</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">收入</th>
            <th scope="col">笔数</th>
          </tr>
        </thead>
        <tbody>
          {withIncome.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td className="tabular">{formatFen(d.fen)}</td>
              <td className="tabular">{d.count}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">合计</th>
            <td className="tabular">{formatFen(total)}</td>
            <td className="tabular">{withIncome.reduce((n, d) => n + d.count, 0)}</td>
          </tr>
        </tfoot>
      </table>
      {quiet > 0 && <p className="acct-chart__note">其余 {quiet} 天没有收入。</p>}
    </div>
  );
}

export function IncomeChart({
  data,
  view,
  latest,
}: {
  data: IncomeDaily;
  view: 'chart' | 'table';
  /** The newest income entry, named when the range has none. */
  latest?: IncomeRow;
}) {
  const id = useId();
  const days = incomeDays(data);
  const total = days.reduce((s, d) => s + d.fen, 0);
  const best = bestDay(days);
  const title = `近 ${data.range} 天收入`;
  const summary = best
    ? `${formatChinaDate(`${data.from}T12:00:00+08:00`)}–${formatChinaDate(`${data.to}T12:00:00+08:00`)}，共 ${data.count} 笔收入 ${formatFen(total)}；单日最高为 ${dayLabel(best.day)} ${formatFen(best.fen)}。`
    : `近 ${data.range} 天没有收入。${latest ? `最近一笔是 ${formatChinaDate(latest.created_at)} 的「${latest.title}」${formatMoney(latest.amount)}。` : ''}`;

  return (
    <figure className={best ? 'acct-chart' : 'acct-chart acct-chart--empty'} aria-labelledby={`${id}-title`}>
      <figcaption className="acct-chart__head">
        <span id={`${id}-title`} className="acct-chart__title">
          {title}
        </span>
        <span className="acct-chart__total tabular">{formatFen(total)}</span>
      </figcaption>
      {best ? (
        <p id={`${id}-desc`} className="acct-chart__summary">
          {summary}
        </p>
      ) : (
        <p className="acct-chart__none">
          <Icon name="inbox" size={20} />
          <span>{summary}</span>
        </p>
      )}
      {best && view === 'chart' && <Bars days={days} labelledBy={`${id}-title`} describedBy={`${id}-desc`} />}
      {best && view === 'table' && <DayTable days={days} range={data.range} total={total} />}
    </figure>
  );
}
