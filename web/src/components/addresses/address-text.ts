/** How an address reads: 浙江省杭州市西湖区 文三路 478 号 (a municipality's name once: 上海市徐汇区). */
import type { OrderAddress } from '@zaowu/shared';

function regionText(a: Pick<OrderAddress, 'province' | 'city' | 'district'>): string {
  return `${a.province}${a.city === a.province ? '' : a.city}${a.district}`;
}

export const addressText = (a: OrderAddress): string => `${regionText(a)} ${a.detail}`;
