/**
 * The cloud drive. Folders and files share one namespace per folder; the private zone is a root folder
 * whose contents need a key that the member's password gets (POST unlockPrivateZone, never a query):
 * every call touching the zone sends it in ZONE_KEY_HEADER. Files are viewed and downloaded only
 * through signed addresses that expire.
 */
import { STORAGE_PREFIX, ZONE_KEY_HEADER, type FolderListing, type ZoneKey } from '@zaowu/shared';
import {
  DRIVE_MSGS,
  fileEditInputSchema,
  folderAddInputSchema,
  folderEditInputSchema,
  unlockZoneInputSchema,
} from '@zaowu/shared/folder-input';
import { requestSchemas } from '@zaowu/shared/requests';
import { nextId } from '../store/db.ts';
import {
  childFolders,
  deleteSubtree,
  DISK_QUOTA,
  folderFiles,
  isWithin,
  privateRoot,
  subtree,
  takenNames,
  usedBytes,
} from '../store/disk.ts';
import { passwordTry } from '../store/auth.ts';
import { claimUpload, releaseUploads, viewUrl } from '../store/blobs.ts';
import { newByteKey } from '../store/bytes.ts';
import { iso, MINUTE } from '../store/time.ts';
import type { FileRow, FolderRow } from '../store/types.ts';
import { diskFile, folder } from '../store/views/disk.ts';
import { mimeOf, parseStoragePath } from '../media/urls.ts';
import { storedSize } from '../media/serve.ts';
import { reject, route, type Call, type ModuleRoutes } from './route.ts';

export const PRIVATE_UNLOCK_MS = 30 * MINUTE;

function ownFolder(call: Call, folderId: number): FolderRow | null {
  if (folderId === 0) return null;
  const f = call.db.folders.get(folderId);
  if (!f || f.user_id !== call.me.id) reject('文件夹不存在');
  return f;
}

function zoneOpen(call: Call): boolean {
  const zone = call.session?.zone;
  const key = call.request.headers.get(ZONE_KEY_HEADER);
  return !!zone && !!key && zone.key === key && zone.until > call.clock.now();
}

function requireUnlocked(call: Call, f: FolderRow | null): void {
  if (f?.is_private && !zoneOpen(call)) reject('请先输入密码进入私密空间');
}

const fileView = (call: Call) => (f: FileRow) => diskFile(f, viewUrl(call.db, call.signer, f.path));

function listing(call: Call, f: FolderRow | null): FolderListing {
  const parent = f?.id ?? 0;
  privateRoot(call.db, call.clock, call.me.id);
  return {
    folder: f ? folder(f) : null,
    folders: childFolders(call.db, call.me.id, parent)
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
      .map(folder),
    files: folderFiles(call.db, call.me.id, parent)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(fileView(call)),
  };
}

