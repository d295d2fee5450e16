/** A failed load: what failed, the reason in plain Chinese, and 重试. */
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';

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
        size={size}
        title={title}
        description={error?.message || '网络似乎不太稳定，请稍后重试。'}
        action={
          <Button variant="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    </div>
  );
}
