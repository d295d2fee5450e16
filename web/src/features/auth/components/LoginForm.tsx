import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Tabs } from 'radix-ui';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { useLogin } from '../mutations.ts';
import { mobileError, passwordError, smsCodeError } from '../validation.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { ThirdPartyLogin } from './ThirdPartyLogin.tsx';
import './auth.css';

type Mode = 'password' | 'sms';
type Errors = Partial<Record<'mobile' | 'password' | 'code' | 'form', string>>;

interface Props {
  onSuccess: () => void;
  /** Close the surrounding dialog when the user follows a link out of the form. */
  onNavigate?: () => void;
}

/** Password or SMS-code login; errors stay beside the fields and nothing typed is lost. */
export function LoginForm({ onSuccess, onNavigate }: Props) {
  const login = useLogin();
  const [mode, setMode] = useState<Mode>('password');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      mobile: mobileError(mobile) ?? undefined,
      ...(mode === 'password'
        ? { password: passwordError(password) ?? undefined }
        : { code: smsCodeError(code) ?? undefined }),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    login.mutate(
      mode === 'password'
        ? { account: mobile.trim(), password }
        : { account: mobile.trim(), code: code.trim() },
      { onSuccess, onError: (err) => setErrors({ form: err.message }) },
    );
  };

  const mobileField = (
    <Input
      label="手机号"
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      placeholder="请输入手机号"
      value={mobile}
      onChange={(e) => setMobile(e.target.value)}
      error={errors.mobile}
    />
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <Tabs.Root value={mode} onValueChange={(v) => (setMode(v as Mode), setErrors({}))}>
        <Tabs.List className="auth-tabs" aria-label="登录方式">
          <Tabs.Trigger className="auth-tabs__tab" value="password">
            密码登录
          </Tabs.Trigger>
          <Tabs.Trigger className="auth-tabs__tab" value="sms">
            验证码登录
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="password" className="auth-form__fields">
          {mode === 'password' && (
            <>
              {mobileField}
              <Input
                label="密码"
                name="password"
                type="password"
                autoComplete="current-password"
                placeholder="请输入密码"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.password}
              />
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="sms" className="auth-form__fields">
          {mode === 'sms' && (
            <>
              {mobileField}
              <SmsCodeField
                target={{ mobile, event: 'login' }}
                value={code}
                onChange={setCode}
                error={errors.code}
                hint="未注册的手机号验证后将自动注册"
                onMobileError={(m) => setErrors({ mobile: m })}
              />
            </>
          )}
        </Tabs.Content>
      </Tabs.Root>
      {errors.form && (
        <p className="auth-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" block loading={login.isPending}>
        登录
      </Button>
      <div className="auth-form__links">
        <Link to="/login/forget" onClick={onNavigate}>
          忘记密码？
        </Link>
        <span className="muted">
          登录即同意
          <Link to="/agreement" onClick={onNavigate}>
            《用户协议》
          </Link>
          和
          <Link to="/privacy" onClick={onNavigate}>
            《隐私政策》
          </Link>
        </span>
      </div>
      <ThirdPartyLogin />
    </form>
  );
}
