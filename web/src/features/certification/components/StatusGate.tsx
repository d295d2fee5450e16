/** The certification pages' shared loading, visitor and error states around the status query. */
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import type { Certification } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { ApiError } from '../../../lib/http.ts';
import { loginDialogOpenAtom, useLoginState } from '../../auth/index.ts';
import { certificationStatusQuery } from '../api.ts';

export function StatusGate({ children }: { children: (c: Certification) => ReactNode }) {
  const login = useLoginState();
  const status = useQuery({ ...certificationStatusQuery(), enabled: login === 'member' });
  const openLogin = useSetAtom(loginDialogOpenAtom);

  if (login === 'visitor' || (status.error instanceof ApiError && status.error.isUnauthorized)) {
    return (
      <Empty
        icon="user"
        title="登录后进行实名认证"
        description="实名认证需要在登录状态下完成，你的身份信息只用于核验身份。"
        action={
          <Button variant="primary" onClick={() => openLogin(true)}>
            登录
          </Button>
        }
      />
    );
  }
  if (status.isError) {
    return (
      <div role="alert">
        <Empty
          icon="alert"
          title="认证状态加载失败"
          description={status.error.message || '网络似乎不太稳定，请稍后重试。'}
          action={
            <Button variant="primary" onClick={() => void status.refetch()}>
              重试
            </Button>
          }
        />
      </div>
    );
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
