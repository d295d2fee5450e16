export { FollowButton } from './components/FollowButton.tsx';
