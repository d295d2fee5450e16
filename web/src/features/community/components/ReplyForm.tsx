/**
 * The reply box (members): 2–2000 characters, checked on submit and then as the member types, with the
 * server's own message when it refuses. Visitors see an invitation to log in instead.
 */
import { useSetAtom } from '../../../lib/state.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { TopicPost } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/toast.ts';
import { loginDialogOpenAtom, useIsLoggedIn } from '../../auth/index.ts';
import { REPLY_MAX, useReply, validateReply } from '../api.ts';

export function ReplyForm({ topicId, onPosted }: { topicId: number; onPosted: (post: TopicPost) => void }) {
  const loggedIn = useIsLoggedIn();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const reply = useReply(topicId);

  if (!loggedIn) {
    return (
      <section className="reply-box reply-box--visitor" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="reply-box__title">
          参与讨论
        </h2>
        <p className="reply-box__invite">登录后参与讨论</p>
        <Button variant="primary" onClick={() => openLogin(true)}>
          登录
        </Button>
      </section>
    );
  }

  const length = text.trim().length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reply.isPending) return;
    setTried(true);
    const problem = validateReply(text);
    setError(problem);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    reply.mutate(text, {
      onSuccess: (post) => {
        setText('');
        setTried(false);
        setError(null);
        notify.success('回复成功');
        onPosted(post);
      },
      onError: (err) => {
        // A 401 opens the login dialog by itself (SPEC §8); the text stays for after login.
        if (err instanceof ApiError && err.isUnauthorized) {
          setError('登录已失效，请重新登录后再发表');
          return;
        }
        setError(err.message || '回复失败，请稍后重试');
        fieldRef.current?.focus();
      },
    });
  };

  return (
    <form className="reply-box" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} className="reply-box__title">
        参与讨论
      </h2>
      <label htmlFor={`${id}-text`} className="reply-box__label">
        回复内容
      </label>
      <textarea
        ref={fieldRef}
        id={`${id}-text`}
        className="reply-box__input"
        rows={5}
        value={text}
        placeholder="友善发言，分享你的看法或经验（2–2000 字）"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          setText(e.target.value);
          if (tried) setError(validateReply(e.target.value));
        }}
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
          className={length > REPLY_MAX ? 'reply-box__count is-over' : 'reply-box__count'}
        >
          {length} / {REPLY_MAX} 字
        </span>
        <Button type="submit" variant="primary" loading={reply.isPending}>
          发表回复
        </Button>
      </div>
    </form>
  );
}
