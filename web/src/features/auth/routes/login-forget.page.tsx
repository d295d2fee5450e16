import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { notify } from '../../../lib/toast.ts';
import { forgetFieldOf, forgetSchema, refusalOf, type ForgetValues } from '../auth-forms.ts';
import { useResetPassword } from '../mutations.ts';
import { MobileInput, SmsCodeInput } from '../components/PhoneFields.tsx';
import '../components/auth.css';
import './auth-page.css';
import { userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

/** /login/forget: SMS code → new password (resetpwd), then log in again. */
export function Component() {
  usePageTitle('找回密码');
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<ForgetValues>({
    resolver: zodResolver(forgetSchema),
    defaultValues: { mobile: '', code: '', password: '', confirm: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (v) => {
    try {
      await reset.mutateAsync({ mobile: v.mobile, code: v.code, password: v.password });
    } catch (err) {
      const refusal = refusalOf(err);
      const field = refusal === null ? null : forgetFieldOf(refusal);
      setError(
        field ?? 'root',
        { message: userMessage(err, '重置失败，请检查网络后重试') },
        { shouldFocus: field !== null },
      );
      return;
    }
    notify.success('密码已重置，请用新密码登录');
    void navigate('/login', { replace: true });
  });

  return (
    <section className="auth-page__card auth-page__card--solo" aria-labelledby="page-title">
      <h1 id="page-title">找回密码</h1>
      <p className="muted auth-page__lead">验证注册手机号后设置新密码。重置后其他设备需要重新登录。</p>
      <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
        <MobileInput error={errors.mobile?.message} {...register('mobile')} />
        <SmsCodeInput form={form} event="resetpwd" />
        <Input
          label="新密码"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint="6–20 位，须同时包含字母和数字"
          {...register('password')}
        />
        <Input
          label="确认新密码"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <FormError className="auth-form__error" message={errors.root?.message} />
        <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
          重置密码
        </Button>
        <p className="muted auth-page__alt">
          想起来了？<Link to="/login">返回登录</Link>
        </p>
      </form>
    </section>
  );
}
