import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/Icon.tsx';

export interface WorksSearchProps {
  /** The keyword in the URL now. */
  keyword: string | undefined;
  /** 在原画中搜索… */
  label: string;
  onSearch: (keyword: string | undefined) => void;
}

/** Search within the list: the keyword goes into the URL like any other filter. */
export function WorksSearch({ keyword, label, onSearch }: WorksSearchProps) {
  // Remounted with the URL's keyword (key below), so back/forward shows what the list is showing.
  return <SearchForm key={keyword ?? ''} keyword={keyword} label={label} onSearch={onSearch} />;
}

function SearchForm({ keyword, label, onSearch }: WorksSearchProps) {
  const id = useId();
  const [value, setValue] = useState(keyword ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim() || undefined);
  };
  return (
    <form role="search" className="works-search" onSubmit={submit} aria-label={label}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={18} className="works-search__icon" />
      <input
        id={id}
        type="search"
        className="works-search__input"
        placeholder={label}
        value={value}
        maxLength={50}
        enterKeyHint="search"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="works-search__button">
        搜索
      </button>
    </form>
  );
}
