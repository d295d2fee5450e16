/** The certification pages' shared loading, visitor and error states around the status query. */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Certification } from '@zaowu/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { useLoginState } from '../../../lib/session.ts';
import { certificationStatusQuery } from '../api.ts';
import { isSessionGone } from '../../../lib/errors.ts';

export function StatusGate({ children }: { children: (c: Certification) => ReactNode }) {
  const login = useLoginState();
  const status = useQuery({ ...certificationStatusQuery(), enabled: login === 'member' });

  if (login === 'visitor' || isSessionGone(status.error)) {
    return (
      <LoginPrompt
        title="登录后进行实名认证"
        description="实名认证需要在登录状态下完成，你的身份信息只用于核验身份。"
      />
    );
  }
  if (status.isError) {
    return <LoadError title="认证状态加载失败" error={status.error} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) {
    return (
      <SkeletonGroup label="正在加载认证状态…" className="cert-card">
        <Skeleton width={80} height={22} />
        <Skeleton width="50%" height={28} />
        <Skeleton lines={3} />
      </SkeletonGroup>
    );
  }
  return <>{children(status.data)}</>;
}
