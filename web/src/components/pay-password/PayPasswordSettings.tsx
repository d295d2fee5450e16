/**
 * 账号安全's 支付密码 part: whether one is set (or locked, until when), the rules, and 设置 / 修改 / 忘记
 * (重置) — each the SMS dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PAY_PASSWORD_RULES } from '@zaowu/shared/pay-password';
import { Button } from '../Button.tsx';
import { formatChinaDateTime } from '../../lib/format.ts';
import { lockedMinutes, payPasswordStateQuery } from '../../lib/pay-password.ts';
import { PayPasswordDialog, type PayPasswordMode } from './PayPasswordDialog.tsx';
import './pay-password.css';

export function PayPasswordSettings() {
  const id = useId();
  const state = useQuery(payPasswordStateQuery());
  const [dialog, setDialog] = useState<PayPasswordMode | null>(null);
  const s = state.data;
  const locked = lockedMinutes(s) > 0;

  let status = '正在加载…';
  if (state.isError) status = '暂时无法获取，请稍后刷新';
  else if (s && !s.is_set) status = '还没有设置：余额支付和提现前需要先设置';
  else if (s && locked && s.locked_until)
    status = `已锁定：连续输错次数过多，${formatChinaDateTime(s.locked_until)} 后解锁，重置后立即可用`;
  else if (s) status = '已设置';

  return (
    <section className="pay-password-settings" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="acct-security__heading">
        支付密码
      </h3>
      <p className="pay-password-settings__status" role="status">
        {status}
      </p>
      <ul className="pay-password-settings__rules">
        {PAY_PASSWORD_RULES.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {s && (
        <div className="pay-password-settings__actions">
          {!s.is_set ? (
            <Button variant="primary" onClick={() => setDialog('set')}>
              设置支付密码
            </Button>
          ) : locked ? (
            <Button variant="primary" onClick={() => setDialog('reset')}>
              重置支付密码
            </Button>
          ) : (
            <>
              <Button onClick={() => setDialog('change')}>修改支付密码</Button>
              <Button variant="ghost" onClick={() => setDialog('reset')}>
                忘记支付密码
              </Button>
            </>
          )}
        </div>
      )}
      <PayPasswordDialog
        open={dialog !== null}
        onOpenChange={(next) => !next && setDialog(null)}
        mode={dialog ?? 'set'}
      />
    </section>
  );
}
