import {
  useId,
  useLayoutEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** The props a text field takes to own a list of suggestions (the WAI-ARIA combobox). */
interface ComboboxInputProps {
  role: 'combobox';
  autoComplete: 'off';
  'aria-autocomplete': 'list';
  'aria-haspopup': 'listbox';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-activedescendant': string | undefined;
  /** Mantine's modal leaves Escape to the field while its list is open. */
  'data-mantine-stop-propagation': true | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

interface SuggestionListOptions<T> {
  suggestions: readonly T[];
  labelOf: (suggestion: T) => string;
  pick: (suggestion: T) => void;
  /** The id of the field's label, which names the list too. */
  labelId: string;
  /** The field: the visitor may be in it already when the page's scripts arrive. */
  input: RefObject<HTMLInputElement | null>;
}

/**
 * A text field's list of suggestions, drawn under the very field the visitor types in: the
 * page's own input from its first paint, never swapped for another element under their
 * fingers. It shows while the field has the focus and there are suggestions; the arrows move
 * through it, Enter picks, Escape closes it, and a click picks without taking the focus away.
 * Mantine's Autocomplete does the same with its own input and about 30 kB of popover code,
 * which the home page cannot carry from its first paint.
 */
export function useSuggestionList<T>(options: SuggestionListOptions<T>) {
  const { suggestions, labelOf, pick } = options;
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(true);
  const open = !dismissed && suggestions.length > 0;
  const activeIndex = open && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;
  useLayoutEffect(() => {
    // Focused before hydration, no focus event reached React: the list shows for what they typed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (document.activeElement === options.input.current) setDismissed(false);
    // Only the focus found when the field is hydrated: later ones come as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => {
    // The suggestion the arrows reach is brought into view, in the list and on the page.
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const choose = (suggestion: T) => {
    setDismissed(true);
    setActive(-1);
    pick(suggestion);
  };
  /** The arrows: the next or previous suggestion, round the list; the first press opens it. */
  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    if (count === 0) return false;
    setDismissed(false);
    const from = open ? activeIndex : -1;
    setActive(step > 0 ? (from + 1) % count : from <= 0 ? count - 1 : from - 1);
    return true;
  };
  const keys: Record<string, () => boolean> = {
    ArrowDown: () => move(1),
    ArrowUp: () => move(-1),
    Enter: () => {
      const suggestion = suggestions[activeIndex];
      if (suggestion === undefined) return false;
      choose(suggestion);
      return true;
    },
    Escape: () => {
      setDismissed(true);
      return open;
    },
  };

  const inputProps: ComboboxInputProps = {
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-haspopup': 'listbox',
    'aria-expanded': open,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
    'data-mantine-stop-propagation': open || undefined,
    onKeyDown: (event) => {
      if (keys[event.key]?.()) event.preventDefault();
    },
    onFocus: () => setDismissed(false),
    onBlur: () => setDismissed(true),
  };

  /** Called with every text typed: a new search shows its list afresh, nothing chosen yet. */
  const typed = () => {
    setDismissed(false);
    setActive(-1);
  };

  const list: ReactNode = open && (
    <ul id={listId} role="listbox" aria-labelledby={options.labelId} className="suggestion-list">
      {suggestions.map((suggestion, index) => (
        <li
          key={optionId(index)}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className="suggestion-option"
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => setActive(index)}
          onClick={() => choose(suggestion)}
        >
          {labelOf(suggestion)}
        </li>
      ))}
    </ul>
  );

  return { inputProps, typed, list };
}
