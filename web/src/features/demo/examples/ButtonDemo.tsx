import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

function Variants() {
  return (
    <>
      <Button variant="primary">发布作品</Button>
      <Button>保存草稿</Button>
      <Button variant="ghost">取消</Button>
      <Button variant="danger">删除</Button>
    </>
  );
}

function LoadingDemo() {
  const [loading, setLoading] = useState(false);
  const start = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 2000);
  };
  return (
    <Button variant="primary" loading={loading} onClick={start}>
      {loading ? '提交中…' : '点我提交'}
    </Button>
  );
}

function Preview() {
  return (
    <div className="demo-row">
      <Variants />
    </div>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen
          label="四种样式"
          note="primary 每屏一个；secondary 常规；ghost 次要；danger 不可撤销的操作"
          row
        >
          <Variants />
        </Specimen>
        <Specimen label="三种尺寸" note="sm 32 px · md 40 px · lg 48 px；触屏上 md/lg 至少 44 px" row>
          <Button size="sm">小</Button>
          <Button size="md">中</Button>
          <Button size="lg">大</Button>
        </Specimen>
        <Specimen label="悬停与聚焦" note="悬停加深；用 Tab 聚焦时出现 2 px 强调色外框" row>
          <Button variant="primary">按 Tab 聚焦我</Button>
          <Button>悬停看看</Button>
        </Specimen>
        <Specimen label="禁用" note="不可点击，读屏会读出“不可用”" row>
          <Button variant="primary" disabled>
            发布作品
          </Button>
          <Button disabled>保存草稿</Button>
        </Specimen>
        <Specimen label="加载中" note="显示转圈并禁用，aria-busy=true；点一下试试" row>
          <LoadingDemo />
          <Button loading>加载中</Button>
        </Specimen>
        <Specimen label="带图标" row>
          <Button variant="primary">
            <Icon name="plus" size={18} />
            新建文件夹
          </Button>
          <Button variant="ghost" aria-label="更多操作">
            <Icon name="more" size={20} />
          </Button>
        </Specimen>
        <Specimen label="作为链接（asChild）" note="样式是按钮，语义是链接，可在新标签打开" row>
          <Button asChild variant="secondary">
            <Link to="/demo">返回组件演示</Link>
          </Button>
        </Specimen>
        <Specimen label="通栏（block）" note="手机表单底部的主操作">
          <Button variant="primary" size="lg" block>
            登录
          </Button>
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <div className="demo-row">
          <Variants />
        </div>
      </ThemePair>
    </>
  );
}

export const buttonDemo: DemoExample = {
  Preview,
  States,
  notes: [
    'Tab 聚焦，Enter 或空格触发。',
    '加载中的按钮带 aria-busy，并暂时禁用，防止重复提交。',
    '只有图标的按钮必须写 aria-label。',
  ],
};
