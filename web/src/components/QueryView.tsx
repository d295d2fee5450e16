/** A query's three states around its content: loading, failed (LoadError) and empty. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, type EmptyProps } from './Empty.tsx';
import { LoadError } from './LoadError.tsx';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, e.g. 我的作品 (the error's title is "我的作品加载失败"). */
  what: string;
  /** Shown while the first answer is on its way (a SkeletonGroup labelled 正在加载…). */
  skeleton: ReactNode;
  /** The data is there but has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: EmptyProps;
  children: (data: T) => ReactNode;
}

/** A refetch keeps the old content on screen. */
export function QueryView<T>({ query, what, skeleton, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError)
    return (
      <LoadError
        title={`${what}加载失败`}
        error={query.error}
        onRetry={() => void query.refetch()}
        size="compact"
      />
    );
  if (isEmpty?.(query.data) && empty) return <Empty size="compact" {...empty} />;
  return <>{children(query.data)}</>;
}
