import { Avatar } from '../../../components/Avatar.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import { BROKEN_IMAGE, demoCover } from '../demo-data.ts';
import type { DemoExample } from './types.ts';

const PHOTO = demoCover(4, 96, 96);

function Preview() {
  return (
    <div className="demo-row">
      <Avatar src={PHOTO} name="林间小鹿" size={48} />
      <Avatar name="阿树" size={48} />
      <Avatar name="Kiko" size={48} />
    </div>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="有图片" row>
          <Avatar src={PHOTO} name="林间小鹿" size={48} />
        </Specimen>
        <Specimen label="无图片：名字首字" note="中文取第一个字，英文取首字母" row>
          <Avatar name="阿树" size={48} />
          <Avatar name="Kiko" size={48} />
        </Specimen>
        <Specimen label="图片加载失败" note="自动退回首字" row>
          <Avatar src={BROKEN_IMAGE} name="墨白" size={48} />
        </Specimen>
        <Specimen label="尺寸" note="20（卡片）· 32（页头）· 48 · 80（个人主页）" row>
          {[20, 32, 48, 80].map((s) => (
            <Avatar key={s} src={PHOTO} name="林间小鹿" size={s} />
          ))}
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <div className="demo-row">
          <Avatar src={PHOTO} name="林间小鹿" size={48} />
          <Avatar name="阿树" size={48} />
        </div>
      </ThemePair>
    </>
  );
}

export const avatarDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '头像的替代文字是用户名；紧挨着可见的名字时设为 decorative，避免读两遍。',
    '图片加载超过 0.3 秒才显示首字，快速加载时不会闪一下。',
  ],
};
