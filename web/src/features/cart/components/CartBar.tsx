import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { formatFen } from '../../../lib/format.ts';
import { useEffect, useRef } from 'react';
import { Icon } from '../../../components/Icon.tsx';
import type { Removal } from '../use-cart-page.ts';

/** How long 撤销 stays offered after a removal. */
const UNDO_MS = 10_000;
export function UndoBar({
  removal,
  onUndo,
  onDone,
}: {
  removal: Removal;
  onUndo: () => void;
  onDone: () => void;
}) {
  const undoRef = useRef<HTMLButtonElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  // A new removal: 撤销 takes the focus (the row it was on is gone) and stays offered for a while.
  useEffect(() => {
    undoRef.current?.focus();
    const timer = window.setTimeout(() => done.current(), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [removal]);
  return (
    <div className="cart-undo" role="status">
      <span>{removal.text}</span>
      <button type="button" ref={undoRef} className="cart-undo__btn" onClick={onUndo}>
        撤销
      </button>
      <button type="button" className="cart-undo__close" aria-label="关闭提示" onClick={onDone}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/** The bar under the list: 全选, 删除选中, the total, 结算, and why 结算 cannot go (or what it will do). */
export function CartBar({
  allState,
  noneSelectable,
  onSelectAll,
  selectedCount,
  selectedWorksCount,
  onRemoveSelected,
  count,
  totalFen,
  pending,
  apart,
  error,
  visitor,
  shops,
  onCheckout,
}: {
  allState: boolean | 'indeterminate';
  noneSelectable: boolean;
  onSelectAll: (v: boolean) => void;
  selectedCount: number;
  selectedWorksCount: number;
  onRemoveSelected: () => void;
  count: number;
  totalFen: number;
  pending: boolean;
  apart: string | null;
  error: string | null;
  visitor: boolean;
  shops: number;
  onCheckout: () => void;
}) {
  return (
    <div className="cart-bar" role="region" aria-label="结算">
      <div className="cart-bar__inner">
        <Checkbox
          className="cart-bar__all"
          label="全选"
          checked={allState}
          disabled={noneSelectable}
          onCheckedChange={(v) => onSelectAll(v === true)}
        />
        <Button
          variant="ghost"
          size="sm"
          className="cart-bar__remove"
          disabled={selectedCount === 0 && selectedWorksCount === 0}
          onClick={onRemoveSelected}
        >
          删除选中
        </Button>
        <p className="cart-bar__sum" aria-live="polite">
          <span className="cart-bar__picked">已选 {count} 件</span>
          <span className="cart-bar__total-label">合计：</span>
          <strong className="cart-bar__total" data-testid="cart-total">
            {formatFen(totalFen)}
          </strong>
        </p>
        <Button
          variant="primary"
          size="lg"
          className="cart-bar__go"
          loading={pending}
          disabled={apart !== null}
          aria-describedby={
            error ? 'cart-error' : apart ? 'cart-apart' : visitor ? 'cart-login-hint' : undefined
          }
          onClick={onCheckout}
        >
          结算{count > 0 ? `（${count}）` : ''}
        </Button>
      </div>
      {error ? (
        <p id="cart-error" className="cart-bar__error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      ) : visitor ? (
        <p id="cart-login-hint" className="cart-bar__hint">
          登录后即可结算，购物车中的商品会为你保留。
        </p>
      ) : apart ? (
        <p id="cart-apart" className="cart-bar__hint" role="status">
          {apart}
        </p>
      ) : shops > 1 ? (
        <p className="cart-bar__hint">
          已选商品来自 {shops} 家店铺：将按店铺生成 {shops} 个订单，一次付清，由各店铺分别发货。
        </p>
      ) : null}
    </div>
  );
}
