/** The 发货 and 申请退款 forms' rules: the shared input schemas the server validates with, less the order. */
import type * as z from '@zaowu/shared/zod';
import { refundInputSchema, shipInputSchema } from '@zaowu/shared/order-input';

export const shipFormSchema = shipInputSchema.omit({ order_id: true });
export type ShipValues = z.input<typeof shipFormSchema>;
export type ShipChecked = z.output<typeof shipFormSchema>;

export const refundFormSchema = refundInputSchema.omit({ order_id: true });
export type RefundValues = z.input<typeof refundFormSchema>;
export type RefundChecked = z.output<typeof refundFormSchema>;
