import { Card } from '../../../components/Card.tsx';
import { Masonry } from '../../../components/Masonry.tsx';
import { Specimen, SpecimenGrid } from '../components/Specimen.tsx';
import { DEMO_ART } from '../demo-data.ts';
import type { DemoExample } from './types.ts';

const here = '/demo/18';

function Wall({ count }: { count: number }) {
  return (
    <Masonry aria-label="原画瀑布流示例">
      {DEMO_ART.slice(0, count).map(({ work, size }) => (
        <Card key={work.id} work={work} to={here} coverRatio="natural" coverSize={size} />
      ))}
    </Masonry>
  );
}

function Preview() {
  return <Wall count={8} />;
}

function States() {
  return (
    <SpecimenGrid>
      <Specimen
        label="原画瀑布流"
        note="图片保持原始比例；已知宽高时预留空间，不跳动。手机 2 列，宽屏最多 5 列"
        wide
      >
        <Wall count={10} />
      </Specimen>
    </SpecimenGrid>
  );
}

export const masonryDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '基于 CSS 多列：阅读和 Tab 顺序是一列从上到下，再到下一列。',
    '不需要 JavaScript 计算位置，图片加载时不会重新排版整面墙。',
  ],
};
