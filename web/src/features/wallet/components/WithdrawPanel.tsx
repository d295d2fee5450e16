/**
 * 提现: certified members only (others are sent to /certification). The member binds an account in their
 * certified name (支付宝 or a bank card), then withdraws under the rules stated beside the form
 * (seller-money.ts, which the server enforces too): the fee and the total to leave the balance show as the
 * amount is typed, and the 支付密码 is asked for (without one, 设置支付密码 is offered right there). A withdrawal is 处理中 until paid out; the list below shows each with its state (and, on
 * the demo upstream, 模拟到账 in place of the payment channel).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import {
  WITHDRAW_MAX_PENDING,
  WITHDRAW_RULES,
  fenOf,
  withdrawFee,
  yuanOf,
  type CertificationStatus,
  type WithdrawAccount,
  type WithdrawInfo,
  type Withdrawal,
} from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { formatFen, formatMoney } from '../../../lib/format.ts';
import { useWithdraw, withdrawInfoQuery } from '../api.ts';
import { checkAmount } from '../../../lib/amount.ts';
import { accountHref } from '../../../lib/account-tabs.ts';
import {
  WITHDRAW_RULE,
  maxWithdrawable,
  newRequestId,
  withdrawSchema,
  type WithdrawValues,
} from '../withdraw-form.ts';
import { PayPasswordField } from '../../../components/pay-password/PayPasswordField.tsx';
import { usePayPasswordUsable } from '../../../lib/pay-password.ts';
import { BindForm } from './BindAccountForm.tsx';
import { WithdrawalList } from './WithdrawalList.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { userMessage } from '../../../lib/errors.ts';

const CERTIFY_COPY: Record<Exclude<CertificationStatus, 'verified'>, { text: string; action: string }> = {
  none: { text: '完成实名认证后即可提现，收款人须与实名认证姓名一致。', action: '去实名认证' },
  pending: { text: '你的实名认证正在审核中，通过后即可提现。', action: '查看认证进度' },
  rejected: { text: '你的实名认证未通过审核，请核对后重新提交。', action: '重新认证' },
};

function CertifyFirst({ status }: { status: Exclude<CertificationStatus, 'verified'> }) {
  const copy = CERTIFY_COPY[status];
  return (
    <div className="acct-card-box">
      <Empty
        icon="user"
        size="compact"
        title="提现仅限已实名认证的会员"
        description={copy.text}
        action={
          <Button asChild variant="primary">
            <Link to="/certification">{copy.action}</Link>
          </Button>
        }
      />
    </div>
  );
}

/** The rules, as the server enforces them (seller-money.ts). */
function WithdrawRules() {
  return (
    <div className="acct-withdraw__rules">
      <h4 className="acct-withdraw__rules-title">提现规则</h4>
      <ul>
        {WITHDRAW_RULES.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}

function AccountBox({ account }: { account: WithdrawAccount | null }) {
  const [changing, setChanging] = useState(false);
  if (!account || changing)
    return (
      <div className="acct-card-box">
        <BindForm
          onDone={() => setChanging(false)}
          onCancel={account ? () => setChanging(false) : undefined}
        />
        {!account && <WithdrawRules />}
      </div>
    );
  return (
    <div className="acct-card-box acct-withdraw__account">
      <Icon name="check" size={20} className="acct-withdraw__ok" />
      <p className="acct-withdraw__account-text">
        <span className="acct-withdraw__label">收款账户</span>
        <strong>{account.label}</strong>
        <span className="acct-withdraw__holder">收款人 {account.holder}</span>
      </p>
      <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
        更换账户
      </Button>
    </div>
  );
}

function WithdrawForm({ info }: { info: WithdrawInfo & { account: WithdrawAccount } }) {
  const id = useId();
  const withdraw = useWithdraw();
  const balanceFen = fenOf(info.balance) ?? 0;
  // The schema checks against the balance now, which moves after each withdrawal.
  const balanceRef = useRef(balanceFen);
  useEffect(() => {
    balanceRef.current = balanceFen;
  }, [balanceFen]);
  const resolver: Resolver<WithdrawValues> = (values, context, options) =>
    zodResolver(withdrawSchema(balanceRef.current))(values, context, options);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawValues>({ resolver, defaultValues: { amount: '', pay_password: '' } });
  const payPasswordUsable = usePayPasswordUsable();
  // One key per attempt: sent again after a lost answer, it withdraws once.
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const typed = checkAmount(useWatch({ control, name: 'amount' }), WITHDRAW_RULE);
  const fee = typed.ok ? withdrawFee(typed.fen) : null;
  const max = maxWithdrawable(balanceFen);
  const full = info.pending >= WITHDRAW_MAX_PENDING;

  const submit = handleSubmit(async (v) => {
    const checked = checkAmount(v.amount, WITHDRAW_RULE);
    if (!checked.ok) return;
    try {
      const w = await withdraw.mutateAsync({
        amount: checked.money,
        request_id: requestId,
        pay_password: v.pay_password,
      });
      setRequestId(newRequestId());
      setDone(w);
      reset({ amount: '', pay_password: '' });
    } catch (err) {
      const message = userMessage(err, '提现申请失败，请检查网络后重试');
      // A wrong or locked 支付密码 is said at its field, emptied; anything else at the amount.
      if (message.includes('支付密码')) setValue('pay_password', '');
      setError(message.includes('支付密码') ? 'pay_password' : 'amount', { message }, { shouldFocus: true });
    }
  });

  return (
    <div className="acct-withdraw">
      <form
        className="acct-card-box acct-form"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby={`${id}-title`}
      >
        <h3 id={`${id}-title`} className="acct-form__title">
          申请提现
        </h3>
        {done && (
          <div className="acct-withdraw__done" role="status">
            <Icon name="check" size={20} />
            <p>
              提现申请已提交：{formatMoney(done.amount)}（手续费 {formatMoney(done.fee)}，共扣除{' '}
              {formatMoney(done.total)}）正在处理中，到账后会通知你。{' '}
              <Link to={accountHref('balance', { view: 'log' })}>查看余额明细</Link>
            </p>
          </div>
        )}
        <Input
          label="提现金额（元）"
          inputMode="decimal"
          autoComplete="off"
          placeholder={`${formatFen(WITHDRAW_RULE.minFen).slice(1)} 起`}
          disabled={full}
          error={errors.amount?.message}
          hint={
            fee !== null && typed.ok
              ? `手续费 ${formatFen(fee)}，共从余额扣除 ${formatFen(typed.fen + fee)}`
              : `可提现 ${formatFen(max)}（已扣除手续费）`
          }
          suffix={
            <Button
              size="sm"
              variant="ghost"
              disabled={full || max === 0}
              onClick={() => {
                setValue('amount', yuanOf(max));
                setRequestId(newRequestId());
                clearErrors('amount');
                setDone(null);
              }}
            >
              全部提现
            </Button>
          }
          {...register('amount', {
            onChange: () => {
              setRequestId(newRequestId());
              if (done) setDone(null);
            },
          })}
        />
        {full && (
          <p className="acct-form-error" role="status">
            已有 {info.pending} 笔提现正在处理中，到账后才能再申请。
          </p>
        )}
        <Controller
          control={control}
          name="pay_password"
          render={({ field }) => (
            <PayPasswordField
              purpose="提现"
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={errors.pay_password?.message}
              disabled={full}
            />
          )}
        />
        <div className="acct-form__actions">
          <Button
            type="submit"
            variant="primary"
            loading={isSubmitting}
            disabled={full || !payPasswordUsable}
          >
            申请提现
          </Button>
        </div>
        <WithdrawRules />
      </form>
    </div>
  );
}

export function WithdrawPanel() {
  const info = useQuery(withdrawInfoQuery());
  if (info.isPending)
    return (
      <SkeletonGroup label="正在加载提现信息…" className="acct-card-box">
        <Skeleton width={160} />
        <Skeleton shape="rect" height={120} />
      </SkeletonGroup>
    );
  if (info.isError)
    return (
      <LoadError
        title="提现信息加载失败"
        size="compact"
        error={info.error}
        onRetry={() => void info.refetch()}
      />
    );
  const d = info.data;
  if (d.certification !== 'verified') return <CertifyFirst status={d.certification} />;
  return (
    <>
      <AccountBox account={d.account} />
      {d.account && <WithdrawForm info={{ ...d, account: d.account }} />}
      <WithdrawalList />
    </>
  );
}
