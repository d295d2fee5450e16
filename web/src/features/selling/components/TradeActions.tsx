/**
 * What a trade offers now, each asked in a dialog first: the buyer 去支付 (unpaid), 申请退款 (paid or
 * shipped: at once before shipping, else asked of the seller), 确认收货 (shipped); the seller 发货 (paid,
 * physical goods: carrier and tracking number) and 同意退款 / 拒绝 (a request waiting). A refusal shows
 * in the dialog as the server's msg; what was typed stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { formatMoney, hrefs, type Trade } from '@zaowu/shared';
import { REFUND_REASONS, SHIPPING_CARRIERS } from '@zaowu/shared/order-input';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { notify } from '../../../lib/toast.ts';
import {
  refundFormSchema,
  shipFormSchema,
  type RefundChecked,
  type RefundValues,
  type ShipChecked,
  type ShipValues,
} from '../ship-form.ts';
import { useAnswerRefund, useAskRefund, useConfirmReceipt, useShip } from '../trade-actions.ts';
import { FormError } from '../../../components/FormError.tsx';
import { userMessage } from '../../../lib/errors.ts';

const refundOpen = (t: Trade) => t.refund !== null && t.refund.refused_at === null;

/** A native select in the field style (phones show their own picker). */
function NativeSelect({
  label,
  options,
  error,
  ...rest
}: {
  label: string;
  options: readonly string[];
  error?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input trade-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        <option value="">请选择</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </div>
  );
}

/** A button that opens its dialog; the dialog closes itself once its action succeeded. */
function Asked({
  label,
  variant = 'secondary',
  title,
  children,
}: {
  label: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  title: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} size="sm" returnFocus>
        {open && children(() => setOpen(false))}
      </Dialog>
    </>
  );
}

function ShipForm({ trade: t, done }: { trade: Trade; done: () => void }) {
  const ship = useShip();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShipValues, unknown, ShipChecked>({
    resolver: zodResolver(shipFormSchema),
    defaultValues: { carrier: '' as ShipValues['carrier'], tracking_no: '' },
  });
  const submit = handleSubmit(async (v) => {
    try {
      await ship.mutateAsync({ order_id: t.id, ...v });
      notify.success('已发货，买家会收到通知');
      done();
    } catch (err) {
      setError('root', { message: userMessage(err, '发货失败，请稍后重试') });
    }
  });
  return (
    <form className="trade-form" onSubmit={(e) => void submit(e)} noValidate>
      {t.address && (
        <p className="trade-form__to">
          寄往：{t.address.name} {t.address.mobile}，{t.address.province}
          {t.address.city === t.address.province ? '' : t.address.city}
          {t.address.district} {t.address.detail}
        </p>
      )}
      <NativeSelect
        label="快递公司"
        options={SHIPPING_CARRIERS}
        error={errors.carrier?.message}
        {...register('carrier')}
      />
      <Input
        label="快递单号"
        autoComplete="off"
        inputMode="text"
        error={errors.tracking_no?.message}
        hint="字母或数字，6–30 位"
        {...register('tracking_no')}
      />
      <FormError className="pay-error" icon message={errors.root?.message} />
      <div className="trade-form__actions">
        <Button type="button" onClick={done} disabled={isSubmitting}>
          取消
        </Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          确认发货
        </Button>
      </div>
    </form>
  );
}

