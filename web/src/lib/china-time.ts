/** China time (Asia/Shanghai) formatters: one implementation in shared/, also used by the BFF's frame. */
export * from '@zaowu/shared/china-time';
