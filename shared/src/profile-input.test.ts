import { describe, expect, it } from 'vitest';
import { profileInputSchema } from './profile-input.ts';

const message = (input: Record<string, unknown>) =>
  profileInputSchema.safeParse(input).error?.issues[0]?.message;

describe('the profile input (user.profile)', () => {
  it('takes only what is sent, trimmed', () => {
    expect(profileInputSchema.parse({})).toEqual({});
    expect(
      profileInputSchema.parse({ nickname: ' 小林 ', bio: ' 做模型。 ', city: ' 杭州 ', gender: 2 }),
    ).toEqual({
      nickname: '小林',
      bio: '做模型。',
      city: '杭州',
      gender: 2,
    });
    expect(profileInputSchema.parse({ avatar: '/api/storage/gen/avatar/7.svg' })).toEqual({
      avatar: '/api/storage/gen/avatar/7.svg',
    });
  });

  it('says what is wrong with the nickname', () => {
    expect(message({ nickname: '' })).toBe('请输入昵称');
    expect(message({ nickname: '   ' })).toBe('请输入昵称');
    expect(message({ nickname: '林' })).toBe('昵称长度为 2–20 个字符');
    expect(message({ nickname: '林'.repeat(21) })).toBe('昵称长度为 2–20 个字符');
    expect(message({ nickname: '林'.repeat(20) })).toBeUndefined();
    expect(message({ nickname: 12 })).toBe('昵称格式不正确');
  });

  it('limits the bio and the city, and knows the genders', () => {
    expect(message({ bio: '字'.repeat(201) })).toBe('个人简介不能超过 200 个字');
    expect(message({ bio: ` ${'字'.repeat(200)} ` })).toBeUndefined();
    expect(message({ city: '城'.repeat(21) })).toBe('城市名称不能超过 20 个字');
    expect(message({ city: '城'.repeat(20) })).toBeUndefined();
    expect(message({ gender: 3 })).toBe('性别参数不正确');
    expect(message({ gender: '1' })).toBe('性别参数不正确');
  });

  it('takes an avatar only at an address the site can show', () => {
    expect(message({ avatar: 'javascript:alert(1)' })).toBe('头像地址不正确');
    expect(message({ avatar: '//evil.example/a.png' })).toBe('头像地址不正确');
    expect(message({ avatar: 'https://cdn.example/a.png' })).toBeUndefined();
  });
});
