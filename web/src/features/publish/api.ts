/** Publishing and editing a work: works.add and works.edit, and what they change in the cache. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints, hrefs, type WorkDetail, type WorkInput } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { workKeys } from '../work-detail/index.ts';

/** The new or changed work is first in its lists, on the home page and in the member's works. */
function afterSave(queryClient: QueryClient, work: WorkDetail): void {
  queryClient.setQueryData(workKeys.detail(work.id), work);
  void queryClient.invalidateQueries({
    predicate: (q) => {
      const [root, kind, id] = q.queryKey;
      if (root === 'works') return !(kind === 'detail' && id === work.id);
      // Designer pages count and list works; the member's overview counts them too.
      return root === 'designer' || (root === 'auth' && kind === 'overview');
    },
  });
}

export type SaveWork = { id?: number; input: WorkInput };

/**
 * works.add without an id, works.edit with one. Silent: the form shows the server's message in place
 * (under its field when it names one) and keeps everything that was entered.
 */
export function useSaveWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveWork) =>
      id === undefined
        ? call(endpoints.works.add, input, { silent: true })
        : call(endpoints.works.edit, { id, ...input }, { silent: true }),
    onSuccess: (work) => afterSave(queryClient, work),
  });
}

/** A work's page: /model/12, /art/7… */
export const workHref = (work: Pick<WorkDetail, 'id' | 'type'>) => hrefs.work(work.type, work.id);
