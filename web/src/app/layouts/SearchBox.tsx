import { hrefs } from '@zaowu/shared';
import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * Site search: goes to /explore with the keyword (the explore page filters by it). `onEscape`: Esc in
 * the box (the phone header's search row closes).
 */
export function SearchBox({
  onSearch,
  onEscape,
  inputRef,
}: {
  onSearch?: () => void;
  onEscape?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('keyword') ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = value.trim();
    void navigate(hrefs.explore({ query: { keyword: keyword || undefined } }));
    onSearch?.();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Escape' || !onEscape) return;
    e.preventDefault();
    onEscape();
  };
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <input
        ref={inputRef}
        type="search"
        className="search-box__input"
        aria-label="搜索作品、设计师、店铺"
        placeholder="搜索作品、设计师、店铺"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        enterKeyHint="search"
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__button" aria-label="搜索">
        <SearchGlyph size={18} />
      </button>
    </form>
  );
}

/** The magnifier of the search box, and of the phone header's button that opens it. */
export function SearchGlyph({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        fill="currentColor"
        d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.24 4.25-1.41 1.41-4.25-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
      />
    </svg>
  );
}
