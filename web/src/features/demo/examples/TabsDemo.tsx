import { useState } from 'react';
import { Tabs } from '../../../components/Tabs.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

const PROFILE_TABS = [
  {
    value: 'works',
    label: '作品',
    count: 28,
    content: <p className="demo-note">28 件作品的网格放在这里。</p>,
  },
  { value: 'likes', label: '喜欢', count: 136, content: <p className="demo-note">喜欢过的作品。</p> },
  { value: 'collections', label: '收藏夹', content: <p className="demo-note">收藏夹列表。</p> },
  { value: 'drafts', label: '草稿', disabled: true, content: null },
];

const TYPES = [
  { value: 'all', label: '全部' },
  { value: 'model', label: '模型' },
  { value: 'art', label: '原画' },
  { value: 'animation', label: '动画' },
  { value: 'blog', label: '博客' },
];

function Filter() {
  const [type, setType] = useState('all');
  return (
    <>
      <Tabs label="作品类型" variant="pill" items={TYPES} value={type} onValueChange={setType} />
      <p className="demo-output" aria-live="polite">
        正在看：{TYPES.find((t) => t.value === type)?.label}
      </p>
    </>
  );
}

function Preview() {
  return <Tabs label="个人主页" items={PROFILE_TABS} />;
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="下划线（line），带面板和数量" note="“草稿”是禁用的标签；99 以上显示 99+" wide>
          <Tabs label="个人主页" items={PROFILE_TABS} />
        </Specimen>
        <Specimen label="分段（pill），作筛选条" note="没有面板：内容由页面自己渲染">
          <Filter />
        </Specimen>
        <Specimen label="撑满一行（fill）" note="手机上两三个标签时使用">
          <Tabs
            label="登录方式"
            variant="pill"
            fill
            items={[
              { value: 'pwd', label: '密码登录' },
              { value: 'sms', label: '验证码登录' },
            ]}
          />
        </Specimen>
        <Specimen label="标签很多时横向滚动" note="不换行、不撑破页面；手机上可左右滑动" wide>
          <Tabs
            label="软件"
            items={[
              'Blender',
              'Maya',
              '3ds Max',
              'Cinema 4D',
              'ZBrush',
              'Houdini',
              'Substance',
              'Photoshop',
              'Procreate',
              'Krita',
              'After Effects',
              'Nuke',
            ].map((v) => ({ value: v, label: v }))}
          />
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <Tabs label="作品类型（预览）" variant="pill" items={TYPES} defaultValue="model" />
      </ThemePair>
    </>
  );
}

export const tabsDemo: DemoExample = {
  Preview,
  States,
  notes: [
    'Tab 键进入标签栏，只停在当前标签上；左右方向键切换标签（自动激活），Home/End 到首尾。',
    '再按 Tab 进入对应的内容面板。',
    '标签栏需要一个名字（label），例如“作品类型”。',
  ],
};
