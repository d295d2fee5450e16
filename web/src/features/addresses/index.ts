/** What other features may use of the address book: the account tab, the checkout's chooser, the lines. */
export { AddressBook } from './components/AddressBook.tsx';
export { AddressChooser } from './components/AddressChooser.tsx';
export { AddressLines } from './components/AddressLines.tsx';
