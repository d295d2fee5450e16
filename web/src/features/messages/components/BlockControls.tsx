/**
 * 拉黑 in an open conversation: the header's button (拉黑 asks first; 取消拉黑 goes at once) and the note
 * that stands in for the composer while either side has blocked the other. Blocking keeps what was
 * written; it only stops new private messages both ways.
 */
import { useId, useRef, useState } from 'react';
import { PRIVATE_MESSAGE_MSGS, type BlockState, type UserBrief } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useFocusLater } from '../../../lib/focus-later.ts';
import { useBlockUser } from '../private-api.ts';

/** 拉黑 (confirmed in a dialog) or 取消拉黑, for the thread's header. One button: focus stays on it. */
export function BlockButton({ partner, state }: { partner: UserBrief; state: BlockState }) {
  const block = useBlockUser(partner);
  const [asking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  const blocked = state.blocked_by_me;

  // The dialog has no Radix trigger to give focus back to: the button takes it again (as 取消拉黑 once
  // blocked, the same element) when it is enabled again.
  const close = () => {
    setAsking(false);
    focusLater(() => buttonRef.current);
  };
  const confirm = () => block.mutate(true, { onSettled: close });

  return (
    <>
      <Button
        ref={buttonRef}
        size="sm"
        variant="ghost"
        className="thread__block"
        aria-label={`${blocked ? '取消拉黑' : '拉黑'} ${partner.nickname}`}
        loading={block.isPending && !asking}
        disabled={block.isPending}
        onClick={() => (blocked ? block.mutate(false) : setAsking(true))}
      >
        {blocked ? '取消拉黑' : '拉黑'}
      </Button>
      <Dialog
        open={asking}
        onOpenChange={(open) => !open && !block.isPending && close()}
        title={`拉黑 ${partner.nickname}？`}
        description="拉黑后你们将无法互发私信，已有的聊天记录会保留。之后可以随时取消拉黑。"
        size="sm"
        footer={
          <>
            <Button onClick={close} disabled={block.isPending}>
              取消
            </Button>
            <Button variant="danger" loading={block.isPending} onClick={confirm}>
              确定拉黑
            </Button>
          </>
        }
      >
        <p className="thread__block-hint">对方不会收到通知。</p>
      </Dialog>
    </>
  );
}

/** Why no message can be sent here, in place of the composer; the member's own block can be undone. */
export function BlockedNote({
  partner,
  state,
  onUnblocked,
}: {
  partner: UserBrief;
  state: BlockState;
  onUnblocked: () => void;
}) {
  const id = useId();
  const block = useBlockUser(partner);
  const mine = state.blocked_by_me;
  return (
    <div className="thread__blocked">
      <p id={id} className="thread__blocked-text" tabIndex={-1}>
        <Icon name="info" size={16} />
        {mine ? PRIVATE_MESSAGE_MSGS.blockedByMe : PRIVATE_MESSAGE_MSGS.blockedMe}
      </p>
      {mine && (
        <Button
          size="sm"
          aria-describedby={id}
          loading={block.isPending}
          onClick={() => block.mutate(false, { onSuccess: onUnblocked })}
        >
          取消拉黑
        </Button>
      )}
    </div>
  );
}
