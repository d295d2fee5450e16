/**
 * 充值 (the 余额 tab's first view): choose an amount → getRechargeData → the WeChat Pay QR code of its
 * code_url → the page asks every 3 s whether it is paid until the code expires at the server's
 * `expires_at` (counted down on the page; then it is shown as expired, with 重新发起). Paid: the new
 * balance shows and the session's overview and 余额明细 refetch. On the demo upstream a 模拟支付成功
 * button stands in for scanning the code with a phone.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type * as z from '@zaowu/shared/zod';
import { demoEndpoints, endpoints, yuanOf, type Money, type RechargeData } from '@zaowu/shared';
import { rechargeInputSchema } from '@zaowu/shared/money-input';
import { Button } from '../../../components/Button.tsx';
import { Countdown, serverOffset } from '../../../components/Countdown.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { call } from '../../../lib/api-client.ts';
import { runtimeConfig } from '../../../lib/runtime-config.ts';
import { formatMoney } from '../../../lib/format.ts';
import { authKeys } from '../../../lib/session.ts';
import { accountKeys } from '../../../lib/query-keys.ts';
import { rechargeOutcome, rechargeStatusQuery } from '../recharge.ts';
import { accountHref } from '../../../lib/account-tabs.ts';
import { userMessage } from '../../../lib/errors.ts';

const PRESETS = ['10', '50', '100', '500'] as const;

/** The amount as typed (the form holds text); the schema gives it back in fen. */
type RechargeValues = z.input<typeof rechargeInputSchema>;
type RechargeInput = z.output<typeof rechargeInputSchema>;

