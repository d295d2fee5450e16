import { CardSkeleton } from '../../../components/Card.tsx';
import { Grid } from '../../../components/Grid.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

function ListRow() {
  return (
    <div className="demo-skeleton-row">
      <Skeleton shape="circle" width={40} />
      <div className="demo-skeleton-row__text">
        <Skeleton width="40%" />
        <Skeleton width="85%" />
      </div>
    </div>
  );
}

function Preview() {
  return (
    <SkeletonGroup label="正在加载示例">
      <div className="demo-mini-grid">
        <CardSkeleton />
        <CardSkeleton />
        <div className="demo-hide-phone">
          <CardSkeleton />
        </div>
      </div>
    </SkeletonGroup>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="文字段落" note="最后一行短一些，像真的段落">
          <SkeletonGroup label="正在加载简介">
            <Skeleton lines={3} />
          </SkeletonGroup>
        </Specimen>
        <Specimen label="列表行（消息、评论）">
          <SkeletonGroup label="正在加载消息">
            <ListRow />
            <ListRow />
          </SkeletonGroup>
        </Specimen>
        <Specimen label="矩形与圆形" row>
          <SkeletonGroup label="正在加载">
            <div className="demo-row">
              <Skeleton shape="circle" width={64} />
              <Skeleton shape="rect" width={160} ratio={16 / 9} />
            </div>
          </SkeletonGroup>
        </Specimen>
        <Specimen label="作品网格" note="和卡片网格同样的列数与间距" wide>
          <SkeletonGroup label="正在加载作品">
            <Grid list={false} maxColumns={4} minItemWidth={180}>
              {Array.from({ length: 4 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </Grid>
          </SkeletonGroup>
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <div aria-hidden="true">
          <ListRow />
        </div>
      </ThemePair>
    </>
  );
}

export const skeletonDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '骨架本身对读屏隐藏；外面包一层 SkeletonGroup（role=status），只读一次“正在加载…”。',
    '动画在“减少动态效果”设置下停止。',
  ],
};
