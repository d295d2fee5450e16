/**
 * The box under a conversation: 1–1000 characters (as people count them), checked on 发送 by
 * user.sendMessage's shared schema (react-hook-form). With a keyboard Enter sends and Shift+Enter
 * starts a new line; on touch screens Enter is a new line and the button sends. The message shows at
 * once; if it does not go, it leaves the thread again, its text comes back into the box and the reason
 * is said here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UserBrief } from '@zaowu/shared';
import { cleanText } from '@zaowu/shared/invisible';
import { codePointLength } from '@zaowu/shared/plain-text';
import { PRIVATE_MESSAGE_MAX, privateMessageInputSchema } from '@zaowu/shared/private-messages';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { isSessionGone, userMessage } from '../../../lib/errors.ts';
import { useSendMessage } from '../private-api.ts';

const composerSchema = privateMessageInputSchema.pick({ content: true });

interface ComposerValues {
  content: string;
}

/** Touch-first devices (phones, tablets): their on-screen keyboard's Enter is for new lines. */
const TOUCH_QUERY = '(pointer: coarse)';

function useTouchFirst(): boolean {
  const [touch, setTouch] = useState(() => window.matchMedia?.(TOUCH_QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(TOUCH_QUERY);
    if (!query) return;
    const update = () => setTouch(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return touch;
}

/** Why a message did not go, in words for the member. */
function sendFailure(error: Error): string {
  return isSessionGone(error) ? '登录已失效，请重新登录后再发送' : userMessage(error, '发送失败，请稍后重试');
}

export function MessageComposer({ me, partner }: { me: UserBrief; partner: UserBrief }) {
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ComposerValues, unknown, ComposerValues>({
    resolver: zodResolver(composerSchema),
    defaultValues: { content: '' },
    // Checked on 发送 only; any change clears what was said (see onChange below).
    reValidateMode: 'onSubmit',
  });
  const error = errors.content?.message;
  const [status, setStatus] = useState('');
  const send = useSendMessage(me, partner);
  const touchFirst = useTouchFirst();
  const text = useWatch({ control, name: 'content' });
  // Counted as it would be sent: invisible characters do not count.
  const length = codePointLength(cleanText(text));
  const over = length > PRIVATE_MESSAGE_MAX;

  const submit = handleSubmit(({ content }) => {
    const typed = getValues('content');
    setValue('content', '');
    setStatus('');
    send.mutate(content, {
      onSuccess: () => setStatus(`已发送给 ${partner.nickname}`),
      onError: (err) => {
        // What was typed comes back (before anything typed since), so nothing is lost.
        const now = getValues('content');
        setValue('content', now.trim() === '' ? typed : `${typed}\n${now}`);
        setError('content', { message: `私信未发送：${sendFailure(err)}` }, { shouldFocus: true });
      },
    });
  });

  // The box grows with what is typed (up to its max-height), so a long message is seen whole.
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.style.height = '';
    if (field.scrollHeight > field.clientHeight) field.style.height = `${field.scrollHeight + 2}px`;
  }, [text]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.altKey) return;
    // Enter that confirms an input method's candidate (拼音) is not a send.
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    // Ctrl/⌘+Enter sends everywhere; plain Enter only where there is a real keyboard.
    if (touchFirst && !e.ctrlKey && !e.metaKey) return;
    e.preventDefault();
    void submit();
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { ref, ...field } = register('content', {
    onChange: () => {
      if (errors.content) clearErrors('content');
    },
  });
  return (
    <form
      className="composer"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`给 ${partner.nickname} 发私信`}
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        私信内容
      </label>
      {error && (
        <p id={errorId} className="composer__error" role="alert">
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}
      <div className="composer__row">
        <textarea
          ref={(el) => {
            ref(el);
            fieldRef.current = el;
          }}
          id={`${id}-text`}
          className="composer__input"
          rows={touchFirst ? 1 : 2}
          placeholder={`发私信给 ${partner.nickname}…`}
          enterKeyHint={touchFirst ? 'enter' : 'send'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
          onKeyDown={onKeyDown}
          {...field}
        />
        <Button type="submit" variant="primary" className="composer__send">
          发送
        </Button>
      </div>
      <p id={hintId} className="composer__foot">
        <span>{touchFirst ? 'Enter 换行，点“发送”发出' : 'Enter 发送，Shift + Enter 换行'}</span>
        <span className={over ? 'composer__count is-over' : 'composer__count'}>
          {length} / {PRIVATE_MESSAGE_MAX}
        </span>
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </form>
  );
}
