import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type KeyboardEvent } from 'react';
import type { WorkType } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { worksTagsQuery } from '../../../lib/queries.ts';
import { LIMITS, tagError } from '../work-form.ts';
import { describedBy, FieldMessage } from './fields.tsx';

const SUGGESTIONS = 14;
/** Typing one of these ends a tag. */
const SEPARATORS = /[,，、;；\n]/;

/**
 * Tags as chips: type and press Enter (or a comma) to add, Backspace on an empty box removes the last
 * one; the type's popular tags are one tap away. Up to 10, each up to 12 characters.
 */
export function TagInput({
  id,
  type,
  value,
  onChange,
  error,
  onError,
}: {
  id: string;
  type: WorkType;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | null;
  onError: (message: string | null) => void;
}) {
  const [text, setText] = useState('');
  const suggestions = useQuery(worksTagsQuery(type));
  const full = value.length >= LIMITS.tags;
  const listId = `${id}-chips`;

  const add = (raw: string): boolean => {
    const tag = raw.trim().replace(/^#+/, '').trim();
    const e = tagError(tag, value);
    if (e) {
      onError(e);
      return false;
    }
    onChange([...value, tag]);
    onError(null);
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // An input method is still composing (拼音): Enter picks its candidate, not a tag.
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      if (text.trim() && add(text)) setText('');
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
      onError(null);
    }
  };

  const onType = (next: string) => {
    if (SEPARATORS.test(next)) {
      const parts = next.split(SEPARATORS);
      const rest = parts.pop() ?? '';
      let tags = value;
      for (const p of parts.map((x) => x.trim()).filter(Boolean)) {
        const e = tagError(p, tags);
        if (e) {
          onError(e);
          setText(p);
          return;
        }
        tags = [...tags, p];
      }
      onChange(tags);
      onError(null);
      setText(rest);
      return;
    }
    setText(next);
    if (error) onError(null);
  };

  const popular = (suggestions.data ?? []).filter((t) => !value.includes(t.name)).slice(0, SUGGESTIONS);
  const hint = `按回车或逗号添加，最多 ${LIMITS.tags} 个，每个不超过 ${LIMITS.tag} 个字`;

  return (
    <div className={clsx('pub-field', error && 'pub-field--invalid')}>
      <div className="pub-field__top">
        <label className="pub-field__label" htmlFor={id}>
          标签
        </label>
        <span className="pub-count tabular" aria-hidden="true">
          {value.length}/{LIMITS.tags}
        </span>
      </div>
      <div className="pub-tags">
        {value.length > 0 && (
          <ul id={listId} className="pub-tags__chips" aria-label="已添加的标签">
            {value.map((tag) => (
              <li key={tag} className="pub-chip">
                <span>#{tag}</span>
                <button
                  type="button"
                  className="pub-chip__remove"
                  aria-label={`移除标签 ${tag}`}
                  onClick={() => {
                    onChange(value.filter((t) => t !== tag));
                    onError(null);
                  }}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="pub-tags__entry">
          <input
            id={id}
            className="pub-input"
            value={text}
            placeholder={full ? '标签已满' : '输入标签'}
            autoComplete="off"
            enterKeyHint="done"
            onChange={(e) => onType(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (text.trim() && !full && add(text)) setText('');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
          />
          <Button
            onClick={() => {
              if (add(text)) setText('');
            }}
            disabled={!text.trim()}
          >
            添加
          </Button>
        </div>
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
      {popular.length > 0 && !full && (
        <div className="pub-suggest">
          <p className="pub-suggest__title" id={`${id}-suggest`}>
            热门标签
          </p>
          <ul className="pub-suggest__list" aria-labelledby={`${id}-suggest`}>
            {popular.map((t) => (
              <li key={t.id}>
                <button type="button" className="pub-suggest__tag" onClick={() => add(t.name)}>
                  <span aria-hidden="true">+ </span>
                  {t.name}
                  <span className="visually-hidden">，添加为标签</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
