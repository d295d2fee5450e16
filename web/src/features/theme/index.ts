export { ThemeToggle } from './ThemeToggle.tsx';
export { applyTheme, readTheme, themeAtom } from './theme.ts';
