/**
 * Seller money rules, shared by the forms (so a value that cannot go is never sent) and the demo upstream
 * (which checks again, with the same Chinese messages): 提现 (withdrawal to a bound account) and the goods
 * a seller lists. Amounts are integer fen throughout (money.ts).
 */
import * as z from './zod.ts';
import { formatFen, type AmountRule } from './money.ts';
import { typedAmount } from './money-input.ts';
import { MOBILE_PATTERN } from './auth-input.ts';
import { cleanText } from './invisible.ts';
import { codePointLength } from './plain-text.ts';
import { id, money } from './input-fields.ts';

// ---- 提现 -------------------------------------------------------------------------------------------

/** The least and most one withdrawal may take out (before the fee). */
export const WITHDRAW_MIN_FEN = 1_000;
export const WITHDRAW_MAX_FEN = 5_000_000;
/** The fee: this many per mille of the amount, rounded up to the fen… */
export const WITHDRAW_FEE_PERMILLE = 6;
/** …and never less than this. */
const WITHDRAW_FEE_MIN_FEN = 10;
/** Withdrawals a member may have 处理中 at once. */
export const WITHDRAW_MAX_PENDING = 3;

/** The fee for withdrawing `amountFen` (0.6 %, rounded up to the fen, at least ¥0.10). */
export function withdrawFee(amountFen: number): number {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return 0;
  return Math.max(WITHDRAW_FEE_MIN_FEN, Math.ceil((amountFen * WITHDRAW_FEE_PERMILLE) / 1000));
}

/** The rules as the form states them, one line each. */
export const WITHDRAW_RULES: readonly string[] = [
  `单笔提现 ${formatFen(WITHDRAW_MIN_FEN)} 起，最高 ${formatFen(WITHDRAW_MAX_FEN)}`,
  `手续费为提现金额的 ${WITHDRAW_FEE_PERMILLE / 10}%（不足 1 分按 1 分计），最低 ${formatFen(WITHDRAW_FEE_MIN_FEN)}，与提现金额一起从余额扣除`,
  `同时处理中的提现最多 ${WITHDRAW_MAX_PENDING} 笔`,
  '仅限已实名认证的会员，收款人须与实名认证姓名一致',
  '提交后金额立即从余额扣除，状态为“处理中”，到账后会收到消息通知',
];

export const WITHDRAW_MSGS = {
  notCertified: '提现仅限已实名认证的会员，请先完成实名认证',
  noAccount: '请先绑定收款账户',
  amountEmpty: '请输入提现金额',
  amountBad: `提现金额须在 ${formatFen(WITHDRAW_MIN_FEN).slice(1)}–${formatFen(WITHDRAW_MAX_FEN).slice(1)} 元之间，最多两位小数`,
  tooManyPending: `已有 ${WITHDRAW_MAX_PENDING} 笔提现正在处理中，请到账后再申请`,
  missing: '提现记录不存在',
  settled: '该笔提现已到账',
  kindBad: '请选择收款方式',
  alipayEmpty: '请输入支付宝账号',
  alipayBad: '支付宝账号须为手机号或邮箱',
  cardEmpty: '请输入银行卡号',
  cardBad: '银行卡号须为 16–19 位数字',
  bankEmpty: '请选择开户银行',
  holderEmpty: '请输入收款人姓名',
  holderMismatch: '收款人姓名须与实名认证姓名一致',
} as const;

/** Said when the balance cannot cover the amount and its fee. */
export function withdrawShortMsg(totalFen: number, balanceFen: number): string {
  return `余额不足：本次提现需扣除 ${formatFen(totalFen)}（含手续费），当前余额 ${formatFen(balanceFen)}`;
}

export type WithdrawAccountKindKey = 'alipay' | 'bank';

export const WITHDRAW_ACCOUNT_KINDS: readonly { key: WithdrawAccountKindKey; label: string }[] = [
  { key: 'alipay', label: '支付宝' },
  { key: 'bank', label: '银行卡' },
];

