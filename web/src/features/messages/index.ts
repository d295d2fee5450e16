export { MessageBell } from './components/MessageBell.tsx';
export { MessageButton } from './components/MessageButton.tsx';
