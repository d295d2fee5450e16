import { Badge, CountBadge } from '../../../components/Badge.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

function Tones() {
  return (
    <>
      <Badge>草稿</Badge>
      <Badge tone="accent">3D</Badge>
      <Badge tone="success">已通过</Badge>
      <Badge tone="warning">审核中</Badge>
      <Badge tone="danger">已驳回</Badge>
    </>
  );
}

function Bell({ count }: { count: number }) {
  return (
    <span
      className="demo-bell"
      role="img"
      aria-label={count > 0 ? `消息，${count} 条未读` : '消息，没有未读'}
    >
      <Icon name="inbox" size={22} />
      <CountBadge count={count} />
    </span>
  );
}

function Preview() {
  return (
    <div className="demo-row">
      <Tones />
      <Bell count={8} />
    </div>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="五种色调" note="neutral 默认；accent 少用，只给最重要的标签" row>
          <Tones />
        </Specimen>
        <Specimen label="未读数" note="0 时不显示；超过 99 显示 99+" row>
          <Bell count={0} />
          <Bell count={8} />
          <Bell count={120} />
        </Specimen>
        <Specimen label="在文字中" note="与文字基线对齐">
          <p className="demo-note-plain">
            赛博江南 · 雨夜街巷场景 <Badge tone="accent">3D</Badge> <Badge tone="success">可商用</Badge>
          </p>
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <div className="demo-row">
          <Tones />
          <Bell count={120} />
        </div>
      </ThemePair>
    </>
  );
}

export const badgeDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '徽标只是文字，不可交互。',
    '图标上的未读数是装饰，数量要写进图标按钮的 aria-label，例如“消息，8 条未读”。',
  ],
};
