/**
 * Site paths of the things notifications are about (Message.link): the SPA's own routes, so opening a
 * message leads to the work, the order, the topic… it talks about.
 */
import { hrefs, type WorkType } from '@zaowu/shared';
import type { Db } from './types.ts';

export const workLink = (w: { type: WorkType; id: number }) => hrefs.work(w.type, w.id);

/** A post of a topic by its floor (1 = the opening post); the topic page scrolls to it. */
export const topicPostLink = (topicId: number, floor: number) =>
  hrefs.topic(topicId, { hash: `post-${floor}` });

/** A member's public page (only members with works have one). */
export const designerLink = (userId: number) => hrefs.designer(userId);

/** The member area's trades, as buyer or seller; with an order, that order opened at the top. */
export const tradesLink = (dir: 'buy' | 'sell', orderId?: number) =>
  hrefs.account({ query: { tab: 'trades', dir, order: orderId } });

export const INCOME_LINK = hrefs.account({ query: { tab: 'income' } });
/** The member area's 余额明细 (every movement of the balance) and 提现. */
export const BALANCE_LOG_LINK = hrefs.account({ query: { tab: 'balance', view: 'log' } });
/** The member area's 物品 (bought goods and works). */
export const ITEMS_LINK = hrefs.account({ query: { tab: 'items' } });
export const CERTIFICATION_LINK = '/certification';

/** A member's public page when they have one (they have published a work), else null. */
export function memberLink(db: Db, userId: number): string | null {
  for (const w of db.works.values()) if (w.author_id === userId) return designerLink(userId);
  return null;
}
