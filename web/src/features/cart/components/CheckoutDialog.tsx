/**
 * The step between 结算 (or 立即购买) and the order: what is bought from whom (one group per shop, or the
 * works of one author), where physical goods go (收货地址: the default chosen, change or add in place),
 * the total in fen, and how to pay. Goods of several shops become one order per shop, paid together in
 * one payment. 提交订单 places the order(s); with 余额支付 the order's page then asks for the 支付密码.
 * Nothing is ordered until then, and a refusal is shown here with the choices kept.
 */
import { useState } from 'react';
import type { Money, PayMethod } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { formatFen } from '../../../lib/format.ts';
import { AddressChooser } from '../../../components/addresses/AddressChooser.tsx';
import { lineFen } from '../../../lib/cart-money.ts';
import { PayLine } from './PayLine.tsx';
import { balanceCovers, PayMethodPicker, useBalanceFen } from './PayMethodPicker.tsx';
// Its rules live with the cart page's; on a goods page the dialog brings them itself.
import '../cart.css';

export interface CheckoutLine {
  key: string;
  kind: 'goods' | 'work';
  title: string;
  cover: string;
  price: Money;
  quantity: number;
  /** A physical item: it is shipped, so the order needs an address. */
  ships: boolean;
}

/** What one seller gets: 「店铺名」 or 作者昵称 的作品, and its lines. */
export interface CheckoutGroup {
  key: string;
  seller: string;
  lines: readonly CheckoutLine[];
}

const groupFen = (lines: readonly CheckoutLine[]) =>
  lines.reduce((n, l) => n + lineFen(l.price, l.quantity), 0);

export function CheckoutDialog({
  open,
  onOpenChange,
  groups,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly CheckoutGroup[];
  pending: boolean;
  /** Why the last 提交订单 failed (the server's msg), shown in the dialog. */
  error: string | null;
  /** The method, and the address physical goods go to (null when nothing ships). */
  onConfirm: (method: PayMethod, addressId: number | null) => void;
}) {
  const [method, setMethod] = useState<PayMethod>('wechat');
  const [addressId, setAddressId] = useState<number | null>(null);
  const lines = groups.flatMap((g) => g.lines);
  const totalFen = groupFen(lines);
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  const ships = lines.some((l) => l.ships);
  const balanceFen = useBalanceFen(open);
  // The balance fell short meanwhile (or is still unknown): WeChat it is.
  const chosen = method === 'balance' && balanceCovers(balanceFen, totalFen) !== true ? 'wechat' : method;
  const needsAddress = ships && addressId === null;
  const several = groups.length > 1;

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
          <Button
            variant="primary"
            loading={pending}
            disabled={needsAddress}
            aria-describedby={needsAddress ? 'checkout-address-needed' : undefined}
            onClick={() => onConfirm(chosen, ships ? addressId : null)}
          >
            {chosen === 'balance' ? `余额支付 ${formatFen(totalFen)}` : '提交订单'}
          </Button>
        </>
      }
    >
      {groups.map((g) => (
        <section key={g.key} className="checkout" aria-label={`${g.seller}的商品`}>
          <h3 className="checkout__seller">
            <Icon name="shop" size={16} />
            {g.seller}
            {several && <span className="checkout__subtotal">小计 {formatFen(groupFen(g.lines))}</span>}
          </h3>
          <ul className="pay-summary__lines checkout__lines">
            {g.lines.map((l) => (
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
        </section>
      ))}
      {several && (
        <p className="checkout__note">
          <Icon name="info" size={16} />
          来自 {groups.length} 家店铺，将生成 {groups.length} 个订单，由各店铺分别发货，一次付清。
        </p>
      )}
      <p className="pay-summary__total checkout__total">
        共 {pieces} 件，应付 <strong data-testid="checkout-total">{formatFen(totalFen)}</strong>
      </p>
      {ships && (
        <div className="checkout__address">
          <AddressChooser value={addressId} onChange={setAddressId} disabled={pending} />
          {needsAddress && (
            <p id="checkout-address-needed" className="checkout__hint">
              请选择或填写收货地址后提交订单。
            </p>
          )}
        </div>
      )}
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
