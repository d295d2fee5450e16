/**
 * What user.follow answers when it refuses, shared by the demo upstream and the follow button (which
 * says the same before anyone clicks, when user.relation reports a block either way).
 */
export const FOLLOW_MSGS = {
  self: '不能关注自己',
  missing: '用户不存在',
  /** The member blocked them (拉黑): unblock first. */
  blockedByMe: '你已将对方拉黑，解除拉黑后才能关注',
  /** They blocked the member. */
  blockedMe: '由于对方的设置，你无法关注 TA',
} as const;
