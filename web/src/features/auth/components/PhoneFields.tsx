/**
 * 手机号 and 验证码 on the forms that log in, sign up or reset by SMS (login, 绑定手机号, 找回密码),
 * over the form's react-hook-form handle: the number is checked before a code is sent, and a refusal to
 * send is said at the number. The form's values have `mobile` and `code`; its schema checks them.
 */
import type { SmsSendReq } from '@zaowu/shared';
import type { ComponentProps, ReactNode } from 'react';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Input } from '../../../components/Field.tsx';
import { SmsCodeField } from '../../../components/SmsCodeField.tsx';

interface PhoneValues {
  mobile: string;
  code: string;
}

/** The two fields the components use, whatever else the form has (its type guarantees both). */
const phoneForm = <T extends PhoneValues>(form: UseFormReturn<T>) =>
  form as unknown as UseFormReturn<PhoneValues>;

/**
 * 手机号. The form registers it (`{...register('mobile')}`) where it registers its other fields, so the
 * first invalid field it focuses is the first on screen.
 */
export function MobileInput(props: Omit<ComponentProps<typeof Input>, 'label'>) {
  return <Input label="手机号" type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...props} />;
}

export function SmsCodeInput<T extends PhoneValues>({
  form,
  event,
  hint,
}: {
  form: UseFormReturn<T>;
  event: SmsSendReq['event'];
  hint?: ReactNode;
}) {
  const { control, trigger, setError } = phoneForm(form);
  const mobile = useWatch({ control, name: 'mobile' });
  const { errors } = useFormState({ control, name: 'code' });
  return (
    <Controller
      control={control}
      name="code"
      render={({ field }) => (
        <SmsCodeField
          target={{ mobile, event }}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errors.code?.message}
          hint={hint}
          beforeSend={() => trigger('mobile')}
          onSendError={(message) => setError('mobile', { message })}
        />
      )}
    />
  );
}
