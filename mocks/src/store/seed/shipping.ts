/**
 * The seed's address books and where its orders of physical goods stand. Nothing here draws from the
 * generator (the rest of the seed stays as it was): addresses come from fixed lists by member, states
 * and dates from each order's own place and times.
 *
 * Paid orders of physical goods: the newest two the first member's shop sold and the middle one the
 * first member bought wait for 发货 (待发货); the others were shipped and received (已完成) before the
 * seed's base date. No seeded order is on its way: one would complete by itself at the first read once
 * the real clock is AUTO_CONFIRM_DAYS past the base date. Works and digital goods complete when paid.
 */
import { regionOf } from '@zaowu/shared/regions';
import { SHIPPING_CARRIERS } from '@zaowu/shared/order-input';
import { addressCopy } from '../addresses.ts';
import { insertInTimeOrder } from '../db.ts';
import { BASE_TIME, DAY, HOUR, iso } from '../time.ts';
import type { AddressRow, Db, OrderAddressRow, OrderRow } from '../types.ts';
import { MEMBER_1, MEMBER_2 } from './people.ts';

type Place = [name: string, mobile: string, region: string, detail: string];

const BOOKS: Record<number, Place[]> = {
  [MEMBER_1]: [
    ['林小雨', '13800138000', '310104', '漕溪北路 88 号圣爱大厦 1203 室'],
    ['林小雨', '13800138000', '440305', '高新南七道 9 号深圳湾科技生态园 5 栋 2 层'],
  ],
  [MEMBER_2]: [['李青', '13900139000', '110105', '阜通东大街 6 号方恒国际中心 C 座 1508']],
};

/** Other buyers' addresses, by member id (round the list). */
const OTHERS: Place[] = [
  ['王思远', '13611112222', '330106', '文三路 478 号华星时代广场 A 座 9 楼'],
  ['陈一鸣', '13722223333', '510107', '天府大道北段 1700 号环球中心 W6 区 1812'],
  ['赵嘉禾', '15033334444', '420111', '珞喻路 1037 号华中科技大学东九楼'],
  ['周沐', '18644445555', '320102', '中山路 18 号德基广场二期 2106'],
  ['孙可', '17755556666', '610113', '雁塔路 58 号曲江创意谷 B 座 606'],
];

function place([name, mobile, region_code, detail]: Place): OrderAddressRow & { region_code: string } {
  const region = regionOf(region_code);
  if (!region) throw new Error(`seed address ${region_code} is not a district`);
  return { name, mobile, region_code, ...region, detail };
}

/** Where a seeded buyer's goods went: their default address, else a fixed one of the others. */
function shipTo(db: Db, buyerId: number): OrderAddressRow {
  const own = [...db.addresses.values()].find((a) => a.user_id === buyerId && a.is_default);
  if (own) return addressCopy(own);
  const { region_code: _code, ...copy } = place(OTHERS[buyerId % OTHERS.length]!);
  return copy;
}

const cap = (ms: number) => iso(Math.min(ms, BASE_TIME - HOUR));

/** A seeded order shipped a day after payment and received three days later (never after the base date). */
function delivered(o: OrderRow): void {
  const paid = Date.parse(o.paid_at!);
  o.status = 'completed';
  o.shipment = {
    carrier: SHIPPING_CARRIERS[o.id % 6]!,
    tracking_no: `${['SF', 'ZT', 'YT', 'YD', 'ST', 'JT'][o.id % 6]}${o.order_no.slice(-10)}`,
    shipped_at: cap(paid + DAY),
  };
  o.completed_at = cap(paid + 4 * DAY);
}

/** Address books first (orders copy from them), then each order's state. */
export function seedShipping(db: Db, orders: OrderRow[]): void {
  for (const [member, places] of Object.entries(BOOKS)) {
    const since = Date.parse(db.users.get(Number(member))!.created_at);
    insertInTimeOrder<AddressRow>(
      db,
      'addresses',
      places.map((p, k) => ({
        user_id: Number(member),
        ...place(p),
        is_default: k === 0,
        created_at: iso(since + (k + 1) * DAY),
      })),
      (a) => a.created_at,
    );
  }
  const physical = (o: OrderRow) =>
    o.lines.some((l) => l.kind !== 'work' && db.goods.get(l.goods_id)?.download_url === null);
  const waiting = new Set<number>();
  const paidPhysical = orders.filter((o) => o.status === 'paid' && physical(o));
  const myShop = [...db.shops.values()].find((s) => s.owner_id === MEMBER_1)?.id;
  const sold = paidPhysical.filter((o) => o.shop_id === myShop && o.buyer_id !== MEMBER_2);
  for (const o of sold.slice(-2)) waiting.add(o.id);
  const bought = paidPhysical.filter((o) => o.buyer_id === MEMBER_1);
  const middle = bought[Math.floor(bought.length / 2)];
  if (middle) waiting.add(middle.id);
  for (const o of orders) {
    o.ships = physical(o);
    if (o.ships) o.address = shipTo(db, o.buyer_id);
    if (o.status !== 'paid') continue;
    if (!o.ships) {
      o.status = 'completed';
      o.completed_at = o.paid_at;
    } else if (!waiting.has(o.id)) delivered(o);
  }
}
