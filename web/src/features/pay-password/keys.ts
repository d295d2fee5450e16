/** The 支付密码's query keys alone, for features that refetch its state after a payment or a withdrawal. */
export const payPasswordKeys = {
  state: ['pay-password', 'state'] as const,
};