/** Banks a card may be with (the 开户银行 list). */
export const WITHDRAW_BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '交通银行',
  '招商银行',
  '中国邮政储蓄银行',
  '兴业银行',
  '浦发银行',
  '中信银行',
  '中国民生银行',
  '中国光大银行',
  '平安银行',
  '华夏银行',
  '广发银行',
] as const;

const ALIPAY_EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/;

/** An account number as typed: spaces and dashes dropped (cards are typed in groups). */
function normalizeAccountNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, '');
}

type WithdrawAccountField = 'kind' | 'account' | 'bank_name' | 'holder';

export type WithdrawAccountCheck =
  | { ok: true; kind: WithdrawAccountKindKey; account: string; bank_name: string | null }
  | { ok: false; field: WithdrawAccountField; message: string };

/** Checks the account part of a binding (the holder's name is checked against the certification). */
export function checkWithdrawAccount(input: {
  kind: string;
  account: string;
  bank_name?: string | null;
}): WithdrawAccountCheck {
  const account = normalizeAccountNumber(input.account);
  if (input.kind === 'alipay') {
    if (account === '') return { ok: false, field: 'account', message: WITHDRAW_MSGS.alipayEmpty };
    if (!MOBILE_PATTERN.test(account) && !ALIPAY_EMAIL.test(account))
      return { ok: false, field: 'account', message: WITHDRAW_MSGS.alipayBad };
    return { ok: true, kind: 'alipay', account, bank_name: null };
  }
  if (input.kind === 'bank') {
    if (account === '') return { ok: false, field: 'account', message: WITHDRAW_MSGS.cardEmpty };
    if (!/^\d{16,19}$/.test(account)) return { ok: false, field: 'account', message: WITHDRAW_MSGS.cardBad };
    const bank = (input.bank_name ?? '').trim();
    if (!(WITHDRAW_BANKS as readonly string[]).includes(bank))
      return { ok: false, field: 'bank_name', message: WITHDRAW_MSGS.bankEmpty };
    return { ok: true, kind: 'bank', account, bank_name: bank };
  }
  return { ok: false, field: 'kind', message: WITHDRAW_MSGS.kindBad };
}

/**
 * user.bindWithdrawAccount: each field must be text of a sane length; then checkWithdrawAccount says
 * what else is wrong with the account, and the server compares the holder with the certified name.
 */
export const withdrawAccountInputSchema = z.object({
  kind: z.string({ error: WITHDRAW_MSGS.kindBad }),
  account: z.string({ error: WITHDRAW_MSGS.alipayEmpty }).max(200, WITHDRAW_MSGS.alipayBad),
  bank_name: z.string({ error: WITHDRAW_MSGS.bankEmpty }).max(50, WITHDRAW_MSGS.bankEmpty).optional(),
  holder: z.string({ error: WITHDRAW_MSGS.holderEmpty }).max(50, WITHDRAW_MSGS.holderMismatch),
});

/** How an account is shown: 支付宝 138****8000, a@… hidden in the middle, 招商银行 尾号 1234. */
export function maskWithdrawAccount(
  kind: WithdrawAccountKindKey,
  account: string,
  bankName: string | null,
): string {
  if (kind === 'bank') return `${bankName ?? '银行卡'} 尾号 ${account.slice(-4)}`;
  if (MOBILE_PATTERN.test(account)) return `支付宝 ${account.slice(0, 3)}****${account.slice(-4)}`;
  const [name = '', domain = ''] = account.split('@');
  return `支付宝 ${name.slice(0, 2)}***@${domain}`;
}

// ---- 商品 -------------------------------------------------------------------------------------------

export const GOODS_TITLE_MAX = 40;
const GOODS_PRICE_MIN_FEN = 1;
const GOODS_PRICE_MAX_FEN = 9_999_999;
const GOODS_STOCK_MAX = 99_999;
export const GOODS_DESCRIPTION_MAX = 2_000;
export const GOODS_IMAGES_MAX = 6;

