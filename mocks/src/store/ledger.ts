/**
 * The member's balance and its 余额明细: every change of `UserRow.balance` goes through moveBalance,
 * which appends a ledger row with the balance after it, so the ledger always adds up to the balance.
 */
import { nextId } from './db.ts';
import type { IsoTime } from '@zaowu/shared';
import type { Db, LedgerKind, LedgerRow } from './types.ts';

export interface BalanceMove {
  kind: LedgerKind;
  /** Fen; negative for money leaving the balance. */
  amount: number;
  title: string;
  ref_no: string;
  at: IsoTime;
}

/**
 * Moves a member's balance and records it. Refuses (returns null, nothing changed) when the move would
 * take the balance below zero; a missing user is a no-op answering null.
 */
export function moveBalance(db: Db, userId: number, move: BalanceMove): LedgerRow | null {
  const user = db.users.get(userId);
  if (!user || !Number.isSafeInteger(move.amount)) return null;
  const after = user.balance + move.amount;
  if (after < 0) return null;
  user.balance = after;
  const id = nextId(db, 'ledger');
  const row: LedgerRow = {
    id,
    user_id: userId,
    kind: move.kind,
    amount: move.amount,
    balance_after: after,
    title: move.title,
    ref_no: move.ref_no,
    created_at: move.at,
  };
  db.ledger.set(id, row);
  return row;
}
