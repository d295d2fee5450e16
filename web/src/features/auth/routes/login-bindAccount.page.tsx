import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { notify } from '../../../lib/toast.ts';
import { bindSchema, loginFieldOf, refusalOf, type BindValues } from '../auth-forms.ts';
import { useLogin } from '../mutations.ts';
import { MobileInput, SmsCodeInput } from '../components/PhoneFields.tsx';
import { forgetThirdPartyLogin, isThirdPartyReturn } from '../third-party-state.ts';
import '../components/auth.css';
import './auth-page.css';
import { userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

/**
 * /login/bindAccount: where third-party login comes back. The member binds a phone number with an SMS
 * code; the number is the account from then on (a new number registers). Opened any other way (by hand,
 * from history, a link from someone else) there is no third-party login to bind: it says so and offers
 * the login page.
 */
export function Component() {
  usePageTitle('绑定账号');
  const [params] = useSearchParams();
  // Decided once: binding logs in and leaves, and the state is used up by then.
  const [pending] = useState(() => isThirdPartyReturn(params));
  return pending ? <BindForm /> : <NothingToBind />;
}

function NothingToBind() {
  return (
    <section className="auth-page__card auth-page__card--solo" aria-labelledby="page-title">
      <h1 id="page-title">没有待绑定的第三方账号</h1>
      <p className="muted auth-page__lead">
        这个页面用于微信、QQ 或微博登录后绑定手机号。请先在登录页选择第三方账号登录，授权后会自动回到这里。
      </p>
      <Link to="/login" className="btn btn--primary btn--lg btn--block">
        去登录
      </Link>
    </section>
  );
}

function BindForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const form = useForm<BindValues>({
    resolver: zodResolver(bindSchema),
    defaultValues: { mobile: '', code: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (v) => {
    try {
      await login.mutateAsync({ account: v.mobile, code: v.code });
    } catch (err) {
      const refusal = refusalOf(err);
      const field = refusal === null ? null : loginFieldOf(refusal, 'sms');
      setError(
        field === 'mobile' || field === 'code' ? field : 'root',
        { message: userMessage(err, '绑定失败，请检查网络后重试') },
        { shouldFocus: field !== null },
      );
      return;
    }
    forgetThirdPartyLogin();
    notify.success('绑定成功，已登录');
    void navigate('/', { replace: true });
  });

  return (
    <section className="auth-page__card auth-page__card--solo" aria-labelledby="page-title">
      <h1 id="page-title">绑定手机号</h1>
      <p className="muted auth-page__lead">
        第三方账号授权成功。绑定手机号后，下次可直接用手机号或第三方账号登录。
      </p>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
        <MobileInput error={errors.mobile?.message} {...register('mobile')} />
        <SmsCodeInput form={form} event="login" />
        <FormError className="auth-form__error" message={errors.root?.message} />
        <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
          绑定并登录
        </Button>
        <p className="muted auth-page__alt">
          不想绑定？<Link to="/login">使用其他方式登录</Link>
        </p>
      </form>
    </section>
  );
}
