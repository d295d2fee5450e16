/**
 * The reply box (members): 2–2000 characters, checked on submit and then as the member types
 * (react-hook-form over community.reply's shared rule, reply-form.ts), with the server's own message
 * when it refuses. Loaded on its own chunk by ReplyBox.tsx, which shows visitors an invitation to log
 * in instead.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TOPIC_REPLY_MAX, type TopicPost } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { notify } from '../../../lib/toast.ts';
import { useReply } from '../api.ts';
import { replyFormSchema, type ReplyValues } from '../reply-form.ts';
import { isSessionGone, userMessage } from '../../../lib/errors.ts';
import { REPLY_PLACEHOLDER } from '../reply-copy.ts';

export function ReplyForm({ topicId, onPosted }: { topicId: number; onPosted: (post: TopicPost) => void }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<ReplyValues, unknown, ReplyValues>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { content: '' },
  });
  const text = useWatch({ control, name: 'content' });
  const reply = useReply(topicId);

  const length = text.trim().length;
  const error = errors.content?.message;
  const submit = handleSubmit(({ content }) =>
    reply.mutate(content, {
      onSuccess: (post) => {
        reset({ content: '' });
        notify.success('回复成功');
        onPosted(post);
      },
      onError: (err) => {
        // A 401 opens the login dialog by itself (product.md §8); the text stays for after login.
        if (isSessionGone(err)) {
          setError('content', { message: '登录已失效，请重新登录后再发表' });
          return;
        }
        setError('content', { message: userMessage(err, '回复失败，请稍后重试') }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form
      className="reply-box"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        if (reply.isPending) e.preventDefault();
        else void submit(e);
      }}
      noValidate
    >
      <h2 id={`${id}-title`} className="reply-box__title">
        参与讨论
      </h2>
      <label htmlFor={`${id}-text`} className="reply-box__label">
        回复内容
      </label>
      <textarea
        id={`${id}-text`}
        className="reply-box__input"
        rows={5}
        placeholder={REPLY_PLACEHOLDER}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        {...register('content')}
      />
      {error && (
        <p id={`${id}-error`} className="reply-box__error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
      <div className="reply-box__foot">
        <span
          id={`${id}-count`}
          className={length > TOPIC_REPLY_MAX ? 'reply-box__count is-over' : 'reply-box__count'}
        >
          {length} / {TOPIC_REPLY_MAX} 字
        </span>
        <Button type="submit" variant="primary" loading={reply.isPending}>
          发表回复
        </Button>
      </div>
    </form>
  );
}
