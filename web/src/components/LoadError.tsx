/**
 * A failed load: what failed, the reason in plain Chinese (userMessage), and 重试. A 401 is a login
 * prompt instead (role status): 登录已失效 when the member's session ended, 请先登录 for a visitor; on
 * the page the app leaves for the login page (product.md §8) it says so, elsewhere it offers 登录.
 */
import { useLocation } from 'react-router';
import { goesToLoginPage, isSessionGone, LOAD_FAILED_MSG, userMessage } from '../lib/errors.ts';
import { Button } from './Button.tsx';
import { Empty } from './Empty.tsx';
import { LoginPrompt } from './LoginPrompt.tsx';

export interface LoadErrorProps {
  /** What failed, e.g. 评论加载失败. */
  title: string;
  error: Error | null;
  onRetry: () => void;
  /** The retry is under way (the button shows it). */
  retrying?: boolean;
  size?: 'compact' | 'default';
}

export function LoadError({ title, error, onRetry, retrying, size }: LoadErrorProps) {
  const { pathname } = useLocation();
  if (isSessionGone(error)) {
    const expired = error.isSessionExpired;
    const login = {
      title: expired ? '登录已失效' : '请先登录',
      size,
    } as const;
    return (
      <div role="status">
        {goesToLoginPage(pathname) ? (
          <Empty
            icon="user"
            {...login}
            description={
              expired ? '正在前往登录页，重新登录后会回到这里。' : '正在前往登录页，登录后会回到这里。'
            }
          />
        ) : (
          <LoginPrompt {...login} />
        )}
      </div>
    );
  }
  return (
    <div role="alert">
      <Empty
        icon="alert"
        title={title}
        description={userMessage(error, LOAD_FAILED_MSG)}
        size={size}
        action={
          <Button variant="primary" loading={retrying} onClick={onRetry}>
            重试
          </Button>
        }
      />
    </div>
  );
}
