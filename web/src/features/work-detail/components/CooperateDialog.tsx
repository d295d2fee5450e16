/**
 * 申请合作: a message to the author (10–500 characters) and a way to reach the applicant, checked by
 * works.cooperate's shared rules (react-hook-form, cooperate.ts). A refusal of the server goes beside
 * its field, or above the form when it is about no field; nothing typed is lost.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { WorkDetail } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { codePointLength } from '@zaowu/shared/plain-text';
import { notify } from '../../../lib/toast.ts';
import { useCooperate } from '../api.ts';
import {
  CONTACT_MAX,
  EMPTY_COOPERATE,
  MESSAGE_MAX,
  MESSAGE_MIN,
  cooperateFieldOf,
  cooperateFormSchema,
  type CooperateValues,
} from '../cooperate.ts';
import { isSessionGone, userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

/** The form, kept outside the dialog, so closing it (or a failed send) loses nothing. */
type CooperateDraft = UseFormReturn<CooperateValues, unknown, CooperateValues>;

function useCooperateDraft(): CooperateDraft {
  return useForm<CooperateValues, unknown, CooperateValues>({
    resolver: zodResolver(cooperateFormSchema),
    defaultValues: EMPTY_COOPERATE,
  });
}

/** The dialog with its draft (WorkActions.tsx mounts it from the first opening on, on its own chunk). */
export function CooperateWithDraft(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  work: WorkDetail;
}) {
  const draft = useCooperateDraft();
  return <CooperateDialog {...props} draft={draft} />;
}

function CooperateDialog({
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
  const cooperate = useCooperate(work.id);
  const { control, register, handleSubmit, setError, clearErrors, reset } = draft;
  const { errors } = useFormState({ control });
  const length = codePointLength(useWatch({ control, name: 'message' }).trim());
  // A refusal of the whole form is old news once anything changes.
  const clearRefusal = () => {
    if (errors.root) clearErrors('root');
  };

  const submit = handleSubmit((values) =>
    cooperate.mutate(values, {
      onSuccess: () => {
        reset(EMPTY_COOPERATE);
        onOpenChange(false);
        notify.success('合作申请已发送，作者会通过消息回复你');
      },
      onError: (error) => {
        // A 401 opens the login dialog by itself; step aside for it (the draft stays).
        if (isSessionGone(error)) {
          onOpenChange(false);
          return;
        }
        const msg = userMessage(error, '发送失败，请检查网络后重试');
        const field = cooperateFieldOf(msg);
        setError(field ?? 'root', { message: msg }, { shouldFocus: field !== null });
      },
    }),
  );

  const messageHintId = `${messageId}-hint`;
  const messageErrorId = `${messageId}-error`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clearErrors('root');
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
      <form id={formId} className="wd-cooperate" noValidate onSubmit={(e) => void submit(e)}>
        <FormError className="wd-cooperate__alert" icon message={errors.root?.message} />
        <div className={errors.message ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={messageId}>
            合作说明<span className="field__required">*</span>
          </label>
          <textarea
            id={messageId}
            className="field__input wd-cooperate__message"
            rows={6}
            placeholder="例如：想把这个作品用于游戏项目的角色设计，希望了解授权方式和费用。"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={[errors.message ? messageErrorId : null, messageHintId]
              .filter(Boolean)
              .join(' ')}
            {...register('message', { onChange: clearRefusal })}
          />
          <div className="wd-cooperate__under">
            {errors.message ? (
              <p id={messageErrorId} className="field__error" role="alert">
                <Icon name="alert" />
                {errors.message.message}
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
          label="联系方式"
          placeholder="手机号、微信号或邮箱"
          maxLength={CONTACT_MAX * 2}
          error={errors.contact?.message}
          hint="仅对作者可见"
          {...register('contact', { onChange: clearRefusal })}
        />
      </form>
    </Dialog>
  );
}
