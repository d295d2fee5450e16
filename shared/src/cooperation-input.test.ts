import { describe, expect, it } from 'vitest';
import { cooperationInputSchema } from './cooperation-input.ts';

const VALID = { id: 9, message: '想把这个作品用于独立游戏的场景道具。', contact: '微信：lin_3d' };
const firstMessage = (patch: Record<string, unknown>) =>
  cooperationInputSchema.safeParse({ ...VALID, ...patch }).error?.issues[0]?.message ?? null;

describe('works.cooperate input', () => {
  it('takes a message of 10–500 characters as people count them, trimmed', () => {
    expect(cooperationInputSchema.parse({ ...VALID, message: `  ${'好'.repeat(10)}  ` }).message).toBe(
      '好'.repeat(10),
    );
    expect(firstMessage({ message: '🎨'.repeat(500) })).toBeNull();
    expect(firstMessage({ message: '好'.repeat(9) })).toBe('合作说明为 10–500 个字');
    expect(firstMessage({ message: '好'.repeat(501) })).toBe('合作说明为 10–500 个字');
    expect(firstMessage({ message: undefined })).toBe('请填写合作说明');
  });

  it('needs a contact of at most 50 characters', () => {
    expect(firstMessage({ contact: '  ' })).toBe('请填写联系方式');
    expect(firstMessage({ contact: undefined })).toBe('请填写联系方式');
    expect(firstMessage({ contact: '1'.repeat(51) })).toBe('联系方式不能超过 50 个字');
    expect(firstMessage({ contact: '📮'.repeat(50) })).toBeNull();
  });

  it('names the work', () => {
    expect(firstMessage({ id: undefined })).toBe('缺少作品 ID');
  });
});
