import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endpoints,
  TOKEN_HEADER,
  ZONE_KEY_HEADER,
  type ZoneKey,
  type DiskFile,
  type Folder,
  type FolderListing,
  type UploadResult,
} from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';
import { PRIVATE_UNLOCK_MS } from './folders.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { folder } = endpoints;
const db = () => demo.upstream.db;
const ls = async (folder_id: number) => demo.call<FolderListing>(folder.lists, { folder_id }, token);

describe('folders', () => {
  it('lists the root with the private zone locked', async () => {
    const root = (await ls(0)).body.data;
    expect(root.folder).toBeNull();
    expect(root.folders.map((f) => f.name)).toEqual(
      expect.arrayContaining(['设计素材', '客户项目', '参考图', '私密空间']),
    );
    const zone = root.folders.find((f) => f.is_private)!;
    expect((await ls(zone.id)).body).toEqual({ code: 0, msg: '请先输入密码进入私密空间', data: null });
  });

  it('refuses duplicate names in a folder, and bad names', async () => {
    const add = (name: string, parent_id = 0) => demo.call<Folder>(folder.add, { name, parent_id }, token);
    expect((await add('设计素材')).body.msg).toBe('该位置已存在同名文件夹或文件');
    expect((await add('作品集目录.md')).body.msg).toBe('该位置已存在同名文件夹或文件');
    expect((await add('a/b')).body.msg).toBe('文件夹名称不能包含 \\ / : * ? " < > | 等字符');
    expect((await add('')).body.msg).toBe('文件夹名称不能为空');
    expect((await add('新文件夹', 99999)).body.msg).toBe('文件夹不存在');
    const made = await add('新文件夹');
    expect(made.body).toMatchObject({ code: 1, data: { name: '新文件夹', parent_id: 0, is_private: false } });
    expect((await demo.call(folder.edit, { id: made.body.data.id, name: '参考图' }, token)).body.msg).toBe(
      '该位置已存在同名文件夹或文件',
    );
  });

  it('holds renames and names to the same rule, in the same words', async () => {
    const long = '长'.repeat(101);
    expect((await demo.call(folder.add, { name: long, parent_id: 0 }, token)).body.msg).toBe(
      '文件夹名称不能超过 100 个字',
    );
    const top = find.folder(db(), '设计素材');
    expect((await demo.call(folder.edit, { id: top.id, name: ' ' }, token)).body.msg).toBe(
      '文件夹名称不能为空',
    );
    const file = find.file(db(), '报价单.csv');
    const rename = (name: string) => demo.call<DiskFile>(folder.editFile, { id: file.id, name }, token);
    expect((await rename(long)).body.msg).toBe('文件名称不能超过 100 个字');
    expect((await rename('报价单?.csv')).body.msg).toBe('文件名称不能包含 \\ / : * ? " < > | 等字符');
    expect((await rename('.')).body.msg).toBe('文件名称不能是 . 或 ..');
    const renamed = await rename(' 报价单-终版.csv ');
    expect(renamed.body).toMatchObject({ code: 1, data: { name: '报价单-终版.csv' } });
  });

  it('cannot move a folder into itself or below itself', async () => {
    const top = find.folder(db(), '客户项目');
    const child = find.folder(db(), '已交付');
    const move = (target_id: number) => demo.call(folder.move, { folder_ids: [top.id], target_id }, token);
    expect((await move(top.id)).body.msg).toBe('不能将文件夹移动到自身或其子文件夹中');
    expect((await move(child.id)).body.msg).toBe('不能将文件夹移动到自身或其子文件夹中');
    expect((await demo.call(folder.move, { target_id: 0 }, token)).body.msg).toBe(
      '请选择要移动的文件或文件夹',
    );
    const target = find.folder(db(), '设计素材');
    expect((await move(target.id)).body.code).toBe(1);
    expect((await ls(target.id)).body.data.folders.map((f) => f.name)).toContain('客户项目');
  });

  it('refuses a move that would clash with a name at the target', async () => {
    const a = (await demo.call<Folder>(folder.add, { name: '贴图', parent_id: 0 }, token)).body.data;
    const res = await demo.call(
      folder.move,
      { folder_ids: [a.id], target_id: find.folder(db(), '设计素材').id },
      token,
    );
    expect(res.body.msg).toBe('目标位置已存在同名的「贴图」');
  });

  it('deletes a folder with everything in it', async () => {
    const top = find.folder(db(), '客户项目');
    const filesBefore = db().files.size;
    expect((await demo.call(folder.del, { id: top.id }, token)).body.code).toBe(1);
    expect([...db().folders.values()].some((f) => f.name === '已交付')).toBe(false);
    expect(db().files.size).toBe(filesBefore - 4);
  });

  it('opens the private zone with the login password, by POST, for the key holder only', async () => {
    const unlock = (password: string) => demo.call<ZoneKey>(folder.unlockPrivateZone, { password }, token);
    expect((await unlock('nope')).body).toEqual({ code: 0, msg: '密码错误，还可尝试 4 次', data: null });
    // The zone's root without a key is refused like any folder in it.
    expect((await demo.call(folder.getPrivateZoneData, {}, token)).body.msg).toBe('请先输入密码进入私密空间');
    const key = (await unlock('zaowu123')).body.data;
    expect(key.zone_key).toMatch(/^[0-9a-f]{32}$/);
    const headers = { [ZONE_KEY_HEADER]: key.zone_key };
    const zone = (await demo.call<FolderListing>(folder.getPrivateZoneData, {}, token, headers)).body.data;
    expect(zone.folder).toMatchObject({ name: '私密空间', is_private: true });
    expect(zone.files.map((f) => f.name)).toContain('收款账户.txt');
    const contracts = zone.folders.find((f) => f.name === '合同')!;
    expect((await demo.call(folder.lists, { folder_id: contracts.id }, token, headers)).body.code).toBe(1);
    // The same session without the key, a wrong key, and another session with this key: all locked.
    expect((await ls(contracts.id)).body.msg).toBe('请先输入密码进入私密空间');
    expect(
      (
        await demo.call(folder.lists, { folder_id: contracts.id }, token, {
          [ZONE_KEY_HEADER]: 'f'.repeat(32),
        })
      ).body.msg,
    ).toBe('请先输入密码进入私密空间');
    const other = await demo.login();
    expect((await demo.call(folder.lists, { folder_id: contracts.id }, other, headers)).body.msg).toBe(
      '请先输入密码进入私密空间',
    );
    expect((await demo.call(folder.del, { id: zone.folder!.id }, token, headers)).body.msg).toBe(
      '私密空间不能删除',
    );
  });

  it('shuts the zone again when its key expires', async () => {
    const headers = await demo.unlockZone(token);
    const zone = (await demo.call<FolderListing>(folder.getPrivateZoneData, {}, token, headers)).body;
    expect(zone.code).toBe(1);
    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + PRIVATE_UNLOCK_MS + 1000);
    try {
      expect((await demo.call(folder.getPrivateZoneData, {}, token, headers)).body.msg).toBe(
        '请先输入密码进入私密空间',
      );
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('asks for the password before counting a try', async () => {
    const unlock = (input: Record<string, unknown>) =>
      demo.call<ZoneKey>(folder.unlockPrivateZone, input, token);
    expect((await unlock({})).body).toEqual({ code: 0, msg: '请输入登录密码', data: null });
    expect((await unlock({ password: '' })).body.msg).toBe('请输入登录密码');
    expect((await unlock({ password: 'x'.repeat(101) })).body.msg).toBe('密码错误');
    // None of those was a try: the first wrong password still leaves four.
    expect((await unlock({ password: 'wrong1' })).body.msg).toBe('密码错误，还可尝试 4 次');
  });

  it('locks the private zone after five wrong passwords, even for the right one', async () => {
    const unlock = (password: string) => demo.call<ZoneKey>(folder.unlockPrivateZone, { password }, token);
    for (const left of [4, 3, 2, 1])
      expect((await unlock('wrong1')).body.msg).toBe(`密码错误，还可尝试 ${left} 次`);
    expect((await unlock('wrong1')).body.msg).toBe('密码错误次数过多，请 15 分钟后再试');
    expect((await unlock('zaowu123')).body.msg).toBe('密码错误次数过多，请 15 分钟后再试');
    // Another member is not locked by it.
    expect(
      (await demo.call(folder.unlockPrivateZone, { password: 'zaowu123' }, await demo.login(1))).body.code,
    ).toBe(1);
  });

  it('keeps an uploaded file in the drive and downloads its bytes', async () => {
    const form = new FormData();
    form.append('file', new Blob(['渲染参数：采样 512，降噪开启']));
    form.append('filename', '渲染参数.txt');
    form.append('chunkindex', '0');
    form.append('chunkcount', '1');
    form.append('action', 'merge');
    const up = (await (
      await fetch(`${demo.base}${endpoints.upload.chunkUpload.path}`, {
        method: 'POST',
        body: form,
        headers: { [TOKEN_HEADER]: token },
      })
    ).json()) as { data: UploadResult };
    const added = await demo.call<DiskFile>(
      folder.addFile,
      { folder_id: 0, name: '渲染参数.txt', path: up.data.fullurl, size: 1 },
      token,
    );
    expect(added.body).toMatchObject({
      code: 1,
      data: {
        name: '渲染参数.txt',
        path: new URL(up.data.fullurl).pathname,
        mime: 'text/plain; charset=utf-8',
      },
    });
    expect(added.body.data.size).toBe(new TextEncoder().encode('渲染参数：采样 512，降噪开启').length);
    const down = await demo.call<{ url: string; name: string }>(
      folder.downFile,
      { id: added.body.data.id },
      token,
    );
    const saved = await fetch(down.body.data.url);
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(await saved.text()).toBe('渲染参数：采样 512，降噪开启');
    const again = await demo.call(
      folder.addFile,
      { folder_id: 0, name: '渲染参数.txt', path: up.data.path, size: 1 },
      token,
    );
    expect(again.body.msg).toBe('该文件夹中已存在同名文件');
    const missing = await demo.call(
      folder.addFile,
      { folder_id: 0, name: 'x.txt', path: '/api/storage/uploads/1/none/x.txt', size: 1 },
      token,
    );
    expect(missing.body.msg).toBe('文件不存在，请重新上传');
  });

  it("does not let one member touch another's files", async () => {
    const other = await demo.login(1);
    const mine = find.file(db(), '报价单.csv');
    expect((await demo.call(folder.delFile, { id: mine.id }, other)).body.msg).toBe('文件不存在');
    expect((await demo.call(folder.downFile, { id: mine.id }, other)).body.msg).toBe('文件不存在');
  });
});
