import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Tabs } from 'radix-ui';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import {
  loginFieldOf,
  loginSchemas,
  refusalOf,
  suggestsSmsLogin,
  type LoginMode,
  type LoginValues,
} from '../auth-forms.ts';
import { useLogin } from '../mutations.ts';
import { MobileInput, SmsCodeInput } from './PhoneFields.tsx';
import { ThirdPartyLogin } from './ThirdPartyLogin.tsx';
import './auth.css';
import { userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

interface Props {
  onSuccess: () => void;
  /** Close the surrounding dialog when the user follows a link out of the form. */
  onNavigate?: () => void;
}

/**
 * Password or SMS-code login; errors stay beside the fields and nothing typed is lost. A password
 * refusal that points to 验证码登录 (a lockout after wrong passwords, a number without a password)
 * comes with 改用验证码登录, one click to the SMS tab with the number kept, and 找回密码.
 */
export function LoginForm({ onSuccess, onNavigate }: Props) {
  const login = useLogin();
  const [mode, setMode] = useState<LoginMode>('password');
  const [offerSms, setOfferSms] = useState(false);
  const smsTab = useRef<HTMLButtonElement>(null);
  const form = useForm<LoginValues>({
    // Each tab checks its own fields; the resolver follows the tab shown.
    resolver: zodResolver(loginSchemas[mode]),
    defaultValues: { mobile: '', password: '', code: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  const switchTo = (next: LoginMode) => {
    setMode(next);
    setOfferSms(false);
    clearErrors();
  };

  const submit = handleSubmit(async (v) => {
    setOfferSms(false);
    try {
      await login.mutateAsync(
        mode === 'password'
          ? { account: v.mobile, password: v.password }
          : { account: v.mobile, code: v.code },
      );
    } catch (err) {
      const refusal = refusalOf(err);
      const field = refusal === null ? null : loginFieldOf(refusal, mode);
      setOfferSms(mode === 'password' && refusal !== null && suggestsSmsLogin(refusal));
      setError(
        field ?? 'root',
        { message: userMessage(err, '登录失败，请检查网络后重试') },
        { shouldFocus: field !== null },
      );
      return;
    }
    onSuccess();
  });

  const mobileField = (
    <MobileInput placeholder="请输入手机号" error={errors.mobile?.message} {...register('mobile')} />
  );

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <Tabs.Root value={mode} onValueChange={(v) => switchTo(v as LoginMode)}>
        <Tabs.List className="auth-tabs" aria-label="登录方式">
          <Tabs.Trigger className="auth-tabs__tab" value="password">
            密码登录
          </Tabs.Trigger>
          <Tabs.Trigger ref={smsTab} className="auth-tabs__tab" value="sms">
            验证码登录
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="password" className="auth-form__fields">
          {mode === 'password' && (
            <>
              {mobileField}
              <Input
                label="密码"
                type="password"
                autoComplete="current-password"
                placeholder="请输入密码"
                error={errors.password?.message}
                {...register('password')}
              />
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="sms" className="auth-form__fields">
          {mode === 'sms' && (
            <>
              {mobileField}
              <SmsCodeInput form={form} event="login" hint="未注册的手机号验证后将自动注册" />
            </>
          )}
        </Tabs.Content>
      </Tabs.Root>
      <FormError className="auth-form__error" message={errors.root?.message} />
      {offerSms && (
        <div className="auth-form__way-back">
          <Button
            size="sm"
            onClick={() => {
              switchTo('sms');
              // The button goes with the password tab: focus lands on the tab now shown.
              smsTab.current?.focus();
            }}
          >
            改用验证码登录
          </Button>
          <Link to="/login/forget" onClick={onNavigate}>
            找回密码
          </Link>
        </div>
      )}
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
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
