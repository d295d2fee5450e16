/**
 * 提交反馈: type, what happened (10–500 characters, counted as typed), up to 3 screenshots and an
 * optional phone or email. Checked on submit, then as the member corrects; the server's refusal shows
 * in place and nothing typed is lost (the draft outlives the dialog).
 */
import { useAtom } from '../../../lib/state.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Feedback } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Input } from '../../../components/Field.tsx';
import { ApiError } from '../../../lib/http.ts';
import { useAddFeedback } from '../api.ts';
import { dropShot, releaseShot, startShot, waitForShots } from '../shots.ts';
import { EMPTY_DRAFT, feedbackDraftAtom, type FeedbackDraft, type Shot } from '../state.ts';
import {
  CONTENT_MAX,
  CONTENT_MIN,
  FEEDBACK_TYPES,
  checkShot,
  contentLength,
  validateFeedback,
  type FeedbackErrors,
} from '../validation.ts';
import { Screenshots } from './Screenshots.tsx';

type FieldKey = keyof FeedbackErrors;
const ORDER: FieldKey[] = ['type', 'content', 'contact'];

export function FeedbackForm({ onShowMine }: { onShowMine: () => void }) {
  const id = useId();
  const [draft, setDraft] = useAtom(feedbackDraftAtom);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [tried, setTried] = useState(false);
  const [shotError, setShotError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [sent, setSent] = useState<Feedback | null>(null);
  const add = useAddFeedback();
  const typeRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const focus = (key: FieldKey) =>
    (key === 'type' ? typeRef : key === 'content' ? contentRef : contactRef).current?.focus();

  const update = (patch: Partial<FeedbackDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setFormError(null);
    if (tried) setErrors(validateFeedback(next));
  };

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (waiting || add.isPending) return;
    setTried(true);
    const errs = validateFeedback(draft);
    setErrors(errs);
    const first = ORDER.find((k) => errs[k]);
    if (first) {
      focus(first);
      return;
    }
    setFormError(null);
    setWaiting(true);
    let images: string[];
    try {
      images = await waitForShots(draft.shots);
    } catch (err) {
      setFormError((err as Error).message);
      return;
    } finally {
      setWaiting(false);
    }
    add.mutate(
      { type: draft.type!, content: draft.content.trim(), images, contact: draft.contact.trim() },
      {
        onSuccess: (feedback) => {
          for (const s of draft.shots) releaseShot(s);
          setDraft(EMPTY_DRAFT);
          setTried(false);
          setErrors({});
          setShotError(null);
          setSent(feedback);
        },
        onError: (err) => {
          // A 401 opens the login dialog by itself (SPEC §8); the draft stays for after login.
          if (err instanceof ApiError && err.isUnauthorized) setFormError('登录已失效，请重新登录后再提交');
          else setFormError(err.message || '提交失败，请稍后重试');
        },
      },
    );
  };

  if (sent) {
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
          <Button onClick={() => setSent(null)}>继续反馈</Button>
        </div>
      </div>
    );
  }

  const length = contentLength(draft.content);
  const describe = (key: FieldKey, extra?: string) =>
    [errors[key] ? `${id}-${key}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const errorLine = (key: FieldKey) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="fb-field__error" role="alert">
        <Icon name="alert" />
        {errors[key]}
      </p>
    ) : null;

  return (
    <form className="fb-form" onSubmit={(e) => void submit(e)} noValidate aria-label="提交反馈">
      <fieldset className="fb-field fb-types" aria-describedby={describe('type')}>
        <legend className="fb-field__label">
          反馈类型
          <span className="fb-field__required" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="fb-types__options">
          {FEEDBACK_TYPES.map((t, i) => (
            <label key={t.value} className="fb-type">
              <input
                ref={i === 0 ? typeRef : undefined}
                type="radio"
                name={`${id}-type`}
                value={t.value}
                checked={draft.type === t.value}
                aria-invalid={errors.type ? true : undefined}
                onChange={() => update({ type: t.value })}
              />
              <span className="fb-type__label">{t.label}</span>
              <span className="fb-type__hint">{t.hint}</span>
            </label>
          ))}
        </div>
        {errorLine('type')}
      </fieldset>

      <div className="fb-field">
        <label htmlFor={`${id}-content`} className="fb-field__label">
          反馈内容
          <span className="fb-field__required" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          ref={contentRef}
          id={`${id}-content`}
          className="fb-textarea"
          rows={5}
          value={draft.content}
          placeholder={`请描述你遇到的问题或建议，${CONTENT_MIN}–${CONTENT_MAX} 个字`}
          aria-required="true"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describe('content', `${id}-count`)}
          onChange={(e) => update({ content: e.target.value })}
        />
        <div className="fb-field__foot">
          {errorLine('content') ?? <span />}
          <span id={`${id}-count`} className={length > CONTENT_MAX ? 'fb-count is-over' : 'fb-count'}>
            <span className="visually-hidden">已输入 </span>
            {length}/{CONTENT_MAX}
            <span className="visually-hidden"> 字</span>
          </span>
        </div>
      </div>

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
        ref={contactRef}
        label="联系方式（选填）"
        value={draft.contact}
        inputMode="email"
        autoComplete="email"
        placeholder="手机号或邮箱，方便我们联系你"
        error={errors.contact}
        onChange={(e) => update({ contact: e.target.value })}
      />

      {formError && (
        <p className="fb-form__error" role="alert">
          <Icon name="alert" />
          {formError}
        </p>
      )}
      <div className="fb-form__actions">
        <Button type="submit" variant="primary" loading={waiting || add.isPending}>
          {waiting ? '正在上传截图…' : '提交反馈'}
        </Button>
      </div>
    </form>
  );
}
