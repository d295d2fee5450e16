/**
 * The seller's one reply to a review: a required text of at most 500 characters (the shared rule), said
 * before sending; once sent it cannot be changed, which the box says.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  REVIEW_REPLY_MAX,
  normalizeReviewText,
  reviewReplyInputSchema,
  reviewTextLength,
} from '@zaowu/shared/reviews';
import { Button } from '../../../components/Button.tsx';

const contentSchema = reviewReplyInputSchema.shape.content;

interface Props {
  /** Whose review it answers, for the box's name. */
  to: string;
  onSend: (content: string) => Promise<string | null>;
  onCancel: () => void;
}

export function ReplyForm({ to, onSend, onCancel }: Props) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const length = reviewTextLength(normalizeReviewText(content));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const checked = contentSchema.safeParse(content);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '请输入回复内容');
      document.getElementById(`${id}-text`)?.focus();
      return;
    }
    setError(null);
    setSending(true);
    const problem = await onSend(checked.data);
    setSending(false);
    if (problem) setError(problem);
  };

  return (
    <form className="review-form review-form--reply" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-text`} className="review-form__label">
        回复 {to} 的评价
      </label>
      <textarea
        id={`${id}-text`}
        className="review-form__input"
        rows={3}
        autoFocus
        value={content}
        onChange={(e) => setContent(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-rules${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-rules`} className="review-form__count">
        每条评价只能回复一次，发出后不能修改 · {length}/{REVIEW_REPLY_MAX}
      </p>
      {error && (
        <p id={`${id}-error`} className="review-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="review-form__actions">
        <Button type="button" onClick={onCancel}>
          取消
        </Button>
        <Button type="submit" variant="primary" loading={sending}>
          发送回复
        </Button>
      </div>
    </form>
  );
}
