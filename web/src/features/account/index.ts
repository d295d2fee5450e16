/** What other features may use of the account: its query keys (a payment moves the balance and trades). */
export { accountKeys } from './api.ts';
