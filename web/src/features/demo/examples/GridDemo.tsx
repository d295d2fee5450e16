import { Card } from '../../../components/Card.tsx';
import { Grid } from '../../../components/Grid.tsx';
import { Specimen, SpecimenGrid } from '../components/Specimen.tsx';
import { DEMO_WORKS } from '../demo-data.ts';
import type { DemoExample } from './types.ts';

const here = '/demo/17';

function Preview() {
  return (
    <Grid maxColumns={6} minItemWidth={160} aria-label="网格示例">
      {DEMO_WORKS.slice(0, 6).map((w) => (
        <Card key={w.id} work={w} to={here} />
      ))}
    </Grid>
  );
}

function States() {
  return (
    <SpecimenGrid>
      <Specimen
        label="默认：最多 5 列"
        note="手机 2 列；平板按每列至少 200 px 自动排列；1440 px 宽时 5 列"
        wide
      >
        <Grid aria-label="最多 5 列的网格">
          {DEMO_WORKS.slice(0, 10).map((w) => (
            <Card key={w.id} work={w} to={here} />
          ))}
        </Grid>
      </Specimen>
      <Specimen label="紧凑：最多 6 列" note="maxColumns=6，minItemWidth=160" wide>
        <Grid maxColumns={6} minItemWidth={160} gap="sm" aria-label="最多 6 列的网格">
          {DEMO_WORKS.slice(0, 12).map((w) => (
            <Card key={w.id} work={w} to={here} />
          ))}
        </Grid>
      </Specimen>
      <Specimen label="宽松：最多 4 列" note="maxColumns=4，gap=lg" wide>
        <Grid maxColumns={4} gap="lg" aria-label="最多 4 列的网格">
          {DEMO_WORKS.slice(0, 4).map((w) => (
            <Card key={w.id} work={w} to={here} />
          ))}
        </Grid>
      </Specimen>
    </SpecimenGrid>
  );
}

export const gridDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '默认渲染为列表（ul/li），读屏会读出“列表，N 项”；给它一个 aria-label。',
    '列数由容器宽度决定，不依赖 JavaScript，窗口缩放时不闪。',
  ],
};
