/**
 * 收货地址 (the account's tab): the member's addresses, the default first, each with 设为默认, 编辑 and
 * 删除 (asked first); 新增收货地址 opens the form in a dialog, up to ADDRESS_LIMITS.count addresses.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Address } from '@zaowu/shared';
import { ADDRESS_LIMITS } from '@zaowu/shared/address-input';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { notify } from '../../../lib/toast.ts';
import { addressListQuery } from '../../../lib/addresses.ts';
import { AddressForm } from '../../../components/addresses/AddressForm.tsx';
import { AddressLines } from '../../../components/addresses/AddressLines.tsx';
import { useDeleteAddress, useSetDefaultAddress } from '../api.ts';
import '../address-book.css';
import { toastFailure } from '../../../lib/errors.ts';

type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

function AddressRow({ address: a, onEdit }: { address: Address; onEdit: () => void }) {
  const setDefault = useSetDefaultAddress();
  const del = useDeleteAddress();
  const [asking, setAsking] = useState(false);
  const label = `${a.name}，${a.district}`;
  return (
    <li className="address-row">
      <div className="address-row__main">
        {a.is_default && <Badge tone="accent">默认</Badge>}
        <AddressLines address={a} />
      </div>
      <div className="address-row__actions">
        {!a.is_default && (
          <Button
            size="sm"
            variant="ghost"
            loading={setDefault.isPending}
            aria-label={`设为默认地址：${label}`}
            onClick={() =>
              setDefault.mutate(a.id, {
                onSuccess: () => notify.success('已设为默认地址'),
                onError: (err) => toastFailure(err, '设置失败，请稍后重试'),
              })
            }
          >
            设为默认
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-label={`编辑地址：${label}`} onClick={onEdit}>
          编辑
        </Button>
        <Button size="sm" variant="ghost" aria-label={`删除地址：${label}`} onClick={() => setAsking(true)}>
          删除
        </Button>
      </div>
      <Dialog
        open={asking}
        onOpenChange={(open) => !del.isPending && setAsking(open)}
        title="删除这个地址？"
        description={`${a.name} ${a.province}${a.city}${a.district}。已下的订单不受影响。`}
        size="sm"
        returnFocus
        footer={
          <>
            <Button onClick={() => setAsking(false)} disabled={del.isPending}>
              取消
            </Button>
            <Button
              variant="danger"
              loading={del.isPending}
              onClick={() =>
                del.mutate(a.id, {
                  onSuccess: () => {
                    setAsking(false);
                    notify.success('地址已删除');
                  },
                  onError: (err) => toastFailure(err, '删除失败，请稍后重试'),
                })
              }
            >
              删除
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </li>
  );
}

export function AddressBook() {
  const list = useQuery(addressListQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const full = (list.data?.length ?? 0) >= ADDRESS_LIMITS.count;

  let body;
  if (list.isPending)
    body = (
      <SkeletonGroup label="正在加载收货地址…">
        <Skeleton shape="rect" height={72} />
        <Skeleton shape="rect" height={72} />
      </SkeletonGroup>
    );
  else if (list.isError)
    body = (
      <LoadError
        title="收货地址加载失败"
        error={list.error}
        onRetry={() => void list.refetch()}
        size="compact"
      />
    );
  else if (list.data.length === 0)
    body = (
      <Empty
        icon="inbox"
        size="compact"
        title="还没有收货地址"
        description="购买实物商品时需要收货地址，添加后结算时会自动选中默认地址。"
      />
    );
  else
    body = (
      <ul className="address-list" aria-busy={list.isFetching || undefined}>
        {list.data.map((a) => (
          <AddressRow key={a.id} address={a} onEdit={() => setEditing({ mode: 'edit', address: a })} />
        ))}
      </ul>
    );

  return (
    <div className="acct-panel address-book">
      <h2 className="visually-hidden">收货地址</h2>
      <div className="address-book__head">
        <p className="address-book__count">
          {list.data ? `已保存 ${list.data.length} 个地址，最多 ${ADDRESS_LIMITS.count} 个` : '收货地址'}
        </p>
        <Button
          variant="primary"
          size="sm"
          disabled={full || list.isPending}
          aria-describedby={full ? 'address-full' : undefined}
          onClick={() => setEditing({ mode: 'new' })}
        >
          <Icon name="plus" />
          新增收货地址
        </Button>
      </div>
      {full && (
        <p id="address-full" className="address-book__hint">
          已达 {ADDRESS_LIMITS.count} 个地址的上限，删除不用的地址后才能新增。
        </p>
      )}
      {body}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.mode === 'edit' ? '编辑收货地址' : '新增收货地址'}
        size="md"
        returnFocus
      >
        {editing && (
          <AddressForm
            editing={editing.mode === 'edit' ? editing.address : undefined}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              notify.success('地址已保存');
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
