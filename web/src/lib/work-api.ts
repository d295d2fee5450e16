/**
 * What several features ask of a work: its detail (the work pages and their loaders, publish's edit
 * form) and 下载 of one of its files (the work's page, the member's 物品 in selling).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type WorkDetail } from '@zaowu/shared';
import { call } from './api-client.ts';
import { toastFailure } from './errors.ts';
import { workKeys } from './query-keys.ts';
import { saveFromUrl } from './save-file.ts';
import { notify } from './toast.ts';

export const workQuery = (id: number) =>
  queryOptions({
    queryKey: workKeys.detail(id),
    // silent: a missing work is the 404 page and a failure the page's error state, not a toast.
    queryFn: () => call(endpoints.works.detail, { id }, { silent: true }),
    meta: { public: true },
  });

/**
 * 下载 one of a work's files: the server checks the member may (free, their own, or bought), counts it
 * and answers a signed address that expires in minutes, which is saved at once. A refusal (购买后才能
 * 下载) is the server's msg, toasted (toastFailure).
 */
export function useDownloadWorkFile(workId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => call(endpoints.works.download, { id: workId, index }, { silent: true }),
    onSuccess: ({ url, name, downloads }) => {
      if (!saveFromUrl(url, name)) notify.error('下载地址不安全，已拦截');
      queryClient.setQueryData<WorkDetail>(workKeys.detail(workId), (old) =>
        old ? { ...old, downloads } : old,
      );
    },
    onError: (error) => toastFailure(error, '下载失败，请检查网络后重试'),
    // Refused as not bought: what the page believed about the purchase may be stale.
    meta: { invalidatesOnRefusal: [workKeys.relation(workId)] },
  });
}
