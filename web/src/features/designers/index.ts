/** Designers: other features show a member's public card from an author's name. */
export { UserCardTrigger } from './components/UserCard.tsx';
export { userCardQuery } from './api.ts';
