/**
 * 私密空间: asks for the member's login password; a wrong one (or the lockout after too many) is said
 * under the field and the dialog stays. The key it gets opens the zone for a while (30 min in the demo).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@zaowu/shared/zod';
import { unlockZoneInputSchema } from '@zaowu/shared/folder-input';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { useUnlockPrivateZone } from '../api.ts';
import { userMessage } from '../../../lib/errors.ts';

type ZoneValues = z.input<typeof unlockZoneInputSchema>;

export function PrivateZoneDialog({ onUnlocked, onClose }: { onUnlocked: () => void; onClose: () => void }) {
  const unlock = useUnlockPrivateZone();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ZoneValues>({ resolver: zodResolver(unlockZoneInputSchema), defaultValues: { password: '' } });
  const formId = useId();

  const enter = handleSubmit(async ({ password }) => {
    try {
      await unlock.mutateAsync(password);
      onUnlocked();
      onClose();
    } catch (err) {
      setError('password', { message: userMessage(err, '验证失败，请稍后重试') });
      // Selected, so the next try replaces it.
      setFocus('password', { shouldSelect: true });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="进入私密空间"
      description="私密空间中的文件只有你能看到。请输入登录密码，验证后 30 分钟内无需再次输入。"
      size="sm"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" type="submit" form={formId} loading={isSubmitting}>
            进入
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          if (isSubmitting) e.preventDefault();
          else void enter(e);
        }}
        noValidate
      >
        <Input
          type="password"
          label="登录密码"
          error={errors.password?.message}
          autoComplete="current-password"
          autoFocus
          {...register('password')}
        />
      </form>
    </Dialog>
  );
}
