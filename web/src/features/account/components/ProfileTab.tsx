/**
 * 个人资料: avatar (cropped round, uploaded at once), nickname, bio, gender and city. Mistakes are said
 * beside their field; a server refusal (e.g. 该昵称已被使用) lands beside the field it is about, and
 * nothing typed is lost. Saving puts the new profile into the session, so the header shows it at once.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { UserInfo } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Select } from '../../../components/Select.tsx';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/toast.ts';
import { uploadEngine, uploadedAddress, type UploadRecord } from '../../upload/index.ts';
import { useSaveProfile } from '../api.ts';
import {
  BIO_MAX,
  GENDERS,
  fieldOfMessage,
  profileChanges,
  profileValues,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from '../profile.ts';
import { AvatarField, type AvatarUpload } from './AvatarField.tsx';
import { PanelHeading } from './common.tsx';

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

export function ProfileTab({ me }: { me: UserInfo }) {
  const prefix = useId();
  const [saved, setSaved] = useState<ProfileValues>(() => profileValues(me));
  const [values, setValues] = useState<ProfileValues>(saved);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [upload, setUpload] = useState<AvatarUpload | null>(null);
  const [waiting, setWaiting] = useState(false);
  const save = useSaveProfile();
  const form = useRef<HTMLFormElement>(null);
  const fieldId = (key: ProfileField) => `${prefix}-${key}`;

  const set = <K extends ProfileField>(key: K, value: ProfileValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const focus = (key: ProfileField) => {
    const el = document.getElementById(fieldId(key));
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || waiting) return;
    setFormError(null);
    const found = validateProfile(values);
    setErrors(found);
    const first = (Object.keys(found) as ProfileField[])[0];
    if (first) return focus(first);

    let next = values;
    if (upload) {
      setWaiting(true);
      try {
        const done = await settledUpload(upload.key);
        const avatar = uploadedAddress(done);
        if (!avatar) throw new Error('头像上传失败，请重试');
        next = { ...values, avatar };
      } catch (err) {
        setErrors((x) => ({ ...x, avatar: (err as Error).message }));
        return focus('avatar');
      } finally {
        setWaiting(false);
      }
    }
    const changes = profileChanges(next, saved);
    if (Object.keys(changes).length === 0) {
      notify.info('资料没有改动');
      return;
    }
    save.mutate(changes, {
      onSuccess: (userinfo) => {
        const now = profileValues(userinfo);
        setSaved(now);
        setValues(now);
        setUpload(null);
        notify.success('资料已保存');
      },
      onError: (err) => {
        const msg = err instanceof ApiError && err.code === 0 ? err.message : '保存失败，请检查网络后重试';
        const key = err instanceof ApiError && err.code === 0 ? fieldOfMessage(msg) : null;
        if (key) {
          setErrors((x) => ({ ...x, [key]: msg }));
          focus(key);
        } else {
          setFormError(msg);
        }
      },
    });
  };

  const reset = () => {
    if (upload) uploadEngine.cancel(upload.key);
    setUpload(null);
    setValues(saved);
    setErrors({});
    setFormError(null);
  };

  const bioLength = values.bio.trim().length;
  const busy = save.isPending || waiting;

  return (
    <form ref={form} className="acct-profile" onSubmit={(e) => void submit(e)} noValidate>
      <PanelHeading>个人资料</PanelHeading>
      <AvatarField
        id={fieldId('avatar')}
        name={values.nickname || me.nickname}
        value={values.avatar}
        upload={upload}
        onUpload={(u) => {
          setUpload(u);
          if (!u) setValues((v) => ({ ...v, avatar: saved.avatar }));
        }}
        error={errors.avatar}
        onError={(msg) => setErrors((x) => ({ ...x, avatar: msg ?? undefined }))}
      />
      <Input
        id={fieldId('nickname')}
        label="昵称"
        value={values.nickname}
        onChange={(e) => set('nickname', e.currentTarget.value)}
        error={errors.nickname}
        hint="2–20 个字符，其他用户会看到它"
        autoComplete="nickname"
        maxLength={40}
        required
      />
      <div className={errors.bio ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={fieldId('bio')}>
          个人简介
        </label>
        <textarea
          id={fieldId('bio')}
          className="field__input acct-textarea"
          value={values.bio}
          rows={4}
          placeholder="介绍一下你自己和你擅长的创作方向"
          onChange={(e) => set('bio', e.currentTarget.value)}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={`${fieldId('bio')}-${errors.bio ? 'error' : 'hint'}`}
        />
        {errors.bio ? (
          <p id={`${fieldId('bio')}-error`} className="field__error" role="alert">
            <Icon name="alert" />
            {errors.bio}
          </p>
        ) : (
          <p id={`${fieldId('bio')}-hint`} className="field__hint">
            <span className={bioLength > BIO_MAX ? 'acct-over' : undefined}>
              {bioLength}/{BIO_MAX}
            </span>
          </p>
        )}
      </div>
      <div className="acct-profile__pair">
        <Select
          id={fieldId('gender')}
          label="性别"
          options={GENDERS.map((g) => ({ value: String(g.value), label: g.label }))}
          value={String(values.gender)}
          onValueChange={(v) => set('gender', Number(v) as ProfileValues['gender'])}
          error={errors.gender}
        />
        <Input
          id={fieldId('city')}
          label="所在城市"
          value={values.city}
          placeholder="例如：杭州"
          onChange={(e) => set('city', e.currentTarget.value)}
          error={errors.city}
          autoComplete="address-level2"
        />
      </div>
      {formError && (
        <p className="acct-form-error" role="alert">
          <Icon name="alert" />
          {formError}
        </p>
      )}
      <div className="acct-profile__actions">
        <Button type="submit" variant="primary" loading={busy}>
          {waiting ? '等待头像上传…' : '保存资料'}
        </Button>
        <Button type="button" variant="ghost" onClick={reset} disabled={busy}>
          撤销修改
        </Button>
      </div>
    </form>
  );
}
