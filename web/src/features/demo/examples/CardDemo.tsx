import { Card, CardSkeleton } from '../../../components/Card.tsx';
import { Grid } from '../../../components/Grid.tsx';
import { SkeletonGroup } from '../../../components/Skeleton.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import { BROKEN_IMAGE, DEMO_WORKS } from '../demo-data.ts';
import type { DemoExample } from './types.ts';

const [forSale, free, art, animation, blog] = DEMO_WORKS as [
  (typeof DEMO_WORKS)[number],
  (typeof DEMO_WORKS)[number],
  (typeof DEMO_WORKS)[number],
  (typeof DEMO_WORKS)[number],
  (typeof DEMO_WORKS)[number],
];

/** Cards in the demo stay on the demo: their links lead back to this page. */
const here = '/demo/10';

function Preview() {
  return (
    <Grid maxColumns={4} minItemWidth={180} aria-label="作品卡片示例">
      {DEMO_WORKS.slice(0, 4).map((w) => (
        <Card key={w.id} work={w} to={here} />
      ))}
    </Grid>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="出售中（有价格）" note="右上角价格标签">
          <Card work={forSale} to={here} />
        </Specimen>
        <Specimen label="免费" note="不显示价格">
          <Card work={free} to={here} />
        </Specimen>
        <Specimen
          label="类型徽标"
          note="3D / 原画 / 动画 / 博客，左上角；深色半透明底，任何封面上都清楚"
          wide
        >
          <Grid maxColumns={4} minItemWidth={180} aria-label="四种类型的作品">
            {[forSale, art, animation, blog].map((w) => (
              <Card key={w.id} work={w} to={here} />
            ))}
          </Grid>
        </Specimen>
        <Specimen label="悬停与聚焦" note="悬停上浮 3 px、阴影加深、封面轻微放大；Tab 聚焦时整张卡片有外框">
          <Card work={DEMO_WORKS[5]!} to={here} />
        </Specimen>
        <Specimen label="超长标题与作者名" note="单行省略，卡片高度保持一致">
          <Card
            work={{
              ...free,
              title: '一个非常非常长的作品标题，用来测试卡片在空间不足时如何省略显示',
              author: { nickname: '名字也很长的独立游戏美术工作室', avatar: null },
            }}
            to={here}
          />
        </Specimen>
        <Specimen label="封面缺失 / 加载失败" note="显示占位图标，不留白、不跳动">
          <div className="demo-mini-grid demo-mini-grid--2">
            <Card work={{ ...blog, cover: null }} to={here} />
            <Card work={{ ...art, cover: BROKEN_IMAGE }} to={here} />
          </div>
        </Specimen>
        <Specimen label="加载中（骨架）" note="和卡片同样大小，读屏只听到一次“正在加载作品”" wide>
          <SkeletonGroup label="正在加载作品">
            <Grid maxColumns={4} minItemWidth={180} list={false}>
              {Array.from({ length: 4 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </Grid>
          </SkeletonGroup>
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <div className="demo-mini-grid demo-mini-grid--2">
          <Card work={forSale} to={here} />
          <Card work={animation} to={here} />
        </div>
      </ThemePair>
    </>
  );
}

export const cardDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '整张卡片是一个链接，名字是作品标题；类型、作者、点赞、浏览和价格作为描述读出。',
    '封面是装饰性的（alt 为空），因为标题已经说明了内容。',
    '卡片标题默认是 h3，放在带 h2 的区块里，读屏可以按标题跳转。',
  ],
};
