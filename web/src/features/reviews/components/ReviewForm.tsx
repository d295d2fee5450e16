/**
 * The buyer's review: 1–5 stars (required) and a text (optional, at most 500 characters as people count
 * them, invisible characters not counted), checked with review.save's shared schema before anything is
 * sent; the server's refusal is said in place with everything kept. The limits are stated above the box.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  REVIEW_TEXT_MAX,
  normalizeReviewText,
  reviewInputSchema,
  reviewTextLength,
} from '@zaowu/shared/reviews';
import { Button } from '../../../components/Button.tsx';
import { StarPicker } from './StarPicker.tsx';

const formSchema = reviewInputSchema.pick({ stars: true, content: true });

interface Props {
  /** The member's review being edited, or null for a first one. */
  initial: { stars: number; content: string } | null;
  /** Sends it; resolves with null when it went, else the message to show. */
  onSave: (v: { stars: number; content: string }) => Promise<string | null>;
  onCancel?: () => void;
}

export function ReviewForm({ initial, onSave, onCancel }: Props) {
  const id = useId();
  const [stars, setStars] = useState(initial?.stars ?? 0);
  const [content, setContent] = useState(initial?.content ?? '');
  const [errors, setErrors] = useState<{ stars?: string; content?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const length = reviewTextLength(normalizeReviewText(content));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const checked = formSchema.safeParse({ stars: stars || undefined, content });
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'stars' ? 'stars' : 'content';
        next[field] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(next.stars ? `${id}-stars` : `${id}-text`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    const problem = await onSave(checked.data);
    setSending(false);
    if (problem) setErrors({ form: problem });
  };

  const countId = `${id}-count`;
  return (
    <form
      className="review-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={initial ? '修改评价' : '写评价'}
    >
      <p className="review-form__rules" id={`${id}-rules`}>
        评分 1–5 星（必选）；文字选填，最多 {REVIEW_TEXT_MAX} 字。每件商品或作品只能评价一次，之后可以修改。
      </p>
      <div id={`${id}-stars`} tabIndex={-1} className="review-form__stars">
        <StarPicker value={stars} onChange={setStars} error={errors.stars} errorId={`${id}-stars-error`} />
        {errors.stars && (
          <p id={`${id}-stars-error`} className="review-form__error" role="alert">
            {errors.stars}
          </p>
        )}
      </div>
      <label htmlFor={`${id}-text`} className="review-form__label">
        评价内容（选填）
      </label>
      <textarea
        id={`${id}-text`}
        className="review-form__input"
        rows={4}
        placeholder="说说收到后的感受：做工、与描述是否一致、使用体验…"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        aria-invalid={errors.content ? true : undefined}
        aria-describedby={errors.content ? `${id}-text-error ${countId}` : countId}
      />
      <p id={countId} className="review-form__count" data-over={length > REVIEW_TEXT_MAX || undefined}>
        {length}/{REVIEW_TEXT_MAX}
      </p>
      {errors.content && (
        <p id={`${id}-text-error`} className="review-form__error" role="alert">
          {errors.content}
        </p>
      )}
      {errors.form && (
        <p className="review-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="review-form__actions">
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button type="submit" variant="primary" loading={sending}>
          {initial ? '保存修改' : '发表评价'}
        </Button>
      </div>
    </form>
  );
}
