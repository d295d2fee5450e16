import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

function Preview() {
  return (
    <Empty
      size="compact"
      title="还没有作品"
      description="发布第一件作品，让更多人看到你的创作。"
      action={
        <Button asChild variant="primary">
          <Link to="/publish">发布作品</Link>
        </Button>
      }
    />
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="整页：带下一步" note="标题说缺什么，一句话说原因或办法，按钮给出下一步" wide>
          <Empty
            title="还没有作品"
            description="发布第一件作品，让更多人看到你的创作。"
            action={
              <>
                <Button asChild variant="primary">
                  <Link to="/publish">发布作品</Link>
                </Button>
                <Button asChild variant="ghost">
                  <Link to="/explore">先去逛逛</Link>
                </Button>
              </>
            }
          />
        </Specimen>
        <Specimen label="搜索无结果" note="换一个图标">
          <Empty
            size="compact"
            icon="search"
            title="没有找到“赛博朋克猫”"
            description="换个关键词试试，或者减少筛选条件。"
          />
        </Specimen>
        <Specimen label="面板内：紧凑" note="消息、云盘文件夹等小区域">
          <Empty size="compact" title="暂无消息" description="有人关注、点赞或评论你时，会在这里通知你。" />
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <Empty size="compact" title="收藏夹是空的" description="看到喜欢的作品，点心形按钮收藏。" />
      </ThemePair>
    </>
  );
}

export const emptyDemo: DemoExample = {
  Preview,
  States,
  notes: ['标题默认是普通段落；空状态代表整个区块时可用 titleAs="h2"。', '图标是装饰，对读屏隐藏。'],
};
