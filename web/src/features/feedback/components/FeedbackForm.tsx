/**
 * 提交反馈: type, what happened (10–500 characters, counted as typed), up to 3 screenshots and an
 * optional phone or email. Checked on submit, then as the member corrects (react-hook-form over the
 * shared feedback rules, feedback-form.ts); the server's refusal shows beside its field or above the
 * form, and nothing typed is lost (the draft outlives the dialog).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtom } from '../../../lib/state.ts';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { Feedback } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Input } from '../../../components/Field.tsx';
import { useAddFeedback } from '../api.ts';
import {
  feedbackFieldOf,
  feedbackFormSchema,
  type FeedbackChecked,
  type FeedbackField,
  type FeedbackValues,
} from '../feedback-form.ts';
import { dropShot, releaseShot, startShot, waitForShots } from '../shots.ts';
import { EMPTY_DRAFT, feedbackDraftAtom, type Shot } from '../state.ts';
import { CONTENT_MAX, CONTENT_MIN, FEEDBACK_TYPES, checkShot, contentLength } from '../validation.ts';
import { Screenshots } from './Screenshots.tsx';
import { isSessionGone, userMessage } from '../../../lib/errors.ts';
import { FormError } from '../../../components/FormError.tsx';

const EMPTY_VALUES: FeedbackValues = { type: null, content: '', contact: '' };

export function FeedbackForm({ onShowMine }: { onShowMine: () => void }) {
  const id = useId();
  const [draft, setDraft] = useAtom(feedbackDraftAtom);
  const [shotError, setShotError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [sent, setSent] = useState<Feedback | null>(null);
  const add = useAddFeedback();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<FeedbackValues, unknown, FeedbackChecked>({
    resolver: zodResolver(feedbackFormSchema),
    // The draft as the dialog last left it.
    defaultValues: { type: draft.type, content: draft.content, contact: draft.contact },
  });
  const content = useWatch({ control, name: 'content' });

  const addFiles = (files: File[]) => {
    const added: Shot[] = [];
    let problem: string | null = null;
    for (const file of files) {
      const why = checkShot(file, draft.shots.length + added.length);
      if (why) problem ??= why;
      else added.push(startShot(file));
    }
    setShotError(problem);
    if (added.length > 0) setDraft((d) => ({ ...d, shots: [...d.shots, ...added] }));
  };

  const submit = handleSubmit(async (v) => {
    setWaiting(true);
    let images: string[];
    try {
      images = await waitForShots(draft.shots);
    } catch (err) {
      setError('root', { message: (err as Error).message });
      return;
    } finally {
      setWaiting(false);
    }
    add.mutate(
      { type: v.type, content: v.content, images, contact: v.contact },
      {
        onSuccess: (feedback) => {
          for (const s of draft.shots) releaseShot(s);
          reset(EMPTY_VALUES);
          setDraft(EMPTY_DRAFT);
          setShotError(null);
          setSent(feedback);
        },
        onError: (err) => {
          // A 401 opens the login dialog by itself (product.md §8); the draft stays for after login.
          if (isSessionGone(err)) {
            setError('root', { message: '登录已失效，请重新登录后再提交' });
            return;
          }
          const msg = userMessage(err, '提交失败，请稍后重试');
          const field = feedbackFieldOf(msg);
          setError(field ?? 'root', { message: msg }, { shouldFocus: field !== null });
        },
      },
    );
  });

  if (sent) return <FeedbackSent onShowMine={onShowMine} onAgain={() => setSent(null)} />;

  const length = contentLength(content);
  const describe = (key: FeedbackField, extra?: string) =>
    [errors[key] ? `${id}-${key}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const errorLine = (key: FeedbackField) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="fb-field__error" role="alert">
        <Icon name="alert" />
        {errors[key].message}
      </p>
    ) : null;
  const field = (key: FeedbackField) =>
    register(key, {
      onChange: () => {
        // What is typed goes to the draft, which outlives the dialog.
        setDraft((d) => ({ ...d, ...getValues() }));
        // A refusal of the whole form is old news once anything changes.
        if (errors.root) clearErrors('root');
      },
    });

  return (
    <form
      className="fb-form"
      onSubmit={(e) => {
        if (waiting || add.isPending) e.preventDefault();
        else void submit(e);
      }}
      noValidate
      aria-label="提交反馈"
    >
      <FeedbackTypes
        invalid={Boolean(errors.type)}
        describedBy={describe('type')}
        error={errorLine('type')}
        registration={field('type')}
      />

      <FeedbackContent
        id={id}
        length={length}
        invalid={Boolean(errors.content)}
        describedBy={describe('content', `${id}-count`)}
        error={errorLine('content')}
        registration={field('content')}
      />

      <Screenshots
        id={`${id}-shots`}
        shots={draft.shots}
        error={shotError}
        onFiles={addFiles}
        onRemove={(shot) => {
          dropShot(shot);
          setShotError(null);
          setDraft((d) => ({ ...d, shots: d.shots.filter((s) => s.key !== shot.key) }));
        }}
      />

      <Input
        label="联系方式（选填）"
        inputMode="email"
        autoComplete="email"
        placeholder="手机号或邮箱，方便我们联系你"
        error={errors.contact?.message}
        {...field('contact')}
      />

      <FormError className="fb-form__error" icon message={errors.root?.message} />
      <div className="fb-form__actions">
        <Button type="submit" variant="primary" loading={waiting || add.isPending}>
          {waiting ? '正在上传截图…' : '提交反馈'}
        </Button>
      </div>
    </form>
  );
}

/** After a send: thanks, and the way to 我的反馈 or to another report. */
function FeedbackSent({ onShowMine, onAgain }: { onShowMine: () => void; onAgain: () => void }) {
  return (
    <div className="fb-sent" role="status">
      <span className="fb-sent__icon" aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h3 className="fb-sent__title">提交成功，感谢你的反馈</h3>
      <p className="fb-sent__text">我们会尽快处理，回复会显示在“我的反馈”里。</p>
      <div className="fb-sent__actions">
        <Button variant="primary" onClick={onShowMine}>
          查看我的反馈
        </Button>
        <Button onClick={onAgain}>继续反馈</Button>
      </div>
    </div>
  );
}