/** The typed amount in fen, or null while it is not one the server takes. */
function typedFen(text: RechargeValues['amount']): number | null {
  const parsed = rechargeInputSchema.shape.amount.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** A recharge on its way, with the server's clock minus the device's when it was made. */
interface Pending {
  order: RechargeData;
  offsetMs: number;
}

type Phase =
  | { kind: 'form' }
  | ({ kind: 'waiting' } & Pending)
  | { kind: 'paid'; order: RechargeData; balance: Money }
  | { kind: 'expired'; order: RechargeData };

function Waiting({
  order,
  offsetMs,
  onPaid,
  onExpired,
  onCancel,
}: Pending & {
  onPaid: (balance: Money) => void;
  onExpired: () => void;
  onCancel: () => void;
}) {
  // The code's deadline on the device's clock, fixed for this order.
  const [deadline] = useState(() => Date.parse(order.expires_at) - offsetMs);
  const status = useQuery(
    rechargeStatusQuery({
      queryKey: accountKeys.recharge(order.order_no),
      check: () => call(endpoints.user.checkRechargeStatus, { order_no: order.order_no }, { silent: true }),
      deadline,
    }),
  );
  // A failed check says so (and polling goes on).
  const checkFailed = status.errorUpdateCount > 0;
  const [paying, setPaying] = useState(false);
  const demo = runtimeConfig().demo;
  // The latest callbacks, for the poller started once per order.
  const handlers = useRef({ onPaid, onExpired });
  useEffect(() => {
    handlers.current = { onPaid, onExpired };
  });

  useEffect(() => {
    const outcome = rechargeOutcome(status.data, deadline);
    if (outcome?.kind === 'paid') handlers.current.onPaid(outcome.status.balance);
    else if (outcome) handlers.current.onExpired();
  }, [status.data, deadline]);

  const simulate = async () => {
    setPaying(true);
    try {
      await call(demoEndpoints.pay, { order_no: order.order_no });
      void status.refetch();
    } catch {
      // The client has shown the server's message (e.g. 充值单已过期).
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className="acct-pay">
      <div className="acct-pay__code">
        <QrCode value={order.code_url} label={`微信支付二维码，金额 ${formatMoney(order.amount)}`} />
        <p className="acct-pay__scan">
          <Icon name="info" /> 请使用微信扫一扫支付
        </p>
      </div>
      <div className="acct-pay__info">
        <p className="acct-pay__amount">
          支付金额 <strong className="tabular">{formatMoney(order.amount)}</strong>
        </p>
        <p className="acct-pay__meta tabular">充值单号 {order.order_no}</p>
        <p className="acct-pay__status" role="status">
          <span className="acct-pay__dot" aria-hidden="true" />
          正在等待支付…
        </p>
        <p className="acct-pay__meta">
          二维码将在{' '}
          <Countdown
            expiresAt={order.expires_at}
            offsetMs={offsetMs}
            what="二维码"
            onExpire={() => handlers.current.onExpired()}
          />{' '}
          后失效，支付完成后页面会自动更新。
        </p>
        {checkFailed && (
          <p className="acct-pay__meta" role="status">
            网络不太稳定，正在继续查询支付结果…
          </p>
        )}
        <div className="acct-pay__actions">
          {demo && (
            <Button variant="primary" loading={paying} onClick={() => void simulate()}>
              模拟支付成功
            </Button>
          )}
          <Button variant="ghost" onClick={onCancel}>
            取消充值
          </Button>
        </div>
        {demo && <p className="acct-pay__demo">演示环境：点“模拟支付成功”代替手机扫码付款。</p>}
      </div>
    </div>
  );
}

/** The preset amounts; the one typed is shown pressed. */
function Presets({
  typedFen,
  onPick,
}: {
  typedFen: number | null;
  onPick: (amount: (typeof PRESETS)[number]) => void;
}) {
  return (
    <fieldset className="acct-presets">
      <legend className="field__label">选择金额</legend>
      <div className="acct-presets__row">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="acct-preset"
            aria-pressed={typedFen === Number(p) * 100}
            onClick={() => onPick(p)}
          >
            ¥{p}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function RechargePanel({ onPaid }: { onPaid: (balance: Money) => void }) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RechargeValues, unknown, RechargeInput>({
    resolver: zodResolver(rechargeInputSchema),
    defaultValues: { amount: '' },
  });
  const typed = typedFen(useWatch({ control, name: 'amount' }));
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new step moves focus to its heading, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (phase.kind !== 'form') heading.current?.focus();
  }, [phase.kind]);

  const start = handleSubmit(async ({ amount }) => {
    try {
      const order = await call(endpoints.user.getRechargeData, { amount: yuanOf(amount) }, { silent: true });
      setPhase({ kind: 'waiting', order, offsetMs: serverOffset(order.created_at) });
    } catch (err) {
      setPhase({ kind: 'form' });
      setError('amount', { message: userMessage(err, '充值单创建失败，请检查网络后重试') });
    }
  });

  /** 重新发起: the expired order's amount, through the same checks and call. */
  const restart = (amount: Money) => {
    setValue('amount', amount);
    void start();
  };

  const paid = (order: RechargeData, newBalance: Money) => {
    setPhase({ kind: 'paid', order, balance: newBalance });
    onPaid(newBalance);
    // Not after a mutation of ours: the member paid in WeChat and the status poll saw it.
    void queryClient.invalidateQueries({ queryKey: authKeys.overview });
    void queryClient.invalidateQueries({ queryKey: accountKeys.money });
  };

  return (
    <>
      {phase.kind === 'form' && (
        <form
          className="acct-recharge"
          onSubmit={(e) => {
            if (isSubmitting) e.preventDefault();
            else void start(e);
          }}
          noValidate
        >
          <Presets
            typedFen={typed}
            onPick={(p) => {
              setValue('amount', p);
              clearErrors('amount');
            }}
          />
          <Input
            id={fieldId}
            label="充值金额（元）"
            inputMode="decimal"
            autoComplete="off"
            placeholder="1–50000"
            error={errors.amount?.message}
            hint="1–50000 元，最多两位小数；使用微信支付"
            suffix={<span className="acct-unit">元</span>}
            {...register('amount')}
          />
          <div className="acct-recharge__actions">
            <Button type="submit" variant="primary" loading={isSubmitting}>
              立即充值
            </Button>
          </div>
        </form>
      )}

      {phase.kind === 'waiting' && (
        <section className="acct-step" aria-labelledby={`${fieldId}-step`}>
          <h3 id={`${fieldId}-step`} ref={heading} tabIndex={-1} className="acct-step__title">
            微信扫码支付
          </h3>
          <Waiting
            order={phase.order}
            offsetMs={phase.offsetMs}
            onPaid={(b) => paid(phase.order, b)}
            onExpired={() => setPhase({ kind: 'expired', order: phase.order })}
            onCancel={() => setPhase({ kind: 'form' })}
          />
        </section>
      )}

      {phase.kind === 'expired' && (
        <section className="acct-step acct-step--state" aria-labelledby={`${fieldId}-step`}>
          <Icon name="alert" size={40} className="acct-step__icon acct-step__icon--warn" />
          <h3 id={`${fieldId}-step`} ref={heading} tabIndex={-1} className="acct-step__title">
            二维码已过期
          </h3>
          <p className="acct-step__text">
            {formatMoney(phase.order.amount)} 的充值单已过支付时限。如已付款，余额会在到账后自动更新。
          </p>
          <div className="acct-step__actions">
            <Button variant="primary" loading={isSubmitting} onClick={() => restart(phase.order.amount)}>
              重新发起
            </Button>
            <Button variant="ghost" onClick={() => setPhase({ kind: 'form' })}>
              修改金额
            </Button>
          </div>
        </section>
      )}

      {phase.kind === 'paid' && (
        <section className="acct-step acct-step--state" aria-labelledby={`${fieldId}-step`}>
          <Icon name="check" size={40} className="acct-step__icon acct-step__icon--ok" />
          <h3 id={`${fieldId}-step`} ref={heading} tabIndex={-1} className="acct-step__title">
            充值成功
          </h3>
          <p className="acct-step__text" role="status">
            {formatMoney(phase.order.amount)} 已到账，当前余额 {formatMoney(phase.balance)}。
          </p>
          <div className="acct-step__actions">
            <Button
              variant="primary"
              onClick={() => {
                reset({ amount: '' });
                setPhase({ kind: 'form' });
              }}
            >
              继续充值
            </Button>
            <Button asChild variant="ghost">
              <Link to={accountHref('balance', { view: 'log' })}>查看余额明细</Link>
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
