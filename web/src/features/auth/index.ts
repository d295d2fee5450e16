/** What other features may use of the login forms (the session itself is `lib/session.ts`). */
export { SmsCodeField } from './components/SmsCodeField.tsx';
