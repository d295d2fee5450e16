/** 收货地址: a member's addresses, the default first; exactly one is the default while any exist. */
import type { Address } from '@zaowu/shared';
import type { AddressRow, Db, OrderAddressRow } from './types.ts';

/** The member's addresses: the default first, then the newest. */
export function addressesOf(db: Db, userId: number): AddressRow[] {
  return [...db.addresses.values()]
    .filter((a) => a.user_id === userId)
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id);
}

/** Makes `row` the member's only default address. */
export function makeDefault(db: Db, row: AddressRow): void {
  for (const a of db.addresses.values()) if (a.user_id === row.user_id) a.is_default = a.id === row.id;
}

/** The copy an order keeps: a later edit of the address book leaves the order as it was. */
export const addressCopy = ({
  name,
  mobile,
  province,
  city,
  district,
  detail,
}: AddressRow): OrderAddressRow => ({
  name,
  mobile,
  province,
  city,
  district,
  detail,
});

export function addressView({ user_id: _owner, ...a }: AddressRow): Address {
  return a;
}
