import { useAtom } from '../../lib/state.ts';
import { themeAtom } from './theme.ts';

/** 切换主题: light ⇄ dark. The pressed state tells screen readers which one is on. */
export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="切换主题"
      aria-pressed={dark}
      title={dark ? '切换到浅色主题' : '切换到深色主题'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        {dark ? (
          <path
            fill="currentColor"
            d="M12 18a6 6 0 1 1 0-12 6 6 0 0 1 0 12Zm0-16 1 3h-2l1-3Zm0 20-1-3h2l-1 3ZM2 12l3-1v2l-3-1Zm20 0-3 1v-2l3 1ZM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8Zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8ZM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4ZM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4Z"
          />
        ) : (
          <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5Z" />
        )}
      </svg>
    </button>
  );
}
