import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { notify } from '../../../lib/toast.ts';
import { useLogin } from '../mutations.ts';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import { mobileError, smsCodeError } from '../validation.ts';
import '../components/auth.css';
import './auth-page.css';

type Errors = Partial<Record<'mobile' | 'code' | 'form', string>>;

/**
 * /login/bindAccount: where third-party login comes back. The member binds a phone number with an SMS
 * code; the number is the account from then on (a new number registers).
 */
export function Component() {
  usePageTitle('绑定账号');
  const login = useLogin();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = { mobile: mobileError(mobile) ?? undefined, code: smsCodeError(code) ?? undefined };
    setErrors(next);
    if (next.mobile || next.code) return;
    login.mutate(
      { account: mobile.trim(), code: code.trim() },
      {
        onSuccess: () => {
          notify.success('绑定成功，已登录');
          void navigate('/', { replace: true });
        },
        onError: (err) => setErrors({ form: err.message }),
      },
    );
  };

  return (
    <section className="auth-page__card auth-page__card--solo" aria-labelledby="page-title">
      <h1 id="page-title">绑定手机号</h1>
      <p className="muted auth-page__lead">
        第三方账号授权成功。绑定手机号后，下次可直接用手机号或第三方账号登录。
      </p>
      <form className="auth-form" onSubmit={submit} noValidate>
        <Input
          label="手机号"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={errors.mobile}
        />
        <SmsCodeField
          target={{ mobile, event: 'login' }}
          value={code}
          onChange={setCode}
          error={errors.code}
          onMobileError={(m) => setErrors({ mobile: m })}
        />
        {errors.form && (
          <p className="auth-form__error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" size="lg" block loading={login.isPending}>
          绑定并登录
        </Button>
        <p className="muted auth-page__alt">
          不想绑定？<Link to="/login">使用其他方式登录</Link>
        </p>
      </form>
    </section>
  );
}
