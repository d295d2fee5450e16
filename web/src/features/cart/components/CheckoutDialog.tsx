/**
 * The step between 结算 (or 立即购买) and the order: what is bought from whom, the total in fen, and how
 * to pay. 提交订单 places the order; with 余额支付 the order's page then asks for the 支付密码. Nothing is
 * ordered until then, and a refusal is shown here with the choices kept.
 */
import { useState } from 'react';
import type { Money, PayMethod } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { formatFen } from '../../../lib/format.ts';
import { lineFen } from '../money.ts';
import { PayLine } from './PayLine.tsx';
import { balanceCovers, PayMethodPicker, useBalanceFen } from './PayMethodPicker.tsx';

export interface CheckoutLine {
  key: string;
  kind: 'goods' | 'work';
  title: string;
  cover: string;
  price: Money;
  quantity: number;
}

export function CheckoutDialog({
  open,
  onOpenChange,
  seller,
  lines,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who is paid: 「店铺名」 or 作者昵称. */
  seller: string;
  lines: readonly CheckoutLine[];
  pending: boolean;
  /** Why the last 提交订单 failed (the server's msg), shown in the dialog. */
  error: string | null;
  onConfirm: (method: PayMethod) => void;
}) {
  const [method, setMethod] = useState<PayMethod>('wechat');
  const totalFen = lines.reduce((sum, l) => sum + lineFen(l.price, l.quantity), 0);
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  const balanceFen = useBalanceFen(open);
  // The balance fell short meanwhile (or is still unknown): WeChat it is.
  const chosen = method === 'balance' && balanceCovers(balanceFen, totalFen) !== true ? 'wechat' : method;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title="确认订单"
      size="md"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={pending}>
            返回修改
          </Button>
          <Button variant="primary" loading={pending} onClick={() => onConfirm(chosen)}>
            {chosen === 'balance' ? `余额支付 ${formatFen(totalFen)}` : '提交订单'}
          </Button>
        </>
      }
    >
      <section className="checkout" aria-label="订单商品">
        <h3 className="checkout__seller">
          <Icon name="shop" size={16} />
          {seller}
        </h3>
        <ul className="pay-summary__lines checkout__lines">
          {lines.map((l) => (
            <PayLine
              key={l.key}
              cover={l.cover}
              title={l.title}
              kind={l.kind}
              price={l.price}
              quantity={l.quantity}
            />
          ))}
        </ul>
        <p className="pay-summary__total checkout__total">
          共 {pieces} 件，应付 <strong data-testid="checkout-total">{formatFen(totalFen)}</strong>
        </p>
      </section>
      <PayMethodPicker
        value={chosen}
        onChange={setMethod}
        totalFen={totalFen}
        balanceFen={balanceFen}
        disabled={pending}
      />
      {error && (
        <p className="pay-error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </Dialog>
  );
}
