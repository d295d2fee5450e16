import { describe, expect, it } from 'vitest';
import { fileKind, hasThumbnail } from './file-kind.ts';
import { folderFromSearch, folderHref } from './location.ts';
import type { DriveItemKind } from '@zaowu/shared/folder-input';
import { nameSchema } from './name-form.ts';
import { cleanFileName, freeFileName, freeName } from './names.ts';

/** What the name dialog says of a name, or null when it takes it. */
const nameError = (raw: string, kind: DriveItemKind, taken: readonly string[] = []) =>
  nameSchema(kind, taken).safeParse({ name: raw }).error?.issues[0]?.message ?? null;

describe('names (the server’s rules)', () => {
  it('refuses empty, too long, reserved characters and dot names, in Chinese', () => {
    expect(nameError('  ', 'folder')).toBe('文件夹名称不能为空');
    expect(nameError('x'.repeat(101), 'file')).toBe('文件名称不能超过 100 个字');
    expect(nameError('x'.repeat(100), 'file')).toBeNull();
    for (const bad of ['a\\b', 'a/b', 'a:b', 'a*b', 'a?b', 'a"b', 'a<b', 'a>b', 'a|b'])
      expect(nameError(bad, 'folder')).toBe('文件夹名称不能包含 \\ / : * ? " < > | 等字符');
    // The server's words for it (mocks/src/hostile.test.ts pins them there).
    expect(nameError('..', 'folder')).toBe('文件夹名称不能是 . 或 ..');
    expect(nameError('草图 v2', 'folder')).toBeNull();
  });

  it('refuses a name already used in the folder (trimmed)', () => {
    expect(nameError(' 贴图 ', 'folder', ['贴图'])).toBe('该位置已存在同名文件夹或文件');
    expect(nameError('a.txt', 'file', ['a.txt'])).toBe('该文件夹中已存在同名文件');
  });

  it('finds free names', () => {
    expect(freeName('新建文件夹', ['新建文件夹', '新建文件夹 (2)'])).toBe('新建文件夹 (3)');
    expect(freeFileName('报价单.csv', ['报价单.csv'])).toBe('报价单 (2).csv');
    expect(freeFileName('README', ['README'])).toBe('README (2)');
    expect(cleanFileName('a:b?.txt')).toBe('a_b_.txt');
    expect(cleanFileName(`${'长'.repeat(120)}.glb`)).toBe(`${'长'.repeat(96)}.glb`);
  });
});

describe('file kinds', () => {
  it('by extension first, then by mime type', () => {
    expect(fileKind('青瓷梅瓶.glb')).toBe('model');
    expect(fileKind('参考.SVG')).toBe('image');
    expect(fileKind('报价单.csv')).toBe('sheet');
    expect(fileKind('说明.md')).toBe('text');
    expect(fileKind('素材包.zip')).toBe('archive');
    expect(fileKind('无扩展名', 'video/mp4')).toBe('video');
    expect(fileKind('无扩展名', 'application/octet-stream')).toBe('other');
    expect(hasThumbnail('a.png')).toBe(true);
    expect(hasThumbnail('a.psd')).toBe(false);
  });
});

describe('the folder in the address', () => {
  it('reads and writes ?folder=', () => {
    expect(folderFromSearch(new URLSearchParams('folder=12'))).toBe(12);
    expect(folderFromSearch(new URLSearchParams('folder=abc'))).toBe(0);
    expect(folderFromSearch(new URLSearchParams('folder=-3'))).toBe(0);
    expect(folderHref(0)).toBe('/disk');
    expect(folderHref(7)).toBe('/disk?folder=7');
  });
});
