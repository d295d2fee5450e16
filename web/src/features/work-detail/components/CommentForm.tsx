/**
 * The comment box (评论) and the inline reply box (回复 @昵称): 1–500 characters as people count them,
 * checked on submit and then as they type; the server's message in place when it refuses, with the
 * text kept. A visitor may type, and gets the login dialog on 发表 (the text waits for them).
 */
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkComment, commentLength, COMMENT_MAX, normalizeComment } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';

export interface CommentFormProps {
  /** The textbox's accessible name and visible label: 评论, or 回复 @昵称. */
  label: string;
  /** Shows the label only to screen readers (the main box has the section heading above it). */
  hideLabel?: boolean;
  placeholder: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * Sends the checked text. Resolves with null when it went, or the message to show in place (the text
   * stays). Not called for a visitor: `onVisitor` instead.
   */
  onSubmit: (content: string) => Promise<string | null>;
  /** 'visitor' opens the login dialog instead of sending; 'checking' waits for the login check. */
  loginState: 'checking' | 'member' | 'visitor';
  onVisitor: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
}

export function CommentForm({
  label,
  hideLabel,
  placeholder,
  submitLabel,
  value,
  onChange,
  onSubmit,
  loginState,
  onVisitor,
  onCancel,
  autoFocus,
  className,
}: CommentFormProps) {
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  // Counted as it would be sent: invisible characters do not count.
  const length = commentLength(normalizeComment(value));

  useEffect(() => {
    if (!autoFocus) return;
    const field = fieldRef.current;
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'nearest' });
    // The caret after a prefilled text.
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (sending || loginState === 'checking') return;
    if (loginState === 'visitor') {
      onVisitor();
      return;
    }
    setTried(true);
    const checked = checkComment(value);
    if (!checked.ok) {
      setError(checked.message);
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const problem = await onSubmit(checked.value);
      if (problem) {
        setError(problem);
        fieldRef.current?.focus();
      } else {
        setTried(false);
      }
    } finally {
      setSending(false);
    }
  };

  // Ctrl+Enter (⌘+Enter) sends, as in most comment boxes; Enter alone breaks the line.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <form className={clsx('wd-comment-form', className)} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-text`} className={hideLabel ? 'visually-hidden' : 'wd-comment-form__label'}>
        {label}
      </label>
      <textarea
        ref={fieldRef}
        id={`${id}-text`}
        className="wd-comment-form__input"
        rows={3}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          onChange(e.target.value);
          if (tried) {
            const checked = checkComment(e.target.value);
            setError(checked.ok ? null : checked.message);
          } else if (error) setError(null);
        }}
      />
      {error && (
        <p id={errorId} className="wd-comment-form__error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
      <div className="wd-comment-form__foot">
        <span
          id={countId}
          className={clsx('wd-comment-form__count tabular', length > COMMENT_MAX && 'is-over')}
        >
          <span className="visually-hidden">最多 {COMMENT_MAX} 字，已输入</span>
          {length}/{COMMENT_MAX}
        </span>
        <div className="wd-comment-form__actions">
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel} disabled={sending}>
              取消
            </Button>
          )}
          <Button type="submit" size="sm" variant="primary" loading={sending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
