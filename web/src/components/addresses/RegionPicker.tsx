/**
 * 所在地区: 省份 → 城市 → 区县, three native selects (a phone shows its own wheel; arrow keys and typing
 * work everywhere). The value is the district's code; a province or city picked anew empties what is
 * below it. The region data (~33 KB gzipped) loads when the first picker mounts, not with the page.
 */
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import type * as RegionData from '@zaowu/shared/regions';
import { Icon } from '../Icon.tsx';
import './addresses.css';

type Regions = typeof RegionData;

let loading: Promise<Regions> | null = null;
function loadRegions(): Promise<Regions> {
  loading ??= import('@zaowu/shared/regions').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The region data once loaded; 'failed' when it could not be (retry() asks again). */
function useRegions(): { regions: Regions | null; failed: boolean; retry: () => void } {
  const [regions, setRegions] = useState<Regions | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadRegions().then(
      (r) => live && setRegions(r),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    regions,
    failed: failed && !regions,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

const provinceOf = (code: string) => (code ? `${code.slice(0, 2)}0000` : '');
const cityOf = (code: string) => (code ? `${code.slice(0, 4)}00` : '');

function RegionSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  invalid,
  describedBy,
}: {
  label: string;
  value: string;
  options: readonly RegionData.RegionOption[];
  onChange: (code: string) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  return (
    <select
      className="field__input region-picker__select"
      aria-label={label}
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </select>
  );
}

export function RegionPicker({
  value,
  onChange,
  error,
  disabled = false,
}: {
  /** The district's code, or '' while none is chosen. */
  value: string;
  onChange: (districtCode: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  const { regions, failed, retry } = useRegions();
  // Province and city as picked; a chosen district decides both.
  const [picked, setPicked] = useState({ province: provinceOf(value), city: cityOf(value) });
  const province = value ? provinceOf(value) : picked.province;
  const city = value ? cityOf(value) : picked.city;
  const errorId = error ? `${id}-error` : undefined;
  const off = disabled || !regions;

  return (
    <fieldset className={clsx('field region-picker', error && 'field--invalid')}>
      <legend className="field__label">所在地区</legend>
      <div className="region-picker__row" aria-busy={!regions && !failed ? true : undefined}>
        <RegionSelect
          label="省份"
          value={province}
          options={regions?.provinceOptions() ?? []}
          disabled={off}
          invalid={!!error && !province}
          describedBy={errorId}
          onChange={(code) => {
            setPicked({ province: code, city: '' });
            onChange('');
          }}
        />
        <RegionSelect
          label="城市"
          value={city}
          options={regions && province ? regions.cityOptions(province) : []}
          disabled={off || !province}
          invalid={!!error && !!province && !city}
          describedBy={errorId}
          onChange={(code) => {
            setPicked({ province, city: code });
            onChange('');
          }}
        />
        <RegionSelect
          label="区县"
          value={value}
          options={regions && city ? regions.districtOptions(city) : []}
          disabled={off || !city}
          invalid={!!error && !!city}
          describedBy={errorId}
          onChange={(code) => {
            setPicked({ province, city });
            onChange(code);
          }}
        />
      </div>
      {failed && (
        <p className="field__error" role="alert">
          <Icon name="alert" />
          地区数据加载失败。
          <button type="button" className="region-picker__retry" onClick={retry}>
            重试
          </button>
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
