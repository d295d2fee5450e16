import { describe, expect, it } from 'vitest';
import {
  ID_NUMBER_MESSAGES,
  REAL_NAME_MESSAGES,
  certificationInputSchema,
  checkIdNumber,
  idCheckChar,
  normalizeIdNumber,
  realNameProblem,
} from './certification.ts';

// Noon in Beijing: 1 November on China's calendar, and in every device zone's too.
const TODAY = new Date('2026-11-01T12:00:00+08:00');
const check = (raw: string) => checkIdNumber(raw, TODAY);
const problem = (raw: string) => {
  const r = check(raw);
  return r.ok ? null : r.problem;
};

describe('the GB 11643 check character', () => {
  it('matches the standard’s own example and hand-worked numbers', () => {
    // GB 11643-1999's example number ends in X (sum mod 11 = 2).
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCheckChar('44052419800101001')).toBe('3');
    expect(idCheckChar('33010619920315441')).toBe('5');
  });

  it('covers all eleven check characters', () => {
    const seen = new Set<string>();
    for (let seq = 0; seq < 200 && seen.size < 11; seq += 1)
      seen.add(idCheckChar(`11010519900101${String(seq).padStart(3, '0')}`));
    expect([...seen].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X']);
  });

  it('refuses anything but 17 digits', () => {
    expect(() => idCheckChar('1101051949123100')).toThrow();
    expect(() => idCheckChar('1101051949123100A')).toThrow();
  });
});

describe('checkIdNumber', () => {
  it('accepts valid numbers, with a lower-case x or spaces', () => {
    expect(check('11010519491231002X')).toEqual({
      ok: true,
      value: '11010519491231002X',
      birthDate: '1949-12-31',
    });
    expect(check('11010519491231002x')).toMatchObject({ ok: true, value: '11010519491231002X' });
    expect(check(' 440524 19800101 0013 ')).toMatchObject({ ok: true, value: '440524198001010013' });
    // 2000 was a leap year.
    expect(check('310115200002291235')).toMatchObject({ ok: true, birthDate: '2000-02-29' });
  });

  it('says which rule failed, in Chinese', () => {
    expect(check('')).toEqual({ ok: false, problem: 'empty', message: ID_NUMBER_MESSAGES.empty });
    expect(problem('1101051949123100')).toBe('length');
    expect(problem('11010519491231002X1')).toBe('length');
    expect(problem('1101051949123100XX')).toBe('format');
    expect(problem('11010519491231002Y')).toBe('format');
    expect(check('110105194912310021')).toEqual({
      ok: false,
      problem: 'checksum',
      message: ID_NUMBER_MESSAGES.checksum,
    });
    expect(problem('440524198001010019')).toBe('checksum');
  });

  it('refuses impossible and future birth dates, even with a matching check character', () => {
    const withCheck = (first17: string) => first17 + idCheckChar(first17);
    expect(problem(withCheck('11010519490230002'))).toBe('birth'); // 30 February
    expect(problem(withCheck('11010519001301002'))).toBe('birth'); // month 13
    expect(problem(withCheck('11010519000229002'))).toBe('birth'); // 1900 was not a leap year
    expect(problem(withCheck('11010518991231002'))).toBe('birth'); // before 1900
    expect(problem(withCheck('11010520261102002'))).toBe('birth'); // after "today"
    expect(problem(withCheck('11010520261101002'))).toBeNull(); // born today
  });

  it('normalizes as the form shows it', () => {
    expect(normalizeIdNumber(' 1101 0519 4912 3100 2x ')).toBe('11010519491231002X');
  });
});

describe('realNameProblem', () => {
  it('accepts 2–30 Han characters, with middle dots between parts', () => {
    for (const name of ['林晓', '欧阳娜娜', '阿卜杜·热合曼', '𠮷田', '张'.repeat(30)])
      expect(realNameProblem(name)).toBeNull();
    // Look-alike dots are taken as the middle dot.
    expect(realNameProblem('阿卜杜.热合曼')).toBeNull();
    expect(realNameProblem('阿卜杜•热合曼')).toBeNull();
  });

  it('refuses the rest', () => {
    expect(realNameProblem('  ')).toBe(REAL_NAME_MESSAGES.empty);
    for (const name of ['林', '张'.repeat(31), 'Lin Xiao', '林晓1', '·林晓', '林晓·', '林··晓', '林 晓'])
      expect(realNameProblem(name), name).toBe(REAL_NAME_MESSAGES.invalid);
  });
});

describe('the submission (certification.submit)', () => {
  const schema = certificationInputSchema(() => TODAY);
  const message = (input: Record<string, unknown>) => schema.safeParse(input).error?.issues[0]?.message;

  it('gives back the name and the number as stored', () => {
    expect(schema.parse({ real_name: ' 阿卜杜.热合曼 ', id_number: ' 11010519491231002x ' })).toEqual({
      real_name: '阿卜杜·热合曼',
      id_number: '11010519491231002X',
    });
  });

  it('says what is wrong, the name first', () => {
    expect(message({ id_number: '11010519491231002X' })).toBe('请输入真实姓名');
    expect(message({ real_name: ' ', id_number: '11010519491231002X' })).toBe('请输入真实姓名');
    expect(message({ real_name: 'Lin', id_number: '110105194912310021' })).toBe(
      '姓名须为 2–30 个汉字，少数民族姓名可用“·”分隔',
    );
    expect(message({ real_name: '林小雨' })).toBe('请输入身份证号');
    expect(message({ real_name: '林小雨', id_number: '1101051949123100' })).toBe('身份证号应为 18 位');
    expect(message({ real_name: '林小雨', id_number: '110105194912310021' })).toBe(
      '身份证号校验位不正确，请核对后重新输入',
    );
  });

  it('checks the birth date against its own calendar day', () => {
    const bornTomorrow = '11010520261102002' + idCheckChar('11010520261102002');
    expect(message({ real_name: '林小雨', id_number: bornTomorrow })).toBe(
      '身份证号中的出生日期无效，请核对',
    );
    const later = certificationInputSchema(() => new Date('2026-11-02T12:00:00+08:00'));
    expect(later.safeParse({ real_name: '林小雨', id_number: bornTomorrow }).success).toBe(true);
  });
});
