/**
 * The viewer's controls once the model shows: the toolbar (自动旋转, 截图, 全屏, 重置视角) and the
 * 光照 and 显示 settings as radio groups (arrow keys move within each, as native radios do).
 */
import type { ReactNode } from 'react';
import type { LightingPreset, ViewMode } from './scene.ts';

const LIGHTING: readonly { value: LightingPreset; label: string }[] = [
  { value: 'studio', label: '影棚' },
  { value: 'outdoor', label: '户外' },
  { value: 'night', label: '夜景' },
];
const MODES: readonly { value: ViewMode; label: string; title: string }[] = [
  { value: 'material', label: '材质', title: '模型自带的材质和颜色' },
  { value: 'normals', label: '法线', title: '以颜色显示表面朝向（法线）' },
  { value: 'matcap', label: '素模', title: '统一的黏土材质（matcap），便于看造型' },
  { value: 'wireframe', label: '线框', title: '显示网格的线框' },
];

interface ToolbarProps {
  autoRotate: boolean;
  onAutoRotate: () => void;
  onScreenshot: () => void;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  onReset: () => void;
}

export function ViewerToolbar({ autoRotate, onAutoRotate, onScreenshot, fullscreen, onReset }: ToolbarProps) {
  return (
    <div className="mv__toolbar" role="toolbar" aria-label="3D 查看器工具">
      <ToolButton label="自动旋转" pressed={autoRotate} onClick={onAutoRotate}>
        <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5" />
      </ToolButton>
      <ToolButton label="截图" onClick={onScreenshot}>
        <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
        <circle cx="12" cy="12.5" r="3.2" />
      </ToolButton>
      {fullscreen.supported && (
        <ToolButton label={fullscreen.active ? '退出全屏' : '全屏'} onClick={fullscreen.toggle}>
          <path
            d={
              fullscreen.active
                ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
            }
          />
        </ToolButton>
      )}
      <ToolButton label="重置视角" onClick={onReset}>
        <path d="M4 12a8 8 0 1 0 2.34-5.66M4 4v4.5h4.5M12 9v3l2 2" />
      </ToolButton>
    </div>
  );
}

interface ModesProps {
  /** Makes the radio groups' names unique on the page. */
  name: string;
  lighting: LightingPreset;
  onLighting: (value: LightingPreset) => void;
  mode: ViewMode;
  onMode: (value: ViewMode) => void;
}

export function ViewerModes({ name, lighting, onLighting, mode, onMode }: ModesProps) {
  return (
    <div className="mv__modes">
      <Choice
        legend="光照"
        name={`${name}-light`}
        options={LIGHTING}
        value={lighting}
        onChange={onLighting}
      />
      <Choice legend="显示" name={`${name}-mode`} options={MODES} value={mode} onChange={onMode} />
    </div>
  );
}

/**
 * One of the viewer's settings as native radio buttons styled as a segmented control: a fieldset
 * with its legend for screen readers, Tab into the group and arrow keys within it.
 */
function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; title?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="mv__choice">
      <legend className="mv__choice-legend">{legend}</legend>
      <div className="mv__segments">
        {options.map((o) => (
          <label key={o.value} className="mv__segment" title={o.title}>
            <input
              type="radio"
              className="mv__segment-input"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="mv__tool" aria-pressed={pressed} title={label} onClick={onClick}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
      <span className="mv__tool-label">{label}</span>
    </button>
  );
}
