/** A failed load: what failed, the reason in plain Chinese, and 重试. */
import { Button } from './Button.tsx';
import { Empty } from './Empty.tsx';

export function LoadError({
  title,
  error,
  onRetry,
  size,
}: {
  title: string;
  error: Error | null;
  onRetry: () => void;
  size?: 'compact' | 'default';
}) {
  return (
    <div role="alert">
      <Empty
        icon="alert"
        title={title}
        description={error?.message || '网络似乎不太稳定，请稍后重试。'}
        size={size}
        action={
          <Button variant="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    </div>
  );
}
