/**
 * 收货地址 (assumed calls address.*): the member's own addresses, at most ADDRESS_LIMITS.count, checked
 * with the shared input schema and then against the real districts (shared regions.ts).
 */
import type * as z from '@zaowu/shared/zod';
import { ADDRESS_LIMITS, ADDRESS_MSGS, addressInputSchema } from '@zaowu/shared/address-input';
import { regionOf } from '@zaowu/shared/regions';
import { requestSchemas } from '@zaowu/shared/requests';
import { nextId } from '../store/db.ts';
import { addressView, addressesOf, makeDefault } from '../store/addresses.ts';
import { iso } from '../store/time.ts';
import type { AddressRow, Db, UserRow } from '../store/types.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

function ownAddress(db: Db, me: UserRow, addressId: number): AddressRow {
  const a = db.addresses.get(addressId);
  if (!a || a.user_id !== me.id) reject(ADDRESS_MSGS.missing);
  return a;
}

/** The fields as stored: the district's names beside its code. */
function fields(input: z.output<typeof addressInputSchema>) {
  const region = regionOf(input.region_code);
  if (!region) reject(ADDRESS_MSGS.regionBad);
  const { is_default: _default, ...rest } = input;
  return { ...rest, ...region };
}

export const addressRoutes = {
  lists: route(requestSchemas['address.lists'], (_q, { db, me }) => addressesOf(db, me.id).map(addressView)),

  add: route(
    addressInputSchema,
    (input, { db, clock, me }) => {
      const mine = addressesOf(db, me.id);
      if (mine.length >= ADDRESS_LIMITS.count) reject(ADDRESS_MSGS.tooMany);
      const row: AddressRow = {
        id: nextId(db, 'addresses'),
        user_id: me.id,
        ...fields(input),
        is_default: false,
        created_at: iso(clock.now()),
      };
      db.addresses.set(row.id, row);
      if (input.is_default || mine.length === 0) makeDefault(db, row);
      return addressView(row);
    },
    '地址已保存',
  ),

  edit: route(
    requestSchemas['address.edit'],
    ({ id: addressId, ...input }, { db, me }) => {
      const row = ownAddress(db, me, addressId);
      Object.assign(row, fields(input));
      // Unticking 默认 on the default address keeps it the default: one must be.
      if (input.is_default) makeDefault(db, row);
      return addressView(row);
    },
    '地址已保存',
  ),

  del: route(
    requestSchemas['address.del'],
    ({ id: addressId }, { db, me }) => {
      const row = ownAddress(db, me, addressId);
      db.addresses.delete(row.id);
      const next = row.is_default ? addressesOf(db, me.id)[0] : undefined;
      if (next) makeDefault(db, next);
      return null;
    },
    '地址已删除',
  ),

  setDefault: route(
    requestSchemas['address.setDefault'],
    ({ id: addressId }, { db, me }) => {
      const row = ownAddress(db, me, addressId);
      makeDefault(db, row);
      return addressView(row);
    },
    '已设为默认地址',
  ),
} satisfies ModuleRoutes<'address'>;
