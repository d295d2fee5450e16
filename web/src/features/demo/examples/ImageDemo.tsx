import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Image } from '../../../components/Image.tsx';
import { Specimen, SpecimenGrid, ThemePair } from '../components/Specimen.tsx';
import { BROKEN_IMAGE, demoCover } from '../demo-data.ts';
import type { DemoExample } from './types.ts';

/** The picture's address arrives two seconds late, so the placeholder can be seen. */
function SlowImage() {
  const [round, setRound] = useState(0);
  const [src, setSrc] = useState<string | undefined>(undefined);
  useEffect(() => {
    const t = setTimeout(() => setSrc(demoCover(round + 1)), 2000);
    return () => clearTimeout(t);
  }, [round]);
  return (
    <div className="demo-stack">
      <Image src={src} alt="远山与落日" />
      <Button
        size="sm"
        onClick={() => {
          setSrc(undefined);
          setRound((r) => r + 1);
        }}
      >
        重新演示
      </Button>
    </div>
  );
}

const PREVIEW_STATES = [
  { label: '已加载', src: demoCover(2), alt: '粉色天空下的山丘' },
  { label: '加载中', src: undefined, alt: '' },
  { label: '加载失败', src: BROKEN_IMAGE, alt: '加载失败的图片' },
];

function Preview() {
  return (
    <div className="demo-mini-grid demo-mini-grid--3">
      {PREVIEW_STATES.map(({ label, src, alt }) => (
        <figure key={label} className="demo-figure">
          <Image src={src} alt={alt} />
          <figcaption>{label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

function States() {
  return (
    <>
      <SpecimenGrid>
        <Specimen label="已加载" note="淡入显示">
          <Image src={demoCover(0)} alt="橙色天空下的山丘" />
        </Specimen>
        <Specimen label="加载中（占位）" note="固定比例的占位框 + 流光动画，加载完成前页面不跳动">
          <SlowImage />
        </Specimen>
        <Specimen label="加载失败" note="图标 + “图片加载失败”；有 alt 时读屏仍读出它">
          <Image src={BROKEN_IMAGE} alt="机械鲸鱼" />
        </Specimen>
        <Specimen label="没有图片" note="src 为 null 或空字符串">
          <Image src={null} alt="" />
        </Specimen>
        <Specimen label="比例" note="1:1 · 16:9 · 3:4" wide>
          <div className="demo-ratios">
            <Image src={demoCover(5, 300, 300)} alt="" ratio={1} />
            <Image src={demoCover(6, 480, 270)} alt="" ratio={16 / 9} />
            <Image src={demoCover(7, 300, 400)} alt="" ratio={3 / 4} />
          </div>
        </Specimen>
        <Specimen label="contain（完整显示）" note="用于不能裁切的图片，例如证件照或 logo">
          <Image src={demoCover(3, 300, 420)} alt="" fit="contain" />
        </Specimen>
      </SpecimenGrid>
      <h2>浅色与深色</h2>
      <ThemePair>
        <div className="demo-mini-grid">
          <Image src={demoCover(1)} alt="" />
          <Image src={undefined} alt="" />
          <Image src={BROKEN_IMAGE} alt="" />
        </div>
      </ThemePair>
    </>
  );
}

export const imageDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '默认懒加载（loading=lazy），首屏图片用 priority 立即加载。',
    '装饰性图片写 alt=""；有意义的图片写清内容。',
    '占位动画在“减少动态效果”设置下停止。',
  ],
};