export const folderRoutes = {
  lists: route(requestSchemas['folder.lists'], ({ folder_id }, call) => {
    const f = ownFolder(call, folder_id ?? 0);
    requireUnlocked(call, f);
    return listing(call, f);
  }),

  getPrivateZoneData: route(requestSchemas['folder.getPrivateZoneData'], (_q, call) => {
    const root = privateRoot(call.db, call.clock, call.me.id);
    requireUnlocked(call, root);
    return listing(call, root);
  }),

  unlockPrivateZone: route(
    unlockZoneInputSchema,
    ({ password }, call): ZoneKey => {
      if (!call.me.password) reject('你还没有设置登录密码，请先在「账号安全」中设置');
      const refused = passwordTry(call.db, call.clock, `zone:${call.me.id}`, password === call.me.password);
      if (refused) reject(refused);
      const until = call.clock.now() + PRIVATE_UNLOCK_MS;
      const zone = { key: newByteKey(), until };
      if (call.session) call.session.zone = zone;
      return { zone_key: zone.key, expires_at: iso(until) };
    },
    '已进入私密空间',
  ),

  getFolderData: route(requestSchemas['folder.getFolderData'], (_q, { db, me }) => ({
    used: usedBytes(db, me.id),
    total: DISK_QUOTA,
    file_count: [...db.files.values()].filter((f) => f.user_id === me.id).length,
    folder_count: [...db.folders.values()].filter((f) => f.user_id === me.id).length,
  })),

  add: route(
    folderAddInputSchema,
    ({ name, parent_id }, call) => {
      const parent = ownFolder(call, parent_id);
      requireUnlocked(call, parent);
      if (takenNames(call.db, call.me.id, parent_id).has(name)) reject(DRIVE_MSGS.folderTaken);
      const row: FolderRow = {
        id: nextId(call.db, 'folders'),
        user_id: call.me.id,
        name,
        parent_id,
        is_private: parent?.is_private ?? false,
        created_at: iso(call.clock.now()),
      };
      call.db.folders.set(row.id, row);
      return folder(row);
    },
    '文件夹已创建',
  ),

  edit: route(
    folderEditInputSchema,
    ({ id: folderId, name }, call) => {
      const f = ownFolder(call, folderId)!;
      if (f.is_private && f.parent_id === 0) reject('私密空间不能重命名');
      requireUnlocked(call, f);
      if (takenNames(call.db, call.me.id, f.parent_id, { folders: new Set([f.id]) }).has(name))
        reject(DRIVE_MSGS.folderTaken);
      f.name = name;
      return folder(f);
    },
    '已重命名',
  ),

  del: route(
    requestSchemas['folder.del'],
    async ({ id: folderId }, call) => {
      const f = ownFolder(call, folderId)!;
      if (f.is_private && f.parent_id === 0) reject('私密空间不能删除');
      requireUnlocked(call, f);
      const gone = deleteSubtree(call.db, f);
      await releaseUploads(
        call,
        gone.map((file) => file.path),
      );
      return null;
    },
    '已删除',
  ),

  addFile: route(
    requestSchemas['folder.addFile'],
    (input, call) => {
      const parent = ownFolder(call, input.folder_id);
      requireUnlocked(call, parent);
      // The SPA may hand back the upload's fullurl or its path, signed or not; both name one file.
      const claimed = claimUpload(call.db, call.me.id, input.path, 'private');
      let path: string;
      try {
        path = new URL(claimed ?? '', 'http://demo.invalid').pathname;
      } catch {
        reject('文件路径不正确');
      }
      const where = parseStoragePath(path);
      const size = where ? storedSize(call.db, where) : null;
      if (claimed === null || !path.startsWith(STORAGE_PREFIX) || size === null)
        reject('文件不存在，请重新上传');
      if (takenNames(call.db, call.me.id, input.folder_id).has(input.name)) reject(DRIVE_MSGS.fileTaken);
      if (usedBytes(call.db, call.me.id) + size > DISK_QUOTA) reject('云盘空间不足');
      const row = {
        id: nextId(call.db, 'files'),
        user_id: call.me.id,
        folder_id: input.folder_id,
        name: input.name,
        path,
        size,
        mime: mimeOf(input.name),
        created_at: iso(call.clock.now()),
      };
      call.db.files.set(row.id, row);
      return fileView(call)(row);
    },
    '已保存到云盘',
  ),

  editFile: route(
    fileEditInputSchema,
    ({ id: fileId, name }, call) => {
      const file = call.db.files.get(fileId);
      if (!file || file.user_id !== call.me.id) reject('文件不存在');
      requireUnlocked(call, ownFolder(call, file.folder_id));
      if (takenNames(call.db, call.me.id, file.folder_id, { files: new Set([file.id]) }).has(name))
        reject(DRIVE_MSGS.fileTaken);
      file.name = name;
      file.mime = mimeOf(name);
      return fileView(call)(file);
    },
    '已重命名',
  ),

  delFile: route(
    requestSchemas['folder.delFile'],
    async ({ id: fileId }, call) => {
      const file = call.db.files.get(fileId);
      if (!file || file.user_id !== call.me.id) reject('文件不存在');
      requireUnlocked(call, ownFolder(call, file.folder_id));
      call.db.files.delete(file.id);
      // The bytes go with the last thing that names them: a deleted file's address stops working.
      await releaseUploads(call, [file.path]);
      return null;
    },
    '已删除',
  ),

  move: route(
    requestSchemas['folder.move'],
    ({ folder_ids, file_ids, target_id }, call) => {
      if (folder_ids.length + file_ids.length === 0) reject('请选择要移动的文件或文件夹');
      const target = ownFolder(call, target_id);
      requireUnlocked(call, target);
      const folders = [...new Set(folder_ids)].map((fid) => ownFolder(call, fid)!);
      const files = [...new Set(file_ids)].map((fid) => {
        const file = call.db.files.get(fid);
        if (!file || file.user_id !== call.me.id) reject('文件不存在');
        return file;
      });
      for (const f of folders) {
        if (f.is_private && f.parent_id === 0) reject('私密空间不能移动');
        requireUnlocked(call, f);
        if (isWithin(call.db, target_id, f.id)) reject('不能将文件夹移动到自身或其子文件夹中');
      }
      for (const file of files) requireUnlocked(call, ownFolder(call, file.folder_id));
      const staying = { folders: new Set(folders.map((f) => f.id)), files: new Set(files.map((f) => f.id)) };
      const names = takenNames(call.db, call.me.id, target_id, staying);
      for (const item of [...folders, ...files]) {
        if (names.has(item.name)) reject(`目标位置已存在同名的「${item.name}」`);
        names.add(item.name);
      }
      const isPrivate = target?.is_private ?? false;
      for (const f of folders) {
        f.parent_id = target_id;
        for (const g of subtree(call.db, f)) g.is_private = isPrivate;
      }
      for (const file of files) file.folder_id = target_id;
      return null;
    },
    '已移动',
  ),

  downFile: route(requestSchemas['folder.downFile'], ({ id: fileId }, call) => {
    const file = call.db.files.get(fileId);
    if (!file || file.user_id !== call.me.id) reject('文件不存在');
    requireUnlocked(call, ownFolder(call, file.folder_id));
    const signed = viewUrl(call.db, call.signer, file.path, { download: true });
    return { url: new URL(signed, call.origin).href, name: file.name };
  }),
} satisfies ModuleRoutes<'folder'>;
