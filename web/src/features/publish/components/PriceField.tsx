import { clsx } from 'clsx';
import { describedBy, FieldMessage } from './fields.tsx';

/** 出售: a switch, then the price in yuan (two decimals at most; free when off). */
export function PriceField({
  id,
  forSale,
  price,
  onForSale,
  onPrice,
  onBlur,
  error,
}: {
  id: string;
  forSale: boolean;
  price: string;
  onForSale: (on: boolean) => void;
  onPrice: (text: string) => void;
  onBlur: () => void;
  error?: string | null;
}) {
  const switchId = `${id}-switch`;
  const hint = forSale
    ? '单位：元，最多两位小数，不超过 99999.99 元'
    : '关闭时作品免费，任何人都可以查看和下载附件';
  return (
    <div className={clsx('pub-field pub-price', error && 'pub-field--invalid')}>
      <div className="pub-switch-row">
        <label className="pub-field__label" htmlFor={switchId}>
          出售
        </label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="pub-switch"
          checked={forSale}
          aria-describedby={forSale ? undefined : `${id}-hint`}
          onChange={(e) => onForSale(e.currentTarget.checked)}
        />
      </div>
      {forSale && (
        <div className="pub-price__row">
          <label className="pub-field__label" htmlFor={id}>
            价格
          </label>
          <div className="pub-price__input">
            <span className="pub-price__unit" aria-hidden="true">
              ¥
            </span>
            <input
              id={id}
              className="pub-input tabular"
              inputMode="decimal"
              autoComplete="off"
              placeholder="例如 29.90"
              value={price}
              maxLength={12}
              onChange={(e) => onPrice(e.currentTarget.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-required
              aria-describedby={describedBy(id, error, hint)}
            />
            <span className="pub-price__suffix">元</span>
          </div>
        </div>
      )}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
