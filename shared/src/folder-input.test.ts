import { describe, expect, it } from 'vitest';
import type * as z from './zod.ts';
import {
  fileEditInputSchema,
  folderAddInputSchema,
  folderEditInputSchema,
  unlockZoneInputSchema,
} from './folder-input.ts';

const problem = (schema: z.ZodType, v: unknown) => schema.safeParse(v).error?.issues[0]?.message;
const folderName = (name: unknown) => problem(folderAddInputSchema, { name, parent_id: 0 });
const fileName = (name: unknown) => problem(fileEditInputSchema, { id: 1, name });

describe('drive names (folder.add, folder.edit, folder.editFile)', () => {
  it('takes a name trimmed', () => {
    expect(folderAddInputSchema.parse({ name: ' 草图 v2 ', parent_id: '0' })).toEqual({
      name: '草图 v2',
      parent_id: 0,
    });
    expect(folderEditInputSchema.parse({ id: 3, name: '贴图' })).toEqual({ id: 3, name: '贴图' });
    expect(fileName('x'.repeat(100))).toBeUndefined();
  });

  it('refuses empty, too long, reserved characters and dot names, in Chinese', () => {
    expect(folderName('  ')).toBe('文件夹名称不能为空');
    expect(folderName(undefined)).toBe('文件夹名称不能为空');
    expect(fileName('')).toBe('文件名称不能为空');
    expect(folderName('x'.repeat(101))).toBe('文件夹名称不能超过 100 个字');
    expect(fileName('x'.repeat(101))).toBe('文件名称不能超过 100 个字');
    for (const bad of ['a\\b', 'a/b', 'a:b', 'a*b', 'a?b', 'a"b', 'a<b', 'a>b', 'a|b']) {
      expect(folderName(bad)).toBe('文件夹名称不能包含 \\ / : * ? " < > | 等字符');
      expect(fileName(bad)).toBe('文件名称不能包含 \\ / : * ? " < > | 等字符');
    }
    for (const bad of ['a\u0007b', '照片\u202Egnp.exe', '新建\u2066文件夹'])
      expect(folderName(bad)).toBe('文件夹名称不能包含控制字符或文字方向符');
    expect(folderName('.')).toBe('文件夹名称不能是 . 或 ..');
    expect(fileName('..')).toBe('文件名称不能是 . 或 ..');
  });

  it('needs the item or the place', () => {
    expect(problem(folderAddInputSchema, { name: '贴图' })).toBe('缺少上级文件夹');
    expect(problem(folderAddInputSchema, { name: '贴图', parent_id: -1 })).toBe('上级文件夹格式不正确');
    expect(problem(folderEditInputSchema, { name: '贴图' })).toBe('缺少文件夹 ID');
    expect(problem(fileEditInputSchema, { id: 'x', name: 'a.txt' })).toBe('文件 ID 格式不正确');
  });
});

describe('the private zone password (folder.unlockPrivateZone)', () => {
  it('takes it as typed, never trimmed', () => {
    expect(unlockZoneInputSchema.parse({ password: ' zaowu123 ' })).toEqual({ password: ' zaowu123 ' });
  });

  it('asks for one, and refuses one too long to be a password', () => {
    expect(problem(unlockZoneInputSchema, {})).toBe('请输入登录密码');
    expect(problem(unlockZoneInputSchema, { password: '' })).toBe('请输入登录密码');
    expect(problem(unlockZoneInputSchema, { password: 'x'.repeat(100) })).toBeUndefined();
    expect(problem(unlockZoneInputSchema, { password: 'x'.repeat(101) })).toBe('密码错误');
  });
});
