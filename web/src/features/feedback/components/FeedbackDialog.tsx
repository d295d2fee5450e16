/** The 意见反馈 dialog (loaded on first open): 提交反馈 and 我的反馈. */
import { useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { MyFeedback } from './MyFeedback.tsx';
import '../feedback.css';

type Tab = 'write' | 'mine';

export default function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [tab, setTab] = useState<Tab>('write');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="意见反馈" size="md" className="fb-dialog">
      <Tabs
        label="意见反馈"
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        fill
        items={[
          { value: 'write', label: '提交反馈', content: <FeedbackForm onShowMine={() => setTab('mine')} /> },
          { value: 'mine', label: '我的反馈', content: <MyFeedback onWrite={() => setTab('write')} /> },
        ]}
      />
    </Dialog>
  );
}