export const GOODS_MSGS = {
  titleEmpty: '请输入商品名称',
  titleTooLong: `商品名称不能超过 ${GOODS_TITLE_MAX} 个字`,
  priceEmpty: '请输入价格',
  priceBad: '价格须在 0.01–99999.99 元之间，最多两位小数',
  stockEmpty: '请输入库存',
  stockBad: `库存须为 0–${GOODS_STOCK_MAX} 之间的整数`,
  descriptionTooLong: `商品描述不能超过 ${GOODS_DESCRIPTION_MAX} 个字`,
  imagesEmpty: '请上传至少 1 张商品图片（第一张为封面）',
  imagesMany: `商品图片最多 ${GOODS_IMAGES_MAX} 张`,
  imageNotYours: '商品图片不存在或不属于你，请重新上传',
  noShop: '你还没有开通店铺，开通店铺后才能发布商品',
  missing: '商品不存在',
} as const;

/** A price the seller sets: 0.01–99999.99 yuan. */
export const GOODS_PRICE_RULE: AmountRule = {
  minFen: GOODS_PRICE_MIN_FEN,
  maxFen: GOODS_PRICE_MAX_FEN,
  message: GOODS_MSGS.priceBad,
  empty: GOODS_MSGS.priceEmpty,
};

/** user.setGoodsPrice (改价): the item and its new price, in fen once parsed. */
export const goodsPriceInputSchema = z.object({ id: id('商品'), price: typedAmount(GOODS_PRICE_RULE) });

/** A goods title as stored: one line, invisible characters removed, trimmed. */
function cleanGoodsTitle(raw: string): string {
  return cleanText(raw.replace(/\s+/g, ' '));
}

/** A goods description as stored: plain text (shown as text, never as HTML), invisible characters removed. */
export function cleanGoodsDescription(raw: string): string {
  return cleanText(raw);
}

/** The title's problem, or null. */
export function goodsTitleProblem(raw: string): string | null {
  const title = cleanGoodsTitle(raw);
  if (title === '') return GOODS_MSGS.titleEmpty;
  if (codePointLength(title) > GOODS_TITLE_MAX) return GOODS_MSGS.titleTooLong;
  return null;
}

/** Stock as typed ("12", full-width digits forgiven), or its problem. */
export function parseGoodsStock(
  raw: string | number,
): { ok: true; stock: number } | { ok: false; message: string } {
  const text = String(raw)
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (text === '') return { ok: false, message: GOODS_MSGS.stockEmpty };
  if (!/^\d{1,5}$/.test(text)) return { ok: false, message: GOODS_MSGS.stockBad };
  const stock = Number(text);
  return stock <= GOODS_STOCK_MAX ? { ok: true, stock } : { ok: false, message: GOODS_MSGS.stockBad };
}

/** The longest picture address taken (a signed upload path is far shorter). */
const GOODS_IMAGE_ADDRESS_MAX = 2_000;

const goodsFields = {
  title: z
    .string({ error: GOODS_MSGS.titleEmpty })
    .superRefine((v, ctx) => {
      const problem = goodsTitleProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(cleanGoodsTitle),
  price: money(GOODS_MSGS.priceBad, GOODS_PRICE_MIN_FEN, GOODS_PRICE_MAX_FEN),
  stock: z.union([z.string(), z.number()], { error: GOODS_MSGS.stockEmpty }).transform((v, ctx) => {
    const parsed = parseGoodsStock(v);
    if (parsed.ok) return parsed.stock;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }),
  description: z
    .string({ error: GOODS_MSGS.descriptionTooLong })
    .default('')
    .transform(cleanGoodsDescription)
    .refine((v) => codePointLength(v) <= GOODS_DESCRIPTION_MAX, GOODS_MSGS.descriptionTooLong),
  images: z
    .array(
      z
        .string({ error: GOODS_MSGS.imageNotYours })
        .trim()
        .max(GOODS_IMAGE_ADDRESS_MAX, GOODS_MSGS.imageNotYours),
      { error: GOODS_MSGS.imagesEmpty },
    )
    .min(1, GOODS_MSGS.imagesEmpty)
    .max(GOODS_IMAGES_MAX, GOODS_MSGS.imagesMany),
};

/** user.addGoods (assumed): a goods item as its seller writes it; pictures cover first. */
export const goodsInputSchema = z.object(goodsFields);
/** user.editGoods (assumed): the same, and the item's id. */
export const goodsEditInputSchema = z.object({ id: id('商品'), ...goodsFields });
