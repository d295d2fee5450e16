/**
 * How to pay: 微信支付 (a QR code) or 余额支付 (the member's balance, shown with what is available).
 * Native radio buttons in a fieldset: arrow keys move between them and screen readers hear the group.
 * A balance short of the total cannot be chosen; it says by how much, with the way to recharge.
 */
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { priceFen, type PayMethod } from '@zaowu/shared';
import { formatFen } from '../../../lib/format.ts';
import { overviewQuery } from '../../../lib/session.ts';

/** Where the balance is recharged (the account's 余额 tab). */
export const RECHARGE_HREF = '/account?tab=balance';

/**
 * The member's balance in fen, once known (undefined while loading, when it failed, or not `enabled`:
 * ask only where a member is paying, since a visitor's call would open the login dialog).
 */
export function useBalanceFen(enabled = true): number | undefined {
  const overview = useQuery({ ...overviewQuery(), enabled });
  const balance = overview.data?.userinfo.balance;
  return balance === undefined ? undefined : (priceFen(balance) ?? undefined);
}

/** Whether the balance covers the total: undefined while the balance is unknown. */
export function balanceCovers(balanceFen: number | undefined, totalFen: number): boolean | undefined {
  return balanceFen === undefined ? undefined : balanceFen >= totalFen;
}

export function PayMethodPicker({
  value,
  onChange,
  totalFen,
  balanceFen,
  disabled = false,
}: {
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  totalFen: number;
  balanceFen: number | undefined;
  disabled?: boolean;
}) {
  const name = useId();
  const covers = balanceCovers(balanceFen, totalFen);
  const options: { method: PayMethod; label: string; hint: ReactNode; off: boolean }[] = [
    { method: 'wechat', label: '微信支付', hint: '使用微信扫一扫付款', off: false },
    {
      method: 'balance',
      label: '余额支付',
      hint:
        balanceFen === undefined ? (
          '正在查询余额…'
        ) : covers ? (
          `可用余额 ${formatFen(balanceFen)}`
        ) : (
          <>
            余额 {formatFen(balanceFen)}，还差 {formatFen(totalFen - balanceFen)}
            {' · '}
            <Link to={RECHARGE_HREF} className="pay-method__recharge">
              去充值
            </Link>
          </>
        ),
      off: covers !== true,
    },
  ];
  return (
    <fieldset className="pay-methods" disabled={disabled}>
      <legend className="pay-methods__legend">支付方式</legend>
      {options.map((o) => (
        <div key={o.method} className={clsx('pay-method', value === o.method && 'pay-method--on')}>
          <input
            type="radio"
            id={`${name}-${o.method}`}
            name={name}
            className="pay-method__input"
            checked={value === o.method}
            disabled={o.off}
            aria-describedby={`${name}-${o.method}-hint`}
            onChange={() => onChange(o.method)}
          />
          <label htmlFor={`${name}-${o.method}`} className="pay-method__label">
            <span className={`pay-method__icon pay-method__icon--${o.method}`} aria-hidden="true">
              {o.method === 'wechat' ? '微' : '¥'}
            </span>
            {o.label}
          </label>
          <span id={`${name}-${o.method}-hint`} className="pay-method__hint">
            {o.hint}
          </span>
        </div>
      ))}
    </fieldset>
  );
}
