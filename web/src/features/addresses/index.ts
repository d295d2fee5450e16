/** What the account page (app/pages/account.page.tsx) uses of the address book: its tab. */
export { AddressBook } from './components/AddressBook.tsx';
