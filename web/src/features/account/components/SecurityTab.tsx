/**
 * 账号安全: the bound phone and the login password. With a password set, the member changes it with the
 * current one; a member who signed up by SMS has none and sets a first one with a code sent to their
 * own phone. Mistakes are said beside their field, the server's too (当前密码错误 …), and nothing typed
 * is lost. A new password signs out the member's other devices (said before saving).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/toast.ts';
import { SmsCodeField } from '../../auth/index.ts';
import { securityQuery, useSetPassword } from '../api.ts';
import { LoadError, PanelHeading, RowsSkeleton } from './common.tsx';
import {
  securityErrors,
  fieldOfSecurityMessage,
  type SecurityErrors,
  type SecurityField,
  type SecurityValues,
} from '../security.ts';

const EMPTY: SecurityValues = { old_password: '', code: '', password: '', confirm: '' };

export function SecurityTab() {
  const security = useQuery(securityQuery());
  const save = useSetPassword();
  const prefix = useId();
  const [values, setValues] = useState<SecurityValues>(EMPTY);
  const [errors, setErrors] = useState<SecurityErrors>({});
  const fieldId = (key: SecurityField) => `${prefix}-${key}`;

  if (security.isPending) return <RowsSkeleton label="正在加载账号安全…" rows={2} thumb={false} />;
  if (security.isError)
    return <LoadError what="账号安全" error={security.error} onRetry={() => void security.refetch()} />;
  const { mobile, has_password: hasPassword } = security.data;

  const set = (key: SecurityField, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const found = securityErrors(values, hasPassword);
    setErrors(found);
    const first = (Object.keys(found) as SecurityField[])[0];
    if (first) return void document.getElementById(fieldId(first))?.focus();
    save.mutate(
      hasPassword
        ? { old_password: values.old_password, password: values.password }
        : { code: values.code.trim(), password: values.password },
      {
        onSuccess: () => {
          notify.success(hasPassword ? '登录密码已修改，其他设备需要重新登录' : '登录密码已设置');
          setValues(EMPTY);
        },
        onError: (err) => {
          if (!(err instanceof ApiError) || err.code !== 0) {
            setErrors({ form: '保存失败，请检查网络后重试；填写的内容都还在' });
            return;
          }
          const field = fieldOfSecurityMessage(err.message);
          setErrors({ [field]: err.message });
          document.getElementById(fieldId(field === 'form' ? 'password' : field))?.focus();
        },
      },
    );
  };

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
      <form className="acct-security__form" onSubmit={submit} noValidate aria-labelledby={`${prefix}-h`}>
        <h3 id={`${prefix}-h`} className="acct-security__heading">
          {hasPassword ? '修改登录密码' : '设置登录密码'}
        </h3>
        {hasPassword ? (
          <Input
            id={fieldId('old_password')}
            label="当前密码"
            type="password"
            autoComplete="current-password"
            value={values.old_password}
            onChange={(e) => set('old_password', e.target.value)}
            error={errors.old_password}
          />
        ) : (
          <SmsCodeField
            target={{ ownPhone: true }}
            value={values.code}
            onChange={(code) => set('code', code)}
            error={errors.code}
            hint={`验证码将发送到 ${mobile}`}
            onMobileError={(message) => setErrors((e) => ({ ...e, code: message }))}
          />
        )}
        <Input
          id={fieldId('password')}
          label="新密码"
          type="password"
          autoComplete="new-password"
          hint="6–20 位，须同时包含字母和数字"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
        />
        <Input
          id={fieldId('confirm')}
          label="确认新密码"
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => set('confirm', e.target.value)}
          error={errors.confirm}
        />
        {errors.form && (
          <p className="acct-security__error" role="alert">
            {errors.form}
          </p>
        )}
        {hasPassword && (
          <p className="acct-security__note">修改后，其他设备上的登录会失效，本设备保持登录。</p>
        )}
        <Button type="submit" variant="primary" loading={save.isPending}>
          {hasPassword ? '修改密码' : '设置密码'}
        </Button>
      </form>
    </div>
  );
}
