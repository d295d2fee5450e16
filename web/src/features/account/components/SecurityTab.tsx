/**
 * 账号安全: the bound phone, the login password and (its own part) the 支付密码. With a password set, the member changes it with the
 * current one; a member who signed up by SMS has none and sets a first one with a code sent to their
 * own phone. Mistakes are said beside their field, the server's too (当前密码错误 …), and nothing typed
 * is lost. A new password signs out the member's other devices (said before saving).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { notify } from '../../../lib/toast.ts';
import { SmsCodeField } from '../../../components/SmsCodeField.tsx';
import { PayPasswordSettings } from '../../../components/pay-password/PayPasswordSettings.tsx';
import { securityQuery, useSetPassword } from '../api.ts';
import {
  EMPTY_SECURITY_VALUES,
  fieldOfSecurityMessage,
  securitySchemas,
  type SecurityValues,
} from '../security.ts';
import { PanelHeading, RowsSkeleton } from '../../../components/AccountPanel.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

export function SecurityTab() {
  const security = useQuery(securityQuery());
  const save = useSetPassword();
  const prefix = useId();
  const hasPassword = security.data?.has_password ?? false;
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SecurityValues>({
    // Which proof the form asks for follows the account: the current password, or a code.
    resolver: zodResolver(hasPassword ? securitySchemas.change : securitySchemas.first),
    defaultValues: EMPTY_SECURITY_VALUES,
  });

  if (security.isPending) return <RowsSkeleton label="正在加载账号安全…" rows={2} thumb={false} />;
  if (security.isError)
    return (
      <LoadError
        title="账号安全加载失败"
        size="compact"
        error={security.error}
        onRetry={() => void security.refetch()}
      />
    );
  const { mobile } = security.data;

  const submit = handleSubmit(async (v) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(
        hasPassword
          ? { old_password: v.old_password, password: v.password }
          : { code: v.code, password: v.password },
      );
    } catch (err) {
      const msg = userMessage(err, '保存失败，请检查网络后重试；填写的内容都还在');
      const field = fieldOfSecurityMessage(msg);
      setError(field ?? 'root', { message: msg }, { shouldFocus: true });
      if (!field) setFocus('password');
      return;
    }
    notify.success(hasPassword ? '登录密码已修改，其他设备需要重新登录' : '登录密码已设置');
    reset(EMPTY_SECURITY_VALUES);
  });

  return (
    <div className="acct-security">
      <PanelHeading>账号安全</PanelHeading>
      <dl className="acct-security__facts">
        <div>
          <dt>绑定手机</dt>
          <dd className="tabular">{mobile}</dd>
        </div>
        <div>
          <dt>登录密码</dt>
          <dd>{hasPassword ? '已设置' : '未设置：用验证码登录的账号可以在这里设置登录密码'}</dd>
        </div>
      </dl>
      <form
        className="acct-security__form"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby={`${prefix}-h`}
      >
        <h3 id={`${prefix}-h`} className="acct-security__heading">
          {hasPassword ? '修改登录密码' : '设置登录密码'}
        </h3>
        {hasPassword ? (
          <Input
            label="当前密码"
            type="password"
            autoComplete="current-password"
            error={errors.old_password?.message}
            {...register('old_password')}
          />
        ) : (
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <SmsCodeField
                target={{ ownPhone: true }}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.code?.message}
                hint={`验证码将发送到 ${mobile}`}
                onSendError={(message) => setError('code', { message })}
              />
            )}
          />
        )}
        <Input
          label="新密码"
          type="password"
          autoComplete="new-password"
          hint="6–20 位，须同时包含字母和数字"
          error={errors.password?.message}
          {...register('password')}
        />
        <Input
          label="确认新密码"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <FormError className="acct-security__error" message={errors.root?.message} />
        {hasPassword && (
          <p className="acct-security__note">修改后，其他设备上的登录会失效，本设备保持登录。</p>
        )}
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {hasPassword ? '修改密码' : '设置密码'}
        </Button>
      </form>
      <PayPasswordSettings />
    </div>
  );
}
