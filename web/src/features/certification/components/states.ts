/** The four real-name states as the member reads them, each with what to do next. */
import type { CertificationStatus } from '@zaowu/shared';
import type { BadgeProps } from '../../../components/Badge.tsx';

export interface CertificationState {
  label: string;
  tone: NonNullable<BadgeProps['tone']>;
  title: string;
  next: string;
}

export const CERTIFICATION_STATES: Record<CertificationStatus, CertificationState> = {
  none: {
    label: '未认证',
    tone: 'neutral',
    title: '你还没有完成实名认证',
    next: '填写真实姓名和身份证号即可提交，通常 1 个工作日内完成审核。',
  },
  pending: {
    label: '审核中',
    tone: 'warning',
    title: '认证资料审核中',
    next: '审核结果会通过「审核」消息通知你，这个页面也会自动刷新，无需重复提交。',
  },
  verified: {
    label: '已认证',
    tone: 'success',
    title: '你已完成实名认证',
    next: '开店、提现和作品合作等功能都已为你开放。认证信息不能自行修改，如需变更请联系客服。',
  },
  rejected: {
    label: '未通过',
    tone: 'danger',
    title: '实名认证未通过',
    next: '请根据下面的原因核对信息后重新提交。',
  },
};
