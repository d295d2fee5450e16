import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Drawer } from '../../../components/Drawer.tsx';
import { Specimen, SpecimenGrid } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

function NavDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开导航（左侧）</Button>
      <Drawer open={open} onOpenChange={setOpen} title="导航">
        <nav aria-label="演示导航" className="demo-drawer-nav">
          {['模型', '原画', '动画', '博客', '设计师', '店铺'].map((n) => (
            <Link key={n} to="/demo/6" onClick={() => setOpen(false)}>
              {n}
            </Link>
          ))}
        </nav>
      </Drawer>
    </>
  );
}

function FilterDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>筛选（右侧）</Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="筛选作品"
        side="right"
        description="选择条件后点“查看结果”。"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>重置</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              查看结果
            </Button>
          </>
        }
      >
        <div className="demo-stack demo-pad">
          <Checkbox label="只看可购买" />
          <Checkbox label="只看免费" />
          <Checkbox label="包含动画" defaultChecked />
          <Checkbox label="包含 3D 模型" defaultChecked />
        </div>
      </Drawer>
    </>
  );
}

function Preview() {
  return (
    <div className="demo-row">
      <NavDrawer />
      <FilterDrawer />
    </div>
  );
}

function States() {
  return (
    <SpecimenGrid>
      <Specimen label="左侧：手机导航" note="页头在手机上用它放主导航" row>
        <NavDrawer />
      </Specimen>
      <Specimen label="右侧：筛选，带底部操作" note="底部按钮固定，内容区单独滚动" row>
        <FilterDrawer />
      </Specimen>
    </SpecimenGrid>
  );
}

export const drawerDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '底层是 Radix Dialog：焦点陷阱、Esc 关闭、关闭后焦点回到触发按钮。',
    '宽度最多 340 px，且不超过屏幕的 86%，留出遮罩可点击关闭。',
  ],
};
