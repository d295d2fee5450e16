import { clsx } from 'clsx';
import { LICENSES, type LicenseKey } from '@zaowu/shared';
import { FieldGroup } from './fields.tsx';

const licenseCode = (key: LicenseKey) => (key === 'ALL' ? '©' : `CC ${key}`);

/** The seven licences as radio cards: the short code, the name and what it allows. */
export function LicensePicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: LicenseKey | '';
  onChange: (key: LicenseKey) => void;
  error?: string | null;
}) {
  return (
    <FieldGroup
      id={id}
      legend="版权协议"
      required
      error={error}
      hint="选择别人可以怎样使用你的作品；CC 为知识共享许可协议。"
    >
      <div className="pub-licenses">
        {LICENSES.map((l) => {
          const descId = `${id}-${l.key}-desc`;
          const nameId = `${id}-${l.key}-name`;
          return (
            <label key={l.key} className={clsx('pub-license', value === l.key && 'pub-license--on')}>
              <input
                type="radio"
                name={`${id}-radio`}
                value={l.key}
                checked={value === l.key}
                onChange={() => onChange(l.key)}
                aria-labelledby={nameId}
                aria-describedby={descId}
                aria-invalid={error ? true : undefined}
              />
              <span className="pub-license__head" id={nameId}>
                <span className="pub-license__code">{licenseCode(l.key)}</span>
                <span className="pub-license__label">{l.label}</span>
              </span>
              <span id={descId} className="pub-license__desc">
                {l.description}
              </span>
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}
