import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { priceFen, type Order } from '@zaowu/shared';
import { PAY_PASSWORD_MSGS, isPayPasswordShape } from '@zaowu/shared/pay-password';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { formatFen, formatMoney } from '../../../lib/format.ts';
import { useCancelOrder, usePayByBalance } from '../api.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { RECHARGE_HREF, balanceCovers, useBalanceFen } from './PayMethodPicker.tsx';
import { PayPasswordField } from '../../../components/pay-password/PayPasswordField.tsx';
import { usePayPasswordUsable } from '../../../lib/pay-password.ts';
import { userMessage } from '../../../lib/errors.ts';

/** /cart/pay/{id}: paying from the balance, and 取消订单. */

/**
 * 余额支付: what is available against the total, the 支付密码, and 确认支付, which pays once however often
 * it is pressed. A refusal about the 支付密码 is said at its field (which is emptied); any other under
 * the button.
 */
export function BalancePay({ order }: { order: Order }) {
  const pay = usePayByBalance(order);
  const balanceFen = useBalanceFen();
  const totalFen = priceFen(order.pay_total) ?? 0;
  const covers = balanceCovers(balanceFen, totalFen);
  const usable = usePayPasswordUsable();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pay.isPending || covers !== true || !usable) return;
    setError(null);
    if (!isPayPasswordShape(pin)) {
      setPinError(PAY_PASSWORD_MSGS.empty);
      pinRef.current?.focus();
      return;
    }
    pay.mutate(
      { orderId: order.id, payPassword: pin },
      {
        onError: (err) => {
          const msg = userMessage(err, '余额支付失败，请稍后重试');
          if (!msg.includes('支付密码')) return setError(msg);
          setPin('');
          setPinError(msg);
          pinRef.current?.focus();
        },
      },
    );
  };
  return (
    <form className="pay-balance" onSubmit={submit} noValidate aria-label="余额支付">
      <dl className="pay-balance__figures">
        <div>
          <dt>应付金额</dt>
          <dd className="pay-balance__total">{formatMoney(order.pay_total)}</dd>
        </div>
        <div>
          <dt>账户余额</dt>
          <dd>{balanceFen === undefined ? '查询中…' : formatFen(balanceFen)}</dd>
        </div>
      </dl>
      {covers === false && balanceFen !== undefined && (
        <p className="pay-balance__short">
          余额不足，还差 {formatFen(totalFen - balanceFen)}。<Link to={RECHARGE_HREF}>去充值</Link>
          ，或改用微信支付。
        </p>
      )}
      {covers === true && (
        <PayPasswordField
          purpose="支付"
          inputRef={pinRef}
          value={pin}
          onChange={(next) => {
            setPin(next);
            setPinError(null);
          }}
          error={pinError}
        />
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        loading={pay.isPending}
        disabled={covers !== true || !usable}
      >
        确认支付 {formatMoney(order.pay_total)}
      </Button>
      {error && (
        <p className="pay-error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </form>
  );
}

/** 取消订单, asked first; the page then shows the order cancelled. */
export function CancelOrder({ order }: { order: Order }) {
  const cancel = useCancelOrder(order);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button variant="ghost" size="sm" className="pay-cancel" onClick={() => setAsking(true)}>
        取消订单
      </Button>
      <Dialog
        open={asking}
        onOpenChange={(open) => !cancel.isPending && setAsking(open)}
        title="取消这个订单？"
        description={
          order.batch.length > 1
            ? `一起下单的 ${order.batch.length} 个订单将一并取消，取消后不能再支付，需要时可以重新下单。`
            : `订单 ${order.order_no} 取消后不能再支付，需要时可以重新下单。`
        }
        size="sm"
        footer={
          <>
            <Button onClick={() => setAsking(false)} disabled={cancel.isPending}>
              再想想
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(order.id, {
                  onSuccess: () => setAsking(false),
                  onError: (err) => setError(userMessage(err, '取消失败，请稍后重试')),
                })
              }
            >
              确定取消
            </Button>
          </>
        }
      >
        {error && (
          <p className="pay-error" role="alert">
            <Icon name="alert" />
            {error}
          </p>
        )}
      </Dialog>
    </>
  );
}
