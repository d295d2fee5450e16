/**
 * The comment box (评论) and the inline reply box (回复 @昵称): 1–500 characters as people count them,
 * checked on submit and then as they type (react-hook-form over comment.add's shared schema); the
 * server's message in place when it refuses, with the text kept. A visitor may type, and gets the login
 * dialog on 发表 (the text waits for them).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { COMMENT_MAX, commentInputSchema } from '@zaowu/shared/comments';
import { cleanText } from '@zaowu/shared/invisible';
import { codePointLength } from '@zaowu/shared/plain-text';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';

const commentFormSchema = commentInputSchema.pick({ content: true });

interface CommentValues {
  content: string;
}

export interface CommentFormProps {
  /** The textbox's accessible name and visible label: 评论, or 回复 @昵称. */
  label: string;
  /** Shows the label only to screen readers (the main box has the section heading above it). */
  hideLabel?: boolean;
  placeholder: string;
  submitLabel: string;
  /** The draft, kept by the page (a reply's outlives its box): the box starts from it and follows it. */
  value: string;
  /** Each change of the text, for the page's draft. */
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
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CommentValues, unknown, CommentValues>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: { content: value },
  });
  const error = errors.content?.message;
  // Counted as it would be sent: invisible characters do not count.
  const length = codePointLength(cleanText(useWatch({ control, name: 'content' })));

  // The draft is the page's: a change made there (cleared after a post) shows here too.
  useEffect(() => {
    if (getValues('content') !== value) setValue('content', value);
  }, [value, getValues, setValue]);

  useEffect(() => {
    if (!autoFocus) return;
    const field = fieldRef.current;
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'nearest' });
    // The caret after a prefilled text.
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);

  const send = handleSubmit(async ({ content }) => {
    const problem = await onSubmit(content);
    if (problem) setError('content', { message: problem }, { shouldFocus: true });
    // Gone: the box starts over, checked again only on the next 发表.
    else reset({ content: '' });
  });

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (isSubmitting || loginState === 'checking') return;
    if (loginState === 'visitor') {
      onVisitor();
      return;
    }
    void send();
  };

  // Ctrl+Enter (⌘+Enter) sends, as in most comment boxes; Enter alone breaks the line.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const { ref, ...field } = register('content', {
    onChange: (e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value),
  });
  return (
    <form className={clsx('wd-comment-form', className)} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className={hideLabel ? 'visually-hidden' : 'wd-comment-form__label'}>
        {label}
      </label>
      <textarea
        ref={(el) => {
          ref(el);
          fieldRef.current = el;
        }}
        id={`${id}-text`}
        className="wd-comment-form__input"
        rows={3}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        onKeyDown={onKeyDown}
        {...field}
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
            <Button size="sm" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
              取消
            </Button>
          )}
          <Button type="submit" size="sm" variant="primary" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
