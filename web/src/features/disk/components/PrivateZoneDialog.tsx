/**
 * 私密空间: asks for the member's login password; a wrong one (or the lockout after too many) is said
 * under the field and the dialog stays. The key it gets opens the zone for a while (30 min in the demo).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { failureMessage, useUnlockPrivateZone } from '../api.ts';

export function PrivateZoneDialog({ onUnlocked, onClose }: { onUnlocked: () => void; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const unlock = useUnlockPrivateZone();
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unlock.isPending) return;
    if (!password) {
      setError('请输入登录密码');
      inputRef.current?.focus();
      return;
    }
    unlock.mutate(password, {
      onSuccess: () => {
        onUnlocked();
        onClose();
      },
      onError: (err) => {
        setError(failureMessage(err, '验证失败，请稍后重试'));
        inputRef.current?.select();
      },
    });
  };

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
          <Button variant="primary" type="submit" form={formId} loading={unlock.isPending}>
            进入
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Input
          ref={inputRef}
          type="password"
          label="登录密码"
          value={password}
          error={error}
          autoComplete="current-password"
          autoFocus
          onChange={(e) => {
            setPassword(e.target.value);
            if (error) setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
