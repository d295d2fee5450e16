export { ThemeToggle } from './ThemeToggle.tsx';
export { themeAtom } from './theme.ts';
