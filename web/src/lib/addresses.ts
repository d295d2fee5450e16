/**
 * 收货地址: the member's address book (assumed calls address.*): its key, the list and 新增/编辑, which
 * the checkout's chooser and the account's address book (features/addresses) share.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type Address } from '@zaowu/shared';
import type { AddressInput } from '@zaowu/shared/address-input';
import { call } from './api-client.ts';

export const addressKeys = { all: ['addresses'] as const };

/** The forms and the list say what went wrong in place, so the client does not toast it as well. */
export const SILENT = { silent: true } as const;

/** The member's addresses, the default first (at most ADDRESS_LIMITS.count). */
export const addressListQuery = () =>
  queryOptions({
    queryKey: addressKeys.all,
    queryFn: () => call(endpoints.address.lists, {}, SILENT),
  });

/** 新增 (no id) or 编辑 (with the address's id); answers the address as saved. */
export function useSaveAddress() {
  return useMutation<Address, Error, AddressInput & { id?: number }>({
    mutationFn: ({ id, ...input }) =>
      id === undefined
        ? call(endpoints.address.add, input, SILENT)
        : call(endpoints.address.edit, { id, ...input }, SILENT),
    meta: { invalidates: [addressKeys.all], awaitsInvalidation: true },
  });
}