function RefundForm({ trade: t, done }: { trade: Trade; done: () => void }) {
  const ask = useAskRefund();
  const before = t.status === 'paid';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefundValues, unknown, RefundChecked>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { reason: '' as RefundValues['reason'], note: '' },
  });
  const submit = handleSubmit(async (v) => {
    try {
      const order = await ask.mutateAsync({ order_id: t.id, ...v });
      notify.success(
        order.status === 'refunded'
          ? `已退款，${formatMoney(order.total)} 已退回账户余额`
          : '退款申请已提交，等待卖家处理',
      );
      done();
    } catch (err) {
      setError('root', { message: userMessage(err, '申请失败，请稍后重试') });
    }
  });
  return (
    <form className="trade-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="trade-form__to">
        {before
          ? `卖家尚未发货，提交后立即退款：${formatMoney(t.amount)} 退回你的账户余额。`
          : '商品已发货，退款需卖家同意；同意后款项退回你的账户余额。'}
        {t.pay_method === 'wechat' && '本单为微信支付，退款同样退回账户余额，可随时提现。'}
      </p>
      <NativeSelect
        label="退款原因"
        options={REFUND_REASONS}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Input label="补充说明（选填）" maxLength={200} error={errors.note?.message} {...register('note')} />
      <FormError className="pay-error" icon message={errors.root?.message} />
      <div className="trade-form__actions">
        <Button type="button" onClick={done} disabled={isSubmitting}>
          取消
        </Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {before ? '确认退款' : '提交申请'}
        </Button>
      </div>
    </form>
  );
}

/** A yes/no step: what it does, and the button that does it. */
function Confirm({
  text,
  action,
  danger = false,
  run,
  done,
}: {
  text: ReactNode;
  action: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  done: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="trade-form">
      <p className="trade-form__to">{text}</p>
      <FormError className="pay-error" icon message={error} />
      <div className="trade-form__actions">
        <Button onClick={done} disabled={busy}>
          取消
        </Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          loading={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            run().then(done, (err: unknown) => {
              setBusy(false);
              setError(userMessage(err, '操作失败，请稍后重试'));
            });
          }}
        >
          {action}
        </Button>
      </div>
    </div>
  );
}

export function TradeActions({ trade: t }: { trade: Trade }) {
  const confirm = useConfirmReceipt();
  const answer = useAnswerRefund();
  const buy = t.direction === 'buy';
  const waiting = refundOpen(t);

  if (buy) {
    if (t.status === 'unpaid')
      return (
        <Button asChild size="sm" variant="primary">
          <Link to={hrefs.payOrder(t.id)} aria-label={`去支付：${t.title}`}>
            去支付
          </Link>
        </Button>
      );
    if (t.status !== 'paid' && t.status !== 'shipped') return null;
    return (
      <div className="trade-actions">
        {t.status === 'shipped' && (
          <Asked label="确认收货" variant="primary" title="确认收货">
            {(done) => (
              <Confirm
                text={`确认已收到「${t.title}」？确认后交易完成，不能再申请退款。`}
                action="确认收货"
                done={done}
                run={() => confirm.mutateAsync(t.id).then(() => notify.success('已确认收货，交易完成'))}
              />
            )}
          </Asked>
        )}
        {waiting ? (
          <span className="trade-actions__note">退款申请处理中</span>
        ) : (
          <Asked label="申请退款" variant="ghost" title="申请退款">
            {(done) => <RefundForm trade={t} done={done} />}
          </Asked>
        )}
      </div>
    );
  }

  if (waiting && (t.status === 'paid' || t.status === 'shipped'))
    return (
      <div className="trade-actions">
        <Asked label="同意退款" variant="primary" title="同意退款">
          {(done) => (
            <Confirm
              text={`同意后 ${formatMoney(t.amount)} 将从你的余额退回买家，本单收入取消，库存恢复。`}
              action="同意退款"
              done={done}
              run={() =>
                answer
                  .mutateAsync({ order_id: t.id, agree: true })
                  .then(() => notify.success('已同意退款，款项已退回买家'))
              }
            />
          )}
        </Asked>
        <Asked label="拒绝" variant="ghost" title="拒绝退款">
          {(done) => (
            <Confirm
              text="拒绝后订单继续进行，买家会收到通知，可以再次申请。"
              action="拒绝退款"
              danger
              done={done}
              run={() =>
                answer
                  .mutateAsync({ order_id: t.id, agree: false })
                  .then(() => notify.success('已拒绝退款申请'))
              }
            />
          )}
        </Asked>
      </div>
    );
  if (t.status === 'paid' && t.ships)
    return (
      <Asked label="发货" variant="primary" title={`发货：${t.title}`}>
        {(done) => <ShipForm trade={t} done={done} />}
      </Asked>
    );
  return null;
}
