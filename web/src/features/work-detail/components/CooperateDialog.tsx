/** 申请合作: a message to the author (10–500 characters) and a way to reach the applicant. */
import { useId, useRef, useState } from 'react';
import type { WorkDetail } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/toast.ts';
import { useCooperate } from '../api.ts';
import {
  CONTACT_MAX,
  MESSAGE_MAX,
  MESSAGE_MIN,
  charCount,
  validateCooperate,
  type CooperateErrors,
  type CooperateInput,
} from '../cooperate.ts';

export interface CooperateDraft {
  values: CooperateInput;
  setValues: (values: CooperateInput) => void;
  errors: CooperateErrors;
  setErrors: (errors: CooperateErrors) => void;
  /** After the first 发送: errors follow the typing. */
  submitted: boolean;
  setSubmitted: (submitted: boolean) => void;
  reset: () => void;
}

const EMPTY: CooperateInput = { message: '', contact: '' };

export function useCooperateDraft(): CooperateDraft {
  const [values, setValues] = useState<CooperateInput>(EMPTY);
  const [errors, setErrors] = useState<CooperateErrors>({});
  const [submitted, setSubmitted] = useState(false);
  return {
    values,
    setValues,
    errors,
    setErrors,
    submitted,
    setSubmitted,
    reset: () => {
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
    },
  };
}

export function CooperateDialog({
  open,
  onOpenChange,
  work,
  draft,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  work: WorkDetail;
  draft: CooperateDraft;
}) {
  const formId = useId();
  const messageId = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const cooperate = useCooperate(work.id);
  const { values, errors } = draft;
  const length = charCount(values.message);

  const update = (patch: Partial<CooperateInput>) => {
    const next = { ...values, ...patch };
    draft.setValues(next);
    if (draft.submitted) draft.setErrors(validateCooperate(next));
    setServerError(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    draft.setSubmitted(true);
    const found = validateCooperate(values);
    draft.setErrors(found);
    if (found.message || found.contact) {
      (found.message ? messageRef : contactRef).current?.focus();
      return;
    }
    setServerError(null);
    cooperate.mutate(
      { message: values.message.trim(), contact: values.contact.trim() },
      {
        onSuccess: () => {
          draft.reset();
          onOpenChange(false);
          notify.success('合作申请已发送，作者会通过消息回复你');
        },
        onError: (error) => {
          // A 401 opens the login dialog by itself; step aside for it (the draft stays).
          if (error instanceof ApiError && error.isUnauthorized) {
            onOpenChange(false);
            return;
          }
          setServerError(
            error instanceof ApiError && error.code === 0 ? error.message : '发送失败，请检查网络后重试',
          );
        },
      },
    );
  };

  const messageHintId = `${messageId}-hint`;
  const messageErrorId = `${messageId}-error`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setServerError(null);
        onOpenChange(next);
      }}
      title="申请合作"
      description={`向作者「${work.author.nickname}」说明你的合作想法，作者同意后会与你联系。`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            取消
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={cooperate.isPending}>
            发送申请
          </Button>
        </>
      }
    >
      <form id={formId} className="wd-cooperate" noValidate onSubmit={submit}>
        {serverError && (
          <p className="wd-cooperate__alert" role="alert">
            <Icon name="alert" />
            {serverError}
          </p>
        )}
        <div className={errors.message ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={messageId}>
            合作说明<span className="field__required">*</span>
          </label>
          <textarea
            ref={messageRef}
            id={messageId}
            className="field__input wd-cooperate__message"
            rows={6}
            value={values.message}
            placeholder="例如：想把这个作品用于游戏项目的角色设计，希望了解授权方式和费用。"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={[errors.message ? messageErrorId : null, messageHintId]
              .filter(Boolean)
              .join(' ')}
            onChange={(e) => update({ message: e.target.value })}
          />
          <div className="wd-cooperate__under">
            {errors.message ? (
              <p id={messageErrorId} className="field__error" role="alert">
                <Icon name="alert" />
                {errors.message}
              </p>
            ) : (
              <span />
            )}
            <p
              id={messageHintId}
              className={
                length > MESSAGE_MAX ? 'wd-cooperate__count wd-cooperate__count--over' : 'wd-cooperate__count'
              }
            >
              <span className="visually-hidden">
                需要 {MESSAGE_MIN}–{MESSAGE_MAX} 个字，已输入
              </span>
              <span className="tabular">
                {length}/{MESSAGE_MAX}
              </span>
            </p>
          </div>
        </div>
        <Input
          ref={contactRef}
          label="联系方式"
          value={values.contact}
          placeholder="手机号、微信号或邮箱"
          maxLength={CONTACT_MAX * 2}
          error={errors.contact}
          hint="仅对作者可见"
          onChange={(e) => update({ contact: e.target.value })}
        />
      </form>
    </Dialog>
  );
}
