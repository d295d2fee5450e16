export { FollowButton, type FollowButtonProps } from './components/FollowButton.tsx';
export { followKeys, relationQuery } from './api.ts';
