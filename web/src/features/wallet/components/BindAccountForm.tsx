/** 提现's account binding: a 支付宝 account or a bank card in the member's certified name (WithdrawPanel.tsx). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { WITHDRAW_ACCOUNT_KINDS, WITHDRAW_BANKS } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { Select } from '../../../components/Select.tsx';
import { useBindWithdrawAccount } from '../api.ts';
import { bindSchema, type BindValues } from '../withdraw-form.ts';
import { userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

/** Which field a refusal of the server is about, by its words; null for the form as a whole. */
function bindFieldOf(msg: string): keyof BindValues | null {
  if (msg.includes('收款人')) return 'holder';
  if (msg.includes('开户银行')) return 'bank_name';
  if (msg.includes('卡号') || msg.includes('支付宝账号')) return 'account';
  return null;
}

export function BindForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const id = useId();
  const bind = useBindWithdrawAccount();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BindValues>({
    resolver: zodResolver(bindSchema),
    defaultValues: { kind: 'alipay', account: '', bank_name: '', holder: '' },
  });
  const kind = useWatch({ control, name: 'kind' });

  const submit = handleSubmit(async (v) => {
    try {
      await bind.mutateAsync({
        kind: v.kind,
        account: v.account,
        holder: v.holder.trim(),
        ...(v.kind === 'bank' ? { bank_name: v.bank_name } : {}),
      });
      onDone();
    } catch (err) {
      const msg = userMessage(err, '绑定失败，请检查网络后重试');
      setError(bindFieldOf(msg) ?? 'root', { message: msg }, { shouldFocus: true });
    }
  });

  return (
    <form className="acct-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="acct-form__title">
        绑定收款账户
      </h3>
      <fieldset className="acct-choice">
        <legend className="field__label">收款方式</legend>
        <div className="acct-choice__row">
          {WITHDRAW_ACCOUNT_KINDS.map((k) => (
            <label key={k.key} className="acct-choice__option">
              <input type="radio" value={k.key} {...register('kind')} />
              <span>{k.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Input
        label={kind === 'bank' ? '银行卡号' : '支付宝账号'}
        inputMode={kind === 'bank' ? 'numeric' : 'email'}
        autoComplete="off"
        placeholder={kind === 'bank' ? '16–19 位数字' : '手机号或邮箱'}
        error={errors.account?.message}
        {...register('account')}
      />
      {kind === 'bank' && (
        <Controller
          control={control}
          name="bank_name"
          render={({ field }) => (
            <Select
              label="开户银行"
              options={WITHDRAW_BANKS.map((b) => ({ value: b, label: b }))}
              value={field.value || undefined}
              onValueChange={field.onChange}
              placeholder="请选择开户银行"
              error={errors.bank_name?.message}
            />
          )}
        />
      )}
      <Input
        label="收款人姓名"
        autoComplete="name"
        hint="须与实名认证姓名一致"
        error={errors.holder?.message}
        {...register('holder')}
      />
      <FormError className="acct-form-error" message={errors.root?.message} />
      <div className="acct-form__actions">
        <Button type="submit" variant="primary" loading={isSubmitting}>
          绑定账户
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            取消
          </Button>
        )}
      </div>
    </form>
  );
}
