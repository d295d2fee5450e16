/**
 * Times as the site shows them: China time (Asia/Shanghai), whatever the device's zone, so a member
 * abroad sees the same 11:46 on the pay page as in 交易 and in the comments.
 */
const dateTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const date = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026/11/24 11:46" in China time. */
export const formatChinaDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** "2026/11/24" in China time. */
export const formatChinaDate = (iso: string): string => date.format(new Date(iso));
