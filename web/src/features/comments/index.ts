export { CommentCountItem } from './components/CommentCountItem.tsx';
export { Comments } from './components/Comments.tsx';
