/**
 * 个人资料: avatar (cropped round, uploaded at once), nickname, bio, gender and city. Mistakes are said
 * beside their field; a server refusal (e.g. 该昵称已被使用) lands beside the field it is about, and
 * nothing typed is lost. Saving puts the new profile into the session, so the header shows it at once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import type { UserInfo } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Select } from '../../../components/Select.tsx';
import { notify } from '../../../lib/toast.ts';
import { uploadEngine, uploadedAddress, type UploadRecord } from '../../../lib/upload/index.ts';
import { useSaveProfile } from '../api.ts';
import {
  BIO_MAX,
  GENDERS,
  fieldOfMessage,
  profileChanges,
  profileSchema,
  profileValues,
  type ProfileField,
  type ProfileValues,
} from '../profile.ts';
import { AvatarField, type AvatarUpload } from './AvatarField.tsx';
import { PanelHeading } from '../../../components/AccountPanel.tsx';
import { userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

/** Resolves with the finished upload; rejects with its error once it fails or pauses. */
function settledUpload(key: string): Promise<UploadRecord> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const r = uploadEngine.get(key);
      if (!r) return fail(new Error('头像上传已取消，请重新选择'));
      if (r.status === 'done') return done(r);
      if (r.status === 'failed' || r.status === 'paused')
        return fail(new Error(r.error ?? '头像上传失败，请重试'));
    };
    const unsubscribe = uploadEngine.subscribe(check);
    const done = (r: UploadRecord) => {
      unsubscribe();
      resolve(r);
    };
    const fail = (e: Error) => {
      unsubscribe();
      reject(e);
    };
    check();
  });
}

/** Lets react-hook-form focus a field drawn without a ref of its own: the control with this id. */
const focusOn = (id: string) => ({ focus: () => document.getElementById(id)?.focus() });

/** 个人简介, with its length against BIO_MAX as it is typed. */
function BioField({
  id,
  error,
  length,
  field,
}: {
  id: string;
  error: string | undefined;
  length: number;
  field: UseFormRegisterReturn<'bio'>;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        个人简介
      </label>
      <textarea
        id={id}
        className="field__input acct-textarea"
        rows={4}
        placeholder="介绍一下你自己和你擅长的创作方向"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
        {...field}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field__hint">
          <span className={length > BIO_MAX ? 'acct-over' : undefined}>
            {length}/{BIO_MAX}
          </span>
        </p>
      )}
    </div>
  );
}

function GenderField({
  id,
  control,
  error,
}: {
  id: string;
  control: Control<ProfileValues>;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name="gender"
      render={({ field }) => (
        <div ref={(el) => field.ref(el && focusOn(id))}>
          <Select
            id={id}
            label="性别"
            options={GENDERS.map((g) => ({ value: String(g.value), label: g.label }))}
            value={String(field.value)}
            onValueChange={(v) => field.onChange(Number(v) as ProfileValues['gender'])}
            error={error}
          />
        </div>
      )}
    />
  );
}

export function ProfileTab({ me }: { me: UserInfo }) {
  const prefix = useId();
  const [saved, setSaved] = useState<ProfileValues>(() => profileValues(me));
  const [upload, setUpload] = useState<AvatarUpload | null>(null);
  const [waiting, setWaiting] = useState(false);
  const save = useSaveProfile();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: saved });
  const fieldId = (key: ProfileField) => `${prefix}-${key}`;

  const submit = handleSubmit(async (values) => {
    let next = values;
    if (upload) {
      setWaiting(true);
      try {
        const done = await settledUpload(upload.key);
        const avatar = uploadedAddress(done);
        if (!avatar) throw new Error('头像上传失败，请重试');
        next = { ...values, avatar };
      } catch (err) {
        setError('avatar', { message: (err as Error).message }, { shouldFocus: true });
        return;
      } finally {
        setWaiting(false);
      }
    }
    const changes = profileChanges(next, saved);
    if (Object.keys(changes).length === 0) {
      notify.info('资料没有改动');
      return;
    }
    try {
      const userinfo = await save.mutateAsync(changes);
      const now = profileValues(userinfo);
      setSaved(now);
      reset(now);
      setUpload(null);
      notify.success('资料已保存');
    } catch (err) {
      const msg = userMessage(err, '保存失败，请检查网络后重试');
      const key = fieldOfMessage(msg);
      if (key) setError(key, { message: msg }, { shouldFocus: true });
      else setError('root', { message: msg });
    }
  });

  const undo = () => {
    if (upload) uploadEngine.cancel(upload.key);
    setUpload(null);
    reset(saved);
  };

  const nickname = useWatch({ control, name: 'nickname' });
  const bioLength = useWatch({ control, name: 'bio' }).trim().length;
  const busy = isSubmitting || waiting;

  return (
    <form
      className="acct-profile"
      onSubmit={(e) => {
        if (busy) e.preventDefault();
        else void submit(e);
      }}
      noValidate
    >
      <PanelHeading>个人资料</PanelHeading>
      <Controller
        control={control}
        name="avatar"
        render={({ field }) => (
          <div ref={(el) => field.ref(el && focusOn(fieldId('avatar')))}>
            <AvatarField
              id={fieldId('avatar')}
              name={nickname || me.nickname}
              value={field.value}
              upload={upload}
              onUpload={(u) => {
                setUpload(u);
                if (!u) setValue('avatar', saved.avatar);
              }}
              error={errors.avatar?.message}
              onError={(msg) => (msg ? setError('avatar', { message: msg }) : clearErrors('avatar'))}
            />
          </div>
        )}
      />
      <Input
        id={fieldId('nickname')}
        label="昵称"
        error={errors.nickname?.message}
        hint="2–20 个字符，其他用户会看到它"
        autoComplete="nickname"
        maxLength={40}
        required
        {...register('nickname')}
      />
      <BioField id={fieldId('bio')} error={errors.bio?.message} length={bioLength} field={register('bio')} />
      <div className="acct-profile__pair">
        <GenderField id={fieldId('gender')} control={control} error={errors.gender?.message} />
        <Input
          id={fieldId('city')}
          label="所在城市"
          placeholder="例如：杭州"
          error={errors.city?.message}
          autoComplete="address-level2"
          {...register('city')}
        />
      </div>
      <FormError className="acct-form-error" icon message={errors.root?.message} />
      <div className="acct-profile__actions">
        <Button type="submit" variant="primary" loading={busy}>
          {waiting ? '等待头像上传…' : '保存资料'}
        </Button>
        <Button type="button" variant="ghost" onClick={undo} disabled={busy}>
          撤销修改
        </Button>
      </div>
    </form>
  );
}
