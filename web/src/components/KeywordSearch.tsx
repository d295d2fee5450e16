import { clsx } from 'clsx';
import { LIST_KEYWORD_MAX } from '@zaowu/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';
import './keyword-search.css';

export interface KeywordSearchProps {
  /** The form's accessible name and the input's label, e.g. 搜索店铺. */
  label: string;
  placeholder: string;
  /** The keyword the page shows now (from the URL). */
  keyword: string;
  onSearch: (keyword: string) => void;
  className?: string;
}

/** A directory's search box: submits the trimmed keyword; the page keeps it in the URL. */
export function KeywordSearch({ label, placeholder, keyword, onSearch, className }: KeywordSearchProps) {
  const id = useId();
  const [text, setText] = useState(keyword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} className={clsx('keyword-search', className)} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="keyword-search__input"
        placeholder={placeholder}
        maxLength={LIST_KEYWORD_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="search"
      />
      <Button type="submit" variant="primary" className="keyword-search__button">
        <Icon name="search" size={18} />
        搜索
      </Button>
    </form>
  );
}