interface FieldGroupProps {
  invalid: boolean;
  describedBy: string | undefined;
  /** The field's error line, or null. */
  error: ReactNode;
  registration: UseFormRegisterReturn<FeedbackField>;
}

/** 反馈类型: one of the types, as radio cards. */
function FeedbackTypes({ invalid, describedBy, error, registration }: FieldGroupProps) {
  return (
    <fieldset className="fb-field fb-types" aria-describedby={describedBy}>
      <legend className="fb-field__label">
        反馈类型
        <span className="fb-field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="fb-types__options">
        {FEEDBACK_TYPES.map((t) => (
          <label key={t.value} className="fb-type">
            <input type="radio" value={t.value} aria-invalid={invalid ? true : undefined} {...registration} />
            <span className="fb-type__label">{t.label}</span>
            <span className="fb-type__hint">{t.hint}</span>
          </label>
        ))}
      </div>
      {error}
    </fieldset>
  );
}

/** 反馈内容: the text and its count as typed. */
function FeedbackContent({
  id,
  length,
  invalid,
  describedBy,
  error,
  registration,
}: FieldGroupProps & { id: string; length: number }) {
  return (
    <div className="fb-field">
      <label htmlFor={`${id}-content`} className="fb-field__label">
        反馈内容
        <span className="fb-field__required" aria-hidden="true">
          *
        </span>
      </label>
      <textarea
        id={`${id}-content`}
        className="fb-textarea"
        rows={5}
        placeholder={`请描述你遇到的问题或建议，${CONTENT_MIN}–${CONTENT_MAX} 个字`}
        aria-required="true"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      <div className="fb-field__foot">
        {error ?? <span />}
        <span id={`${id}-count`} className={length > CONTENT_MAX ? 'fb-count is-over' : 'fb-count'}>
          <span className="visually-hidden">已输入 </span>
          {length}/{CONTENT_MAX}
          <span className="visually-hidden"> 字</span>
        </span>
      </div>
    </div>
  );
}
