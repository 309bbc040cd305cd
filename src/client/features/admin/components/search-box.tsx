import { IconSearch } from '@client/components/icons/search.tsx';
import { useId } from 'react';

/** An admin list's search field: a type="search" input with a (visually hidden) label. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="admin-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="input-group">
        <span className="input-group-text" aria-hidden="true">
          <IconSearch />
        </span>
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
      </div>
    </div>
  );
}
