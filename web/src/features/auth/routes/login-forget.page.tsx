import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { notify } from '../../../lib/toast.ts';
import { useResetPassword } from '../mutations.ts';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import { mobileError, passwordError, smsCodeError } from '../validation.ts';
import '../components/auth.css';
import './auth-page.css';

type Field = 'mobile' | 'code' | 'password' | 'confirm' | 'form';

/** /login/forget: SMS code → new password (resetpwd), then log in again. */
export function Component() {
  usePageTitle('找回密码');
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [values, setValues] = useState({ mobile: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      mobile: mobileError(values.mobile) ?? undefined,
      code: smsCodeError(values.code) ?? undefined,
      password: passwordError(values.password, { strict: true }) ?? undefined,
      confirm: values.confirm !== values.password ? '两次输入的密码不一致' : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    reset.mutate(
      { mobile: values.mobile.trim(), code: values.code.trim(), password: values.password },
      {
        onSuccess: () => {
          notify.success('密码已重置，请用新密码登录');
          void navigate('/login', { replace: true });
        },
        onError: (err) => setErrors({ form: err.message }),
      },
    );
  };

  return (
    <section className="auth-page__card auth-page__card--solo" aria-labelledby="page-title">
      <h1 id="page-title">找回密码</h1>
      <p className="muted auth-page__lead">验证注册手机号后设置新密码。重置后其他设备需要重新登录。</p>
      <form className="auth-form" onSubmit={submit} noValidate>
        <Input
          label="手机号"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={values.mobile}
          onChange={set('mobile')}
          error={errors.mobile}
        />
        <SmsCodeField
          target={{ mobile: values.mobile, event: 'resetpwd' }}
          value={values.code}
          onChange={(code) => setValues((v) => ({ ...v, code }))}
          error={errors.code}
          onMobileError={(m) => setErrors({ mobile: m })}
        />
        <Input
          label="新密码"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint="6–20 位，须同时包含字母和数字"
        />
        <Input
          label="确认新密码"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        {errors.form && (
          <p className="auth-form__error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" size="lg" block loading={reset.isPending}>
          重置密码
        </Button>
        <p className="muted auth-page__alt">
          想起来了？<Link to="/login">返回登录</Link>
        </p>
      </form>
    </section>
  );
}
