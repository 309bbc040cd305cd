import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useSimInstruments } from '../api/search-sim-instruments.ts';

type Instrument = NonNullable<ReturnType<typeof useSimInstruments>['data']>[number];

/** How long typing must pause before the search asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The combobox's state: the text typed, whether the list is open, the option the arrows are on,
 * and the server's suggestions for the text once typing pauses.
 */
function useInstrumentSearch(onPick: (symbol: string) => void, blindAccountId?: string) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSimInstruments(query, open && query.length > 0, blindAccountId);
  const options = query.length > 0 ? (search.data ?? []) : [];
  const expanded = open && query.length > 0;

  const pick = (symbol: string) => {
    onPick(symbol);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const type = (typed: string) => {
    setText(typed);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(options.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active] ?? options.find((option) => option.symbol === query.toUpperCase());
      if (chosen) pick(chosen.symbol);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const nothingFound = expanded && options.length === 0 && !search.isFetching && search.isSuccess;
  return {
    text,
    query,
    options,
    expanded,
    active,
    nothingFound,
    pick,
    type,
    onKeyDown,
    close: () => setOpen(false),
  };
}

/**
 * The instrument search: an ARIA 1.2 combobox (a text field with a list of suggestions). Typing asks
 * GET /sim/instruments?q= after a short pause; arrows move through the list, Enter or a click picks,
 * Escape closes it.
 */
export function InstrumentSearch({
  onPick,
  blindAccountId,
}: {
  onPick: (symbol: string) => void;
  /** A running blind challenge's id: the search lists its aliases (docs/product.md §24). */
  blindAccountId?: string | undefined;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const search = useInstrumentSearch(onPick, blindAccountId);
  return (
    <div className="position-relative sim-search">
      <label className="form-label fw-semibold" htmlFor={`${id}-input`}>
        Search instruments
      </label>
      <input
        id={`${id}-input`}
        className="form-control"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={
          blindAccountId ? 'An alias: type STK- to list them' : 'Symbol or company name, e.g. INFY'
        }
        aria-autocomplete="list"
        aria-expanded={search.expanded}
        aria-controls={listId}
        aria-activedescendant={
          search.expanded && search.active >= 0 ? `${listId}-${search.active}` : undefined
        }
        value={search.text}
        onChange={(event) => search.type(event.target.value)}
        onKeyDown={search.onKeyDown}
        onBlur={search.close}
      />
      <InstrumentList
        listId={listId}
        options={search.expanded ? search.options : null}
        active={search.active}
        onPick={search.pick}
      />
      <div aria-live="polite" className="small text-body-secondary">
        {search.nothingFound ? `No instrument starts with “${search.query}”.` : ''}
      </div>
    </div>
  );
}

/** The suggestions (null while the list is closed); hidden, though still there for aria-controls, when empty. */
function InstrumentList({
  listId,
  options,
  active,
  onPick,
}: {
  listId: string;
  options: Instrument[] | null;
  active: number;
  onPick: (symbol: string) => void;
}) {
  return (
    <div
      id={listId}
      role="listbox"
      aria-label="Instruments"
      className={`list-group position-absolute w-100 shadow sim-search-list ${options && options.length > 0 ? '' : 'd-none'}`}
    >
      {options
        ? options.map((option, index) => (
            <div
              key={option.symbol}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`list-group-item list-group-item-action ${index === active ? 'active' : ''}`}
              // Picks before the field's blur closes the list; the keyboard picks with Enter.
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(option.symbol);
              }}
            >
              <span className="fw-semibold">{option.symbol}</span>
              {option.name ? <span className="small ms-2">{option.name}</span> : null}
            </div>
          ))
        : null}
    </div>
  );
}
