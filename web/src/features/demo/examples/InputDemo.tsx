import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

function Validated() {
  const [value, setValue] = useState('1380013');
  const error = /^1\d{10}$/.test(value) ? null : '请输入 11 位手机号';
  return (
    <Input
      label="手机号"
      inputMode="tel"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={error}
      hint="输入正确后错误消失"
    />
  );
}

function Preview() {
  return (
    <div className="demo-stack">
      <Input label="作品标题" placeholder="给作品起个名字" hint="最多 40 个字" />
    </div>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="默认（带占位文字）">
          <Input label="作品标题" placeholder="给作品起个名字" />
        </Specimen>
        <Specimen label="带提示" note="提示通过 aria-describedby 与输入框关联">
          <Input label="昵称" defaultValue="林间小鹿" hint="2–16 个字，30 天内可修改一次" />
        </Specimen>
        <Specimen label="错误" note="红框 + 图标 + 文字，不只靠颜色；错误会被读屏播报">
          <Validated />
        </Specimen>
        <Specimen label="禁用">
          <Input label="账号" defaultValue="138****8000" disabled />
        </Specimen>
        <Specimen label="只读">
          <Input label="邀请码" defaultValue="ZAOWU-2026" readOnly />
        </Specimen>
        <Specimen label="带后缀按钮" note="例如“获取验证码”">
          <Input
            label="验证码"
            inputMode="numeric"
            placeholder="6 位数字"
            suffix={<Button variant="secondary">获取验证码</Button>}
          />
        </Specimen>
        <Specimen label="密码">
          <Input label="密码" type="password" autoComplete="new-password" placeholder="至少 8 位" />
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <Input label="作品标题" placeholder="给作品起个名字" error="标题不能为空" />
      </ThemePair>
    </>
  );
}

export const inputDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '可见的标签就是输入框的名字，点击标签即可聚焦。',
    '错误信息用 role=alert 播报，并标记 aria-invalid。',
    '输入框高 44 px，手机上好点。',
  ],
};
