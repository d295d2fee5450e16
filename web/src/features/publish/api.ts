/** Publishing and editing a work: works.add and works.edit, and what they change in the cache. */
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useRef } from 'react';
import { endpoints, hrefs, type WorkDetail, type WorkInput } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { workKeys } from '../../lib/query-keys.ts';

/**
 * What a saved work changes besides its own detail (set from the answer, so not asked again): the new
 * or changed work is first in its lists, on the home page and in the member's works; designer pages
 * count and list works; the member's overview counts them too.
 */
function changedBySave(q: Query, savedId: number | null): boolean {
  const [root, kind, id] = q.queryKey;
  if (root === 'works') return !(kind === 'detail' && id === savedId);
  return root === 'designer' || (root === 'auth' && kind === 'overview');
}

export type SaveWork = { id?: number; input: WorkInput };

/**
 * works.add without an id, works.edit with one. Silent: the form shows the server's message in place
 * (under its field when it names one) and keeps everything that was entered.
 */
export function useSaveWork() {
  const queryClient = useQueryClient();
  // The saved work's id, from the answer: meta's predicate runs after onSuccess.
  const saved = useRef<number | null>(null);
  return useMutation({
    mutationFn: ({ id, input }: SaveWork) =>
      id === undefined
        ? call(endpoints.works.add, input, { silent: true })
        : call(endpoints.works.edit, { id, ...input }, { silent: true }),
    onSuccess: (work) => {
      saved.current = work.id;
      queryClient.setQueryData(workKeys.detail(work.id), work);
    },
    meta: { invalidates: [{ predicate: (q) => changedBySave(q, saved.current) }] },
  });
}

/** A work's page: /model/12, /art/7… */
export const workHref = (work: Pick<WorkDetail, 'id' | 'type'>) => hrefs.work(work.type, work.id);
