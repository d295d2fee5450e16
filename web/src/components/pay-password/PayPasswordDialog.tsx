/**
 * 设置 / 修改 / 重置支付密码: one form for all three, since each is proven the same way — a code sent to
 * the member's own phone — then the new 6 digits twice. The rules are stated in the dialog; mistakes
 * are said beside their field (the server's too), and a reset ends a lock at once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PAY_PASSWORD_RULES } from '@zaowu/shared/pay-password';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import { notify } from '../../lib/toast.ts';
import { SmsCodeField } from '../SmsCodeField.tsx';
import { overviewQuery } from '../../lib/session.ts';
import { useSetPayPassword } from '../../lib/pay-password.ts';
import {
  EMPTY_PAY_PASSWORD_VALUES,
  fieldOfPayPasswordMessage,
  payPasswordFormSchema,
  type PayPasswordValues,
} from './form.ts';
import { PayPasswordInput } from './PayPasswordInput.tsx';
import './pay-password.css';
import { userMessage } from '../../lib/errors.ts';
import { FormError } from '../FormError.tsx';

export type PayPasswordMode = 'set' | 'change' | 'reset';

const COPY: Record<PayPasswordMode, { title: string; submit: string; done: string }> = {
  set: { title: '设置支付密码', submit: '设置支付密码', done: '支付密码已设置' },
  change: { title: '修改支付密码', submit: '保存新支付密码', done: '支付密码已修改' },
  reset: { title: '重置支付密码', submit: '重置支付密码', done: '支付密码已重置，可以继续使用' },
};

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: PayPasswordMode;
  /** After it was saved (the dialog closes itself). */
  onDone?: () => void;
}

function PayPasswordForm({ mode, onDone }: { mode: PayPasswordMode; onDone: () => void }) {
  const id = useId();
  const save = useSetPayPassword();
  const me = useQuery(overviewQuery());
  const mobile = me.data?.userinfo.mobile;
  const copy = COPY[mode];
  const {
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PayPasswordValues>({
    resolver: zodResolver(payPasswordFormSchema),
    defaultValues: EMPTY_PAY_PASSWORD_VALUES,
  });

  const submit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ code: v.code, pay_password: v.pay_password });
    } catch (err) {
      const msg = userMessage(err, '保存失败，请检查网络后重试；填写的内容都还在');
      setError(fieldOfPayPasswordMessage(msg) ?? 'root', { message: msg }, { shouldFocus: true });
      return;
    }
    notify.success(copy.done);
    onDone();
  });

  return (
    <form className="pay-password-form" onSubmit={(e) => void submit(e)} noValidate aria-label={copy.title}>
      <ul className="pay-password-form__rules" aria-label="支付密码规则">
        {PAY_PASSWORD_RULES.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <SmsCodeField
            target={{ ownPhone: true, purpose: 'pay_password' }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.code?.message}
            hint={mobile ? `验证码将发送到 ${mobile}` : '验证码将发送到你绑定的手机'}
            onSendError={(message) => setError('code', { message })}
          />
        )}
      />
      <Controller
        control={control}
        name="pay_password"
        render={({ field }) => (
          <PayPasswordInput
            ref={field.ref}
            name={field.name}
            label="新的支付密码"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.pay_password?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="confirm"
        render={({ field }) => (
          <PayPasswordInput
            ref={field.ref}
            name={field.name}
            label="再次输入支付密码"
            hint={null}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.confirm?.message}
          />
        )}
      />
      <FormError id={`${id}-error`} className="pay-password-form__error" message={errors.root?.message} />
      <Button type="submit" variant="primary" block loading={isSubmitting}>
        {copy.submit}
      </Button>
    </form>
  );
}

export function PayPasswordDialog({ open, onOpenChange, mode, onDone }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={COPY[mode].title}
      description="为保障资金安全，需要验证绑定手机号。"
      size="sm"
      returnFocus
    >
      {/* A fresh form each time it opens: nothing typed lingers in a closed dialog. */}
      {open && (
        <PayPasswordForm
          mode={mode}
          onDone={() => {
            onOpenChange(false);
            onDone?.();
          }}
        />
      )}
    </Dialog>
  );
}
