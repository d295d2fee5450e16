import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Tooltip } from '../../../components/Tooltip.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

function Preview() {
  return (
    <div className="demo-row">
      <Tooltip content="收藏到收藏夹">
        <Button variant="ghost" aria-label="收藏">
          <Icon name="heart" size={20} />
        </Button>
      </Tooltip>
      <Tooltip content="作品发布后 24 小时内可免费修改" side="bottom">
        <Button>什么是修改期？</Button>
      </Tooltip>
    </div>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="图标按钮" note="提示只是补充：按钮仍有自己的 aria-label" row>
          <Tooltip content="收藏到收藏夹">
            <Button variant="ghost" aria-label="收藏">
              <Icon name="heart" size={20} />
            </Button>
          </Tooltip>
          <Tooltip content="搜索作品">
            <Button variant="ghost" aria-label="搜索">
              <Icon name="search" size={20} />
            </Button>
          </Tooltip>
        </Specimen>
        <Specimen label="四个方向" note="靠近屏幕边缘时自动翻转" row>
          {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
            <Tooltip
              key={side}
              content={`在${{ top: '上', right: '右', bottom: '下', left: '左' }[side]}方`}
              side={side}
            >
              <Button size="sm">{side}</Button>
            </Tooltip>
          ))}
        </Specimen>
        <Specimen label="键盘聚焦" note="用 Tab 聚焦按钮时立即出现，Esc 关闭" row>
          <Tooltip content="作品发布后 24 小时内可免费修改">
            <Button>什么是修改期？</Button>
          </Tooltip>
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <p className="demo-note">提示框颜色与页面相反（浅色主题深底、深色主题浅底），悬停下面的按钮查看。</p>
        <Tooltip content="收藏到收藏夹">
          <Button variant="ghost" aria-label="收藏">
            <Icon name="heart" size={20} />
          </Button>
        </Tooltip>
      </ThemePair>
    </>
  );
}

export const tooltipDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '悬停 0.4 秒或键盘聚焦时出现，内容作为触发元素的描述（aria-describedby）。',
    '触屏没有悬停：重要信息不要只放在提示里。',
  ],
};
