/**
 * The comment box on its own chunk: react-hook-form and zod (the box's rules) load when a box is
 * first drawn — for the page's box when the reader comes near the comments, for a reply box when it
 * opens — not with the work's page (about 39 KB compressed and a long task on a phone's load).
 * Until the chunk is there, a box of the same size stands in, so nothing below it moves.
 */
import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/Button.tsx';
import type { CommentFormProps } from './CommentForm.tsx';

const Form = lazy(() => import('./CommentForm.tsx').then((m) => ({ default: m.CommentForm })));

function FormStandIn(props: CommentFormProps) {
  const { className, hideLabel, label, placeholder } = props;
  return (
    <div className={clsx('wd-comment-form', className)} aria-hidden="true">
      {!hideLabel && <span className="wd-comment-form__label">{label}</span>}
      {/* A textarea of the box's rows takes the box's height, whatever the font. */}
      <textarea
        className="wd-comment-form__input"
        rows={3}
        placeholder={placeholder}
        disabled
        tabIndex={-1}
      />
      <div className="wd-comment-form__foot">
        {/* Unseen, a button of the form's size sets the foot's height. */}
        <Button size="sm" variant="primary" className="wd-comment-form__unseen" disabled tabIndex={-1}>
          {props.submitLabel}
        </Button>
      </div>
    </div>
  );
}

export function LazyCommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={<FormStandIn {...props} />}>
      <Form {...props} />
    </Suspense>
  );
}
