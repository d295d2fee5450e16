import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

export const diskKeys = { all: ['disk'] as const };

export const folderDataQuery = () =>
  queryOptions({ queryKey: [...diskKeys.all, 'usage'], queryFn: () => call(endpoints.folder.getFolderData) });

export const folderListQuery = (folderId: number) =>
  queryOptions({
    queryKey: [...diskKeys.all, 'folder', folderId],
    queryFn: () => call(endpoints.folder.lists, { folder_id: folderId }),
  });
