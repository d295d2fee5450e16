import { useCallback, useState } from 'react';
import { Specimen, SpecimenGrid } from '../components/Specimen.tsx';
import { contrastRatio } from '../contrast.ts';
import type { DemoExample } from './types.ts';

const SWATCHES = [
  ['--accent', '强调色'],
  ['--accent-strong', '强调色（深）'],
  ['--accent-soft', '强调色（浅底）'],
  ['--bg', '页面背景'],
  ['--surface', '卡片/面板'],
  ['--surface-2', '次级面'],
  ['--surface-3', '三级面'],
  ['--text', '正文'],
  ['--text-muted', '次要文字'],
  ['--border', '分隔线'],
  ['--border-strong', '控件边框'],
  ['--success', '成功'],
  ['--warning', '警告'],
  ['--danger', '危险'],
] as const;

/** [foreground, background, what it is, minimum ratio]. */
const PAIRS = [
  ['--text', '--bg', '正文 / 页面背景', 4.5],
  ['--text-muted', '--bg', '次要文字 / 页面背景', 4.5],
  ['--text-muted', '--surface', '次要文字 / 卡片', 4.5],
  ['--text-muted', '--surface-2', '次要文字 / 次级面', 4.5],
  ['--text-muted', '--surface-3', '次要文字 / 三级面', 4.5],
  ['--accent-contrast', '--accent', '主按钮文字 / 强调色', 4.5],
  ['--link', '--bg', '链接 / 页面背景', 4.5],
  ['--link', '--surface', '链接 / 卡片', 4.5],
  ['--link', '--surface-2', '链接 / 次级面', 4.5],
  ['--success', '--success-soft', '成功 / 浅底', 4.5],
  ['--warning', '--warning-soft', '警告 / 浅底', 4.5],
  ['--danger', '--danger-soft', '危险 / 浅底', 4.5],
  ['--danger-contrast', '--danger', '危险按钮文字 / 危险色', 4.5],
  ['--border-strong', '--surface', '控件边框 / 卡片（非文字）', 3],
] as const;

type Values = Record<string, string>;

/** Reads the resolved token values of one theme frame once it is in the document. */
function useTokenValues(): [Values, (el: HTMLElement | null) => void] {
  const [values, setValues] = useState<Values>({});
  const ref = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const style = getComputedStyle(el);
    const names = new Set<string>([...SWATCHES.map(([n]) => n), ...PAIRS.flatMap(([f, b]) => [f, b])]);
    setValues(Object.fromEntries([...names].map((n) => [n, style.getPropertyValue(n).trim()])));
  }, []);
  return [values, ref];
}

