import { useState } from 'react';
import type { Message } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { useFocusLater } from '../../../lib/focus-later.ts';
import { useAuditCooperation, type AuditStatus } from '../notifications-api.ts';

const WORDS: Record<AuditStatus, { verb: string; title: string; description: string }> = {
  approved: {
    verb: '同意',
    title: '同意合作申请？',
    description: '同意后对方会收到通知，你们可以按申请里留下的联系方式沟通合作细节。',
  },
  rejected: {
    verb: '拒绝',
    title: '拒绝合作申请？',
    description: '拒绝后对方会收到婉拒通知。处理结果不能撤回。',
  },
};

/**
 * 同意 / 拒绝 under a pending cooperation application, each confirmed first (it cannot be undone).
 * Stays mounted once decided (the buttons go), so the dialog can finish; `returnFocus` names what
 * then takes focus, once the dialog has gone.
 */
export function CooperationActions({
  message,
  returnFocus,
}: {
  message: Message;
  returnFocus: () => HTMLElement | null;
}) {
  const audit = useAuditCooperation();
  const focusLater = useFocusLater();
  const [asking, setAsking] = useState<AuditStatus | null>(null);
  const who = message.from?.nickname ?? '对方';
  const words = asking ? WORDS[asking] : null;

  const confirm = () => {
    if (!asking) return;
    audit.mutate(
      { message, status: asking },
      {
        onSettled: () => setAsking(null),
        // The buttons are gone: put focus back on the message rather than lose it.
        onSuccess: () => focusLater(returnFocus),
      },
    );
  };
  const pending = message.cooperation?.status === 'pending';

  return (
    <div className="message__actions">
      {pending && (
        <>
          <Button
            size="sm"
            variant="primary"
            aria-label={`同意 ${who} 的合作申请`}
            onClick={() => setAsking('approved')}
            disabled={audit.isPending}
          >
            同意
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`拒绝 ${who} 的合作申请`}
            onClick={() => setAsking('rejected')}
            disabled={audit.isPending}
          >
            拒绝
          </Button>
        </>
      )}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && !audit.isPending && setAsking(null)}
        title={words?.title ?? ''}
        description={words?.description}
        size="sm"
        footer={
          <>
            <Button onClick={() => setAsking(null)} disabled={audit.isPending}>
              取消
            </Button>
            <Button
              variant={asking === 'rejected' ? 'danger' : 'primary'}
              loading={audit.isPending}
              onClick={confirm}
            >
              {words ? `确定${words.verb}` : '确定'}
            </Button>
          </>
        }
      >
        <blockquote className="message__quote">{message.content}</blockquote>
      </Dialog>
    </div>
  );
}
