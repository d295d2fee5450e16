/**
 * 收货地址 in 确认订单: the member's addresses as radio buttons, the chosen one (the default at first)
 * marked; 新增地址 opens the form in place, and the new address is chosen once saved. A member with no
 * address sees the form at once.
 */
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ADDRESS_LIMITS } from '@zaowu/shared/address-input';
import { Badge } from '../Badge.tsx';
import { Button } from '../Button.tsx';
import { Icon } from '../Icon.tsx';
import { Skeleton } from '../Skeleton.tsx';
import { addressListQuery } from '../../lib/addresses.ts';
import { AddressForm } from './AddressForm.tsx';
import { AddressLines } from './AddressLines.tsx';
import './addresses.css';

export function AddressChooser({
  value,
  onChange,
  disabled = false,
}: {
  /** The chosen address's id, or null while none is. */
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const list = useQuery(addressListQuery());
  const [adding, setAdding] = useState(false);
  const addresses = list.data;
  const none = addresses?.length === 0;

  // The default is chosen at first; a chosen address that was deleted meanwhile is let go.
  useEffect(() => {
    if (!addresses) return;
    if (value !== null && addresses.some((a) => a.id === value)) return;
    onChange(addresses.find((a) => a.is_default)?.id ?? addresses[0]?.id ?? null);
  }, [addresses, value, onChange]);

  return (
    <fieldset className="address-chooser" disabled={disabled}>
      <legend className="address-chooser__legend">收货地址</legend>
      {list.isPending ? (
        <Skeleton shape="rect" height={64} />
      ) : list.isError ? (
        <p className="address-form__error" role="alert">
          <Icon name="alert" />
          收货地址加载失败。
          <button type="button" className="region-picker__retry" onClick={() => void list.refetch()}>
            重试
          </button>
        </p>
      ) : (
        <>
          {addresses!.map((a) => (
            <label key={a.id} className={clsx('address-option', value === a.id && 'address-option--on')}>
              <input
                type="radio"
                name={name}
                className="address-option__input"
                checked={value === a.id}
                onChange={() => onChange(a.id)}
              />
              <AddressLines address={a} />
              {a.is_default && <Badge tone="accent">默认</Badge>}
            </label>
          ))}
          {adding || none ? (
            <div className="address-chooser__new">
              {none && <p className="address-chooser__hint">实物商品需要寄送，请先填写收货地址。</p>}
              <AddressForm
                submitLabel="保存并使用"
                onCancel={none ? undefined : () => setAdding(false)}
                onSaved={(saved) => {
                  setAdding(false);
                  onChange(saved.id);
                }}
              />
            </div>
          ) : (
            <div className="address-chooser__more">
              {addresses!.length < ADDRESS_LIMITS.count && (
                <Button size="sm" variant="ghost" onClick={() => setAdding(true)}>
                  <Icon name="plus" />
                  新增地址
                </Button>
              )}
              <Link to="/account?tab=addresses" className="address-chooser__manage">
                管理收货地址
              </Link>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
