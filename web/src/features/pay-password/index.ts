export { usePayPasswordUsable } from './api.ts';
export { PayPasswordField } from './components/PayPasswordField.tsx';
export { PayPasswordSettings } from './components/PayPasswordSettings.tsx';
