/** Notes (笔记): a note, optionally about a work; each read counts a view. */
import * as z from '@zaowu/shared/zod';
import { note } from '../store/views/community.ts';
import { id } from './params.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

export const noteRoutes = {
  detail: route(z.object({ id: id('笔记') }), ({ id: noteId }, { db }) => {
    const n = db.notes.get(noteId);
    if (!n) reject('笔记不存在或已删除');
    n.views += 1;
    return note(db, n);
  }),
} satisfies ModuleRoutes<'note'>;
