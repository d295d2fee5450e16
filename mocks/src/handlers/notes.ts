/** Notes (笔记): a note, optionally about a work; each read counts a view. */
import { requestSchemas } from '@zaowu/shared/requests';
import { note } from '../store/views/community.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

export const noteRoutes = {
  detail: route(requestSchemas['note.detail'], ({ id: noteId }, { db }) => {
    const n = db.notes.get(noteId);
    if (!n) reject('笔记不存在或已删除');
    n.views += 1;
    return note(db, n);
  }),
} satisfies ModuleRoutes<'note'>;
