import { useQuery } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { MESSAGE_TYPES, type MessageType } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { ALWAYS_ON_TYPES, messageConfigQuery, useToggleMessageType } from '../settings-api.ts';
import { TypeIcon } from './TypeIcon.tsx';

/** What each switch controls, in the member's words. */
const TYPE_DESCRIPTIONS: Record<MessageType, string> = {
  1: '平台公告、活动和账号安全提醒，不可关闭',
  2: '有人评论了你的作品',
  3: '有人回复了你的评论或话题',
  4: '有人赞了你的作品',
  5: '有人收藏了你的作品',
  6: '有人关注了你',
  7: '有人申请与你合作，以及你的申请结果',
  8: '下单、发货和订单状态变化',
  9: '作品售出、奖励等收益到账',
  10: '作品和实名认证的审核结果',
};

function SettingsList() {
  const config = useQuery(messageConfigQuery());
  const toggle = useToggleMessageType();

  if (config.isPending) {
    return (
      <SkeletonGroup label="正在加载消息设置…" className="message-settings__list">
        {MESSAGE_TYPES.map((t) => (
          <div key={t.type} className="message-settings__row">
            <Skeleton width="40%" />
            <Skeleton shape="rect" width={44} height={24} />
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (config.isError) {
    return (
      <div role="alert" className="message-settings__error">
        <p>消息设置加载失败，请稍后重试。</p>
        <Button size="sm" onClick={() => void config.refetch()}>
          重试
        </Button>
      </div>
    );
  }

  return (
    <ul className="message-settings__list">
      {MESSAGE_TYPES.map(({ type, label }) => {
        const locked = ALWAYS_ON_TYPES.includes(type);
        const id = `message-setting-${type}`;
        return (
          <li key={type} className="message-settings__row">
            <TypeIcon type={type} size={20} />
            <span className="message-settings__text">
              <label htmlFor={id} className="message-settings__label">
                {label}
              </label>
              <span id={`${id}-desc`} className="message-settings__desc">
                {TYPE_DESCRIPTIONS[type]}
              </span>
            </span>
            <Switch.Root
              id={id}
              className="switch"
              checked={config.data[type]}
              disabled={locked}
              aria-describedby={`${id}-desc`}
              onCheckedChange={(enabled) => toggle.mutate({ type, enabled })}
            >
              <Switch.Thumb className="switch__thumb" />
            </Switch.Root>
          </li>
        );
      })}
    </ul>
  );
}

/** Per-type on/off switches; each one saves as it is flipped (and flips back if saving fails). */
export function MessageSettings({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="消息设置"
      description="关闭的类型不再给你发新通知，已收到的消息不受影响。"
      className="message-settings"
      footer={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          完成
        </Button>
      }
    >
      <SettingsList />
    </Dialog>
  );
}
