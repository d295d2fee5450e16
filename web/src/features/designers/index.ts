/**
 * Designers: the directory and a designer's page (composed with 关注 / 私信 in app/pages/), and the
 * body of the user card an author's name opens (app/ sets it in components/UserCardSlot.tsx).
 */
export { DesignerDirectory } from './components/DesignerDirectory.tsx';
export { DesignerPage } from './components/DesignerPage.tsx';
