/** Real-name certification: the member's state, and submitting name + ID number (assumed calls). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Certification } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { authKeys } from '../../lib/session.ts';

const certificationKeys = {
  status: ['certification', 'status'] as const,
};

/** While a submission is being reviewed the page asks again this often (only while it is open). */
const PENDING_POLL_MS = 10_000;

export const certificationStatusQuery = () =>
  queryOptions({
    queryKey: certificationKeys.status,
    queryFn: () => call(endpoints.certification.status),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

export interface RealnameInput {
  real_name: string;
  id_number: string;
}

/** Errors come back to the form (silent: it shows them in place); the answer becomes the new state. */
export function useSubmitCertification() {
  const queryClient = useQueryClient();
  return useMutation<Certification, Error, RealnameInput>({
    mutationFn: (input) => call(endpoints.certification.submit, input, { silent: true }),
    onSuccess: (result) => queryClient.setQueryData(certificationKeys.status, result),
    // The profile (UserInfo.certification) changed too.
    meta: { invalidates: [authKeys.overview] },
  });
}
