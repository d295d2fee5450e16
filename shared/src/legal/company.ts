/**
 * Who stands behind the legal texts. One place, so the operating entity's registered details can be
 * swapped in without touching the texts.
 */
export const COMPANY = {
  name: '杭州造物网络科技有限公司',
  short: '造物',
  address: '浙江省杭州市余杭区文一西路 1818 号 造物大厦 6 层 法务部',
  postcode: '311121',
  legalEmail: 'legal@zaowu.com',
  privacyEmail: 'privacy@zaowu.com',
  copyrightEmail: 'copyright@zaowu.com',
  /** How long we take to answer a personal-information request. */
  replyDays: 15,
} as const;