function ThemeTokens({ theme }: { theme: 'light' | 'dark' }) {
  const [values, ref] = useTokenValues();
  return (
    <div ref={ref} data-theme={theme} className="theme-pair__frame tokens-frame">
      <h3 className="tokens-frame__title">{theme === 'light' ? '浅色主题' : '深色主题'}</h3>
      <ul className="tokens-swatches" aria-label="颜色">
        {SWATCHES.map(([name, label]) => (
          <li key={name} className="tokens-swatch">
            <span className="tokens-swatch__chip" style={{ background: `var(${name})` }} aria-hidden="true" />
            <span className="tokens-swatch__label">{label}</span>
            <code className="tokens-swatch__value">
              {name} {values[name] || ''}
            </code>
          </li>
        ))}
      </ul>
      <table className="tokens-table">
        <caption className="visually-hidden">{theme === 'light' ? '浅色' : '深色'}主题对比度</caption>
        <thead>
          <tr>
            <th scope="col">组合</th>
            <th scope="col">对比度</th>
            <th scope="col">结果</th>
          </tr>
        </thead>
        <tbody>
          {PAIRS.map(([fg, bg, label, min]) => {
            const ratio = values[fg] && values[bg] ? contrastRatio(values[fg], values[bg]) : null;
            const pass = ratio !== null && ratio >= min;
            return (
              <tr key={label}>
                <th scope="row">
                  {min < 4.5 ? (
                    // A control's edge, not text: drawn as a border.
                    <span
                      className="tokens-sample tokens-sample--edge"
                      style={{ borderColor: `var(${fg})`, background: `var(${bg})` }}
                      aria-hidden="true"
                    />
                  ) : (
                    <span className="tokens-sample" style={{ color: `var(${fg})`, background: `var(${bg})` }}>
                      文字 Aa
                    </span>
                  )}
                  {label}
                </th>
                <td className="tabular">{ratio === null ? '—' : `${ratio.toFixed(2)} : 1`}</td>
                <td>{ratio === null ? '—' : pass ? `通过（≥ ${min}）` : `未通过（< ${min}）`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const TYPE_SCALE = [
  ['--text-xs', '12'],
  ['--text-sm', '13'],
  ['--text-md', '14'],
  ['--text-base', '15'],
  ['--text-lg', '17'],
  ['--text-xl', '20'],
  ['--text-2xl', '24'],
  ['--text-3xl', '30'],
  ['--text-4xl', '36'],
] as const;

const SPACES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];
const RADII = ['--radius-sm', '--radius-control', '--radius-card', '--radius-lg', '--radius-pill'];

function Preview() {
  return (
    <ul className="tokens-strip" aria-label="主要颜色">
      {SWATCHES.slice(0, 9).map(([name, label]) => (
        <li key={name} className="tokens-strip__item">
          <span className="tokens-swatch__chip" style={{ background: `var(${name})` }} aria-hidden="true" />
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}

function States() {
  return (
    <>
      <h2>颜色与对比度</h2>
      <p className="demo-note">
        对比度在浏览器里根据当前令牌实时计算；正文与控件文字要求 ≥ 4.5，控件边框 ≥ 3（WCAG AA）。
      </p>
      <div className="theme-pair">
        <ThemeTokens theme="light" />
        <ThemeTokens theme="dark" />
      </div>
      <SpecimenGrid>
        <Specimen label="字号" note="正文 14–16 px，行高 1.7；中文不用斜体；价格和数量用等宽数字" wide>
          <div className="tokens-type">
            {TYPE_SCALE.map(([name, px]) => (
              <p key={name} style={{ fontSize: `var(${name})` }}>
                <code>
                  {name} · {px}px
                </code>
                造物 · 创作者的作品社区 ¥1,280.00
              </p>
            ))}
          </div>
        </Specimen>
        <Specimen label="间距（4 px 栅格）" note="--space-n = n × 4 px">
          <ul className="tokens-spaces">
            {SPACES.map((n) => (
              <li key={n}>
                <code>--space-{n}</code>
                <span style={{ width: `var(--space-${n})` }} aria-hidden="true" />
                <span className="tabular">{n * 4}px</span>
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen label="圆角" note="控件 8 px，卡片 12 px" row>
          {RADII.map((r) => (
            <span key={r} className="tokens-radius" style={{ borderRadius: `var(${r})` }}>
              <code>{r.replace('--radius-', '')}</code>
            </span>
          ))}
        </Specimen>
        <Specimen label="阴影" note="两级：卡片静止 / 悬停、浮层" row>
          <span className="tokens-shadow" style={{ boxShadow: 'var(--shadow-1)' }}>
            <code>--shadow-1</code>
          </span>
          <span className="tokens-shadow" style={{ boxShadow: 'var(--shadow-2)' }}>
            <code>--shadow-2</code>
          </span>
        </Specimen>
      </SpecimenGrid>
    </>
  );
}

export const tokensDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '组件只用语义令牌（--bg、--text、--accent…），不写颜色字面量。',
    '任何元素加上 data-theme="dark" 或 "light"，里面就使用那套取值（本页的对照就是这样做的）。',
  ],
};
