import type { OrderAddress } from '@zaowu/shared';
import { addressText } from './address-text.ts';
import './addresses.css';

/** An address in two lines: 收货人 and phone, then where (as an order and the address book show it). */
export function AddressLines({ address: a }: { address: OrderAddress }) {
  return (
    <span className="address-lines">
      <span className="address-lines__who">
        <span className="address-lines__name">{a.name}</span>
        <span className="tabular">{a.mobile}</span>
      </span>
      <span className="address-lines__where">{addressText(a)}</span>
    </span>
  );
}
