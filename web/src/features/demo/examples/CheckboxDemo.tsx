import { useState } from 'react';
import { Checkbox, type CheckedState } from '../../../components/Checkbox.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

const TOOLS = ['Blender', 'Maya', 'ZBrush'];

function SelectAll() {
  const [picked, setPicked] = useState<string[]>(['Blender']);
  const all: CheckedState =
    picked.length === TOOLS.length ? true : picked.length === 0 ? false : 'indeterminate';
  return (
    <fieldset className="demo-fieldset">
      <legend className="visually-hidden">使用的软件</legend>
      <Checkbox label="全部软件" checked={all} onCheckedChange={(c) => setPicked(c === true ? TOOLS : [])} />
      <div className="demo-indent">
        {TOOLS.map((t) => (
          <Checkbox
            key={t}
            label={t}
            checked={picked.includes(t)}
            onCheckedChange={(c) => setPicked((p) => (c === true ? [...p, t] : p.filter((x) => x !== t)))}
          />
        ))}
      </div>
    </fieldset>
  );
}

function Agree() {
  const [checked, setChecked] = useState<CheckedState>(false);
  return (
    <Checkbox
      label="我已阅读并同意《用户协议》"
      checked={checked}
      onCheckedChange={setChecked}
      error={checked === true ? null : '请先同意用户协议'}
    />
  );
}

function Preview() {
  return (
    <div className="demo-stack">
      <Checkbox label="允许他人转载" defaultChecked />
      <Checkbox label="包含成人内容" />
    </div>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="未选中 / 选中">
          <Checkbox label="允许评论" />
          <Checkbox label="允许他人转载" defaultChecked />
        </Specimen>
        <Specimen label="部分选中（indeterminate）" note="“全部”反映下面几项的状态">
          <SelectAll />
        </Specimen>
        <Specimen label="带说明">
          <Checkbox label="包含成人内容" description="勾选后，未满 18 岁的用户将看不到这件作品。" />
        </Specimen>
        <Specimen label="禁用">
          <Checkbox label="已实名认证" defaultChecked disabled />
          <Checkbox label="开通店铺（需先实名）" disabled />
        </Specimen>
        <Specimen label="错误" note="勾选后错误消失">
          <Agree />
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <div className="demo-stack">
          <Checkbox label="允许他人转载" defaultChecked />
          <Checkbox label="全部软件" checked="indeterminate" />
          <Checkbox label="包含成人内容" />
        </div>
      </ThemePair>
    </>
  );
}

export const checkboxDemo: DemoExample = {
  Preview,
  States,
  notes: [
    'Tab 聚焦，空格切换；点击文字也能切换。',
    '读屏读出“复选框，已选中/未选中/部分选中”。',
    '小方框四周有 44 px 的点击区域。',
  ],
};
