/**
 * 新增 / 编辑收货地址: 收货人, 手机号, 所在地区 (RegionPicker), 详细地址, 设为默认地址. Checked with the
 * shared schema on submit and as the member corrects; a server refusal shows beside its field (or above
 * the buttons), and nothing typed is lost.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Address } from '@zaowu/shared';
import { Button } from '../Button.tsx';
import { Checkbox } from '../Checkbox.tsx';
import { Input } from '../Field.tsx';
import { useSaveAddress } from '../../lib/addresses.ts';
import {
  EMPTY_ADDRESS,
  addressFieldOf,
  addressFormSchema,
  type AddressChecked,
  type AddressValues,
} from './address-form.ts';
import { RegionPicker } from './RegionPicker.tsx';
import './addresses.css';
import { FormError } from '../FormError.tsx';
import { userMessage } from '../../lib/errors.ts';

export function AddressForm({
  editing,
  onSaved,
  onCancel,
  submitLabel = '保存地址',
}: {
  /** The address being edited; absent for a new one. */
  editing?: Address;
  onSaved: (saved: Address) => void;
  onCancel?: () => void;
  submitLabel?: string;
}) {
  const id = useId();
  const save = useSaveAddress();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues, unknown, AddressChecked>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: editing
      ? {
          name: editing.name,
          mobile: editing.mobile,
          region_code: editing.region_code,
          detail: editing.detail,
          is_default: editing.is_default,
        }
      : EMPTY_ADDRESS,
  });

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(editing ? { ...input, id: editing.id } : input);
      onSaved(saved);
    } catch (err) {
      const msg = userMessage(err, '保存失败，请稍后重试');
      setError(addressFieldOf(msg) ?? 'root', { message: msg }, { shouldFocus: true });
    }
  });

  return (
    <form className="address-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`} className="visually-hidden">
        {editing ? '编辑收货地址' : '新增收货地址'}
      </h3>
      <div className="address-form__pair">
        <Input label="收货人" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <Input
          label="手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          error={errors.mobile?.message}
          {...register('mobile')}
        />
      </div>
      <Controller
        control={control}
        name="region_code"
        render={({ field }) => (
          <RegionPicker value={field.value} onChange={field.onChange} error={errors.region_code?.message} />
        )}
      />
      <Input
        label="详细地址"
        placeholder="街道、楼栋、门牌号"
        autoComplete="street-address"
        error={errors.detail?.message}
        {...register('detail')}
      />
      <Controller
        control={control}
        name="is_default"
        render={({ field }) => (
          <Checkbox
            label="设为默认地址"
            description="结算时默认选中这个地址"
            checked={field.value === true}
            disabled={editing?.is_default}
            onCheckedChange={(v) => field.onChange(v === true)}
          />
        )}
      />
      <FormError className="address-form__error" icon message={errors.root?.message} />
      <div className="address-form__actions">
        {onCancel && (
          <Button type="button" onClick={onCancel} disabled={isSubmitting}>
            取消
          </Button>
        )}
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
