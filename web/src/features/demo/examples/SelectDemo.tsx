import { useState } from 'react';
import { Select, type SelectOption } from '../../../components/Select.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

const LICENCES: SelectOption[] = [
  { value: 'BY', label: '署名（BY）' },
  { value: 'BY-SA', label: '署名-相同方式共享（BY-SA）' },
  { value: 'BY-NC', label: '署名-非商业性使用（BY-NC）' },
  { value: 'BY-ND', label: '署名-禁止演绎（BY-ND）' },
  { value: 'ALL', label: '保留所有权利' },
];

const SORTS: SelectOption[] = [
  { value: 'latest', label: '最新发布' },
  { value: 'hot', label: '最多点赞' },
  { value: 'views', label: '最多浏览' },
  { value: 'price', label: '价格最低', disabled: true },
];

function Controlled() {
  const [value, setValue] = useState('hot');
  return (
    <>
      <Select label="排序" options={SORTS} value={value} onValueChange={setValue} />
      <p className="demo-output" aria-live="polite">
        当前：{SORTS.find((s) => s.value === value)?.label}
      </p>
    </>
  );
}

function Preview() {
  return (
    <div className="demo-stack">
      <Select label="授权方式" options={LICENCES} defaultValue="BY-NC" />
    </div>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="未选择（占位文字）">
          <Select label="授权方式" options={LICENCES} placeholder="请选择授权方式" />
        </Specimen>
        <Specimen label="已选择（受控）" note="“价格最低”是禁用的选项">
          <Controlled />
        </Specimen>
        <Specimen label="带提示">
          <Select
            label="授权方式"
            options={LICENCES}
            defaultValue="BY"
            hint="决定别人能否转载和商用你的作品"
          />
        </Specimen>
        <Specimen label="错误">
          <Select label="授权方式" options={LICENCES} error="请选择一种授权方式" />
        </Specimen>
        <Specimen label="禁用">
          <Select label="授权方式" options={LICENCES} defaultValue="ALL" disabled />
        </Specimen>
        <Specimen label="小号，标签仅供读屏" note="工具栏里的排序框">
          <Select label="排序" hideLabel size="sm" options={SORTS} defaultValue="latest" />
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <Select label="授权方式" options={LICENCES} defaultValue="BY-SA" />
      </ThemePair>
    </>
  );
}

export const selectDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '聚焦后按空格、Enter 或上下方向键展开。',
    '展开后方向键移动，Enter 选中，Esc 关闭并回到触发按钮；输入文字跳到对应选项。',
    '带 name 时，表单提交会带上所选值。',
  ],
};
