/** The address book's own changes: 删除 and 设为默认 (the list and 新增/编辑 are lib/addresses.ts). */
import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { addressKeys, SILENT } from '../../lib/addresses.ts';

export function useDeleteAddress() {
  return useMutation({
    mutationFn: (id: number) => call(endpoints.address.del, { id }, SILENT),
    meta: { invalidates: [addressKeys.all], awaitsInvalidation: true },
  });
}

export function useSetDefaultAddress() {
  return useMutation({
    mutationFn: (id: number) => call(endpoints.address.setDefault, { id }, SILENT),
    meta: { invalidates: [addressKeys.all], awaitsInvalidation: true },
  });
}
