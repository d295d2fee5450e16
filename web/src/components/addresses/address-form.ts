/**
 * The address form's rules: the shared input schema the server validates with (so the form refuses
 * what the server would, in its words), and which field a server msg belongs to.
 */
import type * as z from '@zaowu/shared/zod';
import { ADDRESS_MSGS, addressInputSchema } from '@zaowu/shared/address-input';
import { AUTH_MSGS } from '@zaowu/shared/auth-input';

export const addressFormSchema = addressInputSchema;

/** What the form holds, and what it sends once checked. */
export type AddressValues = z.input<typeof addressInputSchema>;
export type AddressChecked = z.output<typeof addressInputSchema>;

export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  mobile: '',
  region_code: '',
  detail: '',
  is_default: false,
};

const FIELD_OF: Record<string, keyof AddressValues> = {
  [ADDRESS_MSGS.nameEmpty]: 'name',
  [ADDRESS_MSGS.nameLength]: 'name',
  [AUTH_MSGS.mobileEmpty]: 'mobile',
  [AUTH_MSGS.mobileBad]: 'mobile',
  [ADDRESS_MSGS.regionEmpty]: 'region_code',
  [ADDRESS_MSGS.regionBad]: 'region_code',
  [ADDRESS_MSGS.detailEmpty]: 'detail',
  [ADDRESS_MSGS.detailLength]: 'detail',
};

/** The field a server msg is about, or null (said above the form). */
export const addressFieldOf = (msg: string): keyof AddressValues | null => FIELD_OF[msg] ?? null;
