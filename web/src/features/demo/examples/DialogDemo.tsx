import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { notify } from '../../../lib/toast.ts';
import { Specimen, SpecimenGrid } from '../components/Specimen.tsx';
import type { DemoExample } from './types.ts';

function BasicDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        新建文件夹
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="新建文件夹"
        size="sm"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>取消</Button>
            <Button
              variant="primary"
              onClick={() => {
                setOpen(false);
                notify.success('文件夹已创建');
              }}
            >
              创建
            </Button>
          </>
        }
      >
        <Input label="文件夹名称" placeholder="例如：参考图" autoFocus />
      </Dialog>
    </>
  );
}

function ConfirmDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        删除作品
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="删除这件作品？"
        description="删除后作品、评论和点赞都会清除，且无法恢复。"
        size="sm"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>再想想</Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              确认删除
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </>
  );
}

function LargeDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>查看授权说明</Button>
      <Dialog open={open} onOpenChange={setOpen} title="知识共享授权说明" size="lg">
        {Array.from({ length: 6 }, (_, i) => (
          <p key={i}>
            署名（BY）：他人可以复制、发行、展览、表演、放映、广播或通过信息网络传播本作品，但必须按作者指定的方式署名。
            这是一段较长的说明文字，用来展示对话框内容超出屏幕高度时的滚动效果。
          </p>
        ))}
      </Dialog>
    </>
  );
}

function Preview() {
  return (
    <div className="demo-row">
      <BasicDialog />
      <ConfirmDialog />
    </div>
  );
}

function States() {
  return (
    <SpecimenGrid>
      <Specimen label="表单对话框" note="打开后焦点进入输入框；Esc 或点击遮罩关闭，焦点回到按钮" row>
        <BasicDialog />
      </Specimen>
      <Specimen label="危险确认" note="标题是问题，说明写清后果，按钮写清动作" row>
        <ConfirmDialog />
      </Specimen>
      <Specimen label="大号、内容可滚动" note="宽 800 px；内容过长时对话框内部滚动" row>
        <LargeDialog />
      </Specimen>
      <Specimen label="手机上" note="宽度小于 768 px 时从底部弹出（底部弹层），按钮纵向排列、占满宽度">
        <p className="demo-note">把窗口调窄后再打开上面的对话框即可看到。</p>
      </Specimen>
    </SpecimenGrid>
  );
}

export const dialogDemo: DemoExample = {
  Preview,
  States,
  notes: [
    '打开时焦点移入对话框并被限制在其中（焦点陷阱），背景内容对读屏隐藏。',
    'Esc 关闭；关闭后焦点回到打开它的按钮。',
    '标题就是对话框的名字；有说明文字时作为它的描述。',
  ],
};
