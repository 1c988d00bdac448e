/**
 * A multi-select with a search box (WAI-ARIA combobox + multi-selectable listbox). The visible label
 * is bound to the search box, so `getByLabel('Location')` and screen readers find it; the choice is
 * announced through aria-describedby. Keyboard: ArrowDown/ArrowUp move, Enter toggles, Escape closes,
 * Backspace in an empty box removes the last choice, Tab leaves. Options may come grouped and
 * indented (a society, its phases, their blocks): groups are `role="group"` inside the listbox, and
 * the keys move through the options in the order shown, whatever their group.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { CloseIcon } from '../icons/icons.tsx';
import { matchesQuery, toggleChoice } from './multi-select-logic.ts';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './MultiSelect.module.css';

export interface SelectOption {
  value: number;
  label: string;
  /** Indentation under the option's group: a society's phase 1, its block 2 (src/lib/place-tree.ts). */
  depth?: number;
  /**
   * Consecutive options with the same group are listed in a named group of the listbox (a society
   * with its phases and blocks), so a screen reader says where "Phase 6" is.
   */
  group?: { value: number; label: string };
}

/** The dropdown texts of docs/product.md, section 9, read in the page's language when the select renders. */
export type MultiSelectTexts = Record<'notFound' | 'typeToSearch' | 'loading' | 'clearAll' | 'listLabel', string>;

interface Props {
  label: string;
  options: readonly SelectOption[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  /** An "everything" option (e.g. 'All Locations', 0): listed first, exclusive, and the fallback for an empty choice. */
  allOption?: SelectOption;
  loading?: boolean;
  hint?: string;
  id?: string;
  className?: string;
  texts?: Partial<MultiSelectTexts>;
  /** Chips shown in the closed box before "+N". */
  maxChips?: number;
}

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function Tick() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** Consecutive options of one group together, in the order shown. */
function runs(options: readonly SelectOption[]): Array<{ group?: SelectOption['group']; options: SelectOption[] }> {
  const out: Array<{ group?: SelectOption['group']; options: SelectOption[] }> = [];
  for (const option of options) {
    const last = out[out.length - 1];
    if (last && last.group?.value === option.group?.value) last.options.push(option);
    else out.push({ ...(option.group ? { group: option.group } : {}), options: [option] });
  }
  return out;
}

export function MultiSelect({
  label,
  options,
  value,
  onChange,
  allOption,
  loading = false,
  hint,
  id,
  className,
  texts: textOverrides,
  maxChips = 2,
}: Props) {
  const s = w.select;
  const texts: MultiSelectTexts = {
    notFound: s.notFound, typeToSearch: s.typeToSearch, loading: s.loading, clearAll: s.clearAll, listLabel: s.listLabel, ...textOverrides,
  };
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const summaryId = `${autoId}-summary`;
  const hintId = `${autoId}-hint`;

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);

  const allValue = allOption?.value;
  const everything = allOption ? [allOption, ...options] : [...options];
  const visible = everything.filter((o) => matchesQuery(o.label, query));
  const active = open && !loading ? visible[Math.min(activeIndex, visible.length - 1)] : undefined;
  const optionId = (v: number) => `${listId}-${v}`;

  const specific = value.filter((v) => v !== allValue);
  const labelOf = (v: number) => everything.find((o) => o.value === v)?.label;
  // Ids whose options have not arrived yet (locations still loading) are not shown as blank chips.
  const chosenLabels = specific.map(labelOf).filter((l): l is string => l !== undefined);
  const summary =
    chosenLabels.length > 0
      ? s.selected(chosenLabels.length, chosenLabels.join(s.separator))
      : (allOption?.label ?? s.nothingSelected);

  useEffect(() => {
    if (!open || !active) return;
    document.getElementById(optionId(active.value))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from listId, which is stable; the query is a dependency because clearing it
    // after a pick re-renders the whole list with the same option active.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active?.value, query]);

  const openList = () => {
    if (open) return;
    // Start on the first chosen option so keyboard users continue from their choice.
    const first = visible.findIndex((o) => value.includes(o.value));
    setActiveIndex(first >= 0 ? first : 0);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const choose = (v: number) => {
    onChange(toggleChoice(value, v, allValue));
    if (query) {
      // Clearing the search after a pick shows the whole list again with the pick in its place.
      setQuery('');
      const index = everything.findIndex((o) => o.value === v);
      setActiveIndex(index >= 0 ? index : 0);
    }
  };

  const move = (delta: number) => {
    if (visible.length === 0) return;
    const current = Math.min(activeIndex, visible.length - 1);
    setActiveIndex((current + delta + visible.length) % visible.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (open) move(1);
        else openList();
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close();
        else if (open) move(-1);
        else openList();
        break;
      case 'Home':
      case 'End':
        if (open && query === '' && visible.length > 0) {
          event.preventDefault();
          setActiveIndex(event.key === 'Home' ? 0 : visible.length - 1);
        }
        break;
      case 'Enter':
        // Closed, Enter submits the surrounding form as in any text field.
        if (open && active) {
          event.preventDefault();
          choose(active.value);
        }
        break;
      case 'Escape':
        if (open || query) {
          // Handled here: an enclosing panel or dialog must not close as well.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Backspace': {
        const last = specific[specific.length - 1];
        if (query === '' && last !== undefined) onChange(toggleChoice(value, last, allValue));
        break;
      }
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  const onControlMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    if (target.closest('button')) return;
    const onInput = target === inputRef.current;
    // Clicks on the chips or the arrow keep focus in the search box instead of moving it to nothing.
    if (!onInput) event.preventDefault();
    inputRef.current?.focus();
    if (!open) openList();
    else if (!onInput) close();
  };

  const clearAll = () => {
    onChange(allValue !== undefined ? [allValue] : []);
    setQuery('');
    inputRef.current?.focus();
  };

  const shownChips = chosenLabels.slice(0, maxChips);
  const hiddenCount = chosenLabels.length - shownChips.length;
  const placeholder = open ? texts.typeToSearch : chosenLabels.length === 0 ? (allOption?.label ?? '') : '';

  let note: string | null = null;
  if (loading) note = texts.loading;
  else if (visible.length === 0) note = texts.notFound;

  return (
    <div className={`${styles.field} ${className ?? ''}`} ref={rootRef} onBlur={onBlur}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.anchor}>
        <div className={styles.control} data-open={open || undefined} onMouseDown={onControlMouseDown}>
          {shownChips.length > 0 ? (
            <span className={styles.chips} aria-hidden="true">
              {shownChips.map((text) => (
                <span key={text} className={styles.chip}>
                  {text}
                </span>
              ))}
              {hiddenCount > 0 ? <span className={`${styles.chip} ${styles.more}`}>+{hiddenCount}</span> : null}
            </span>
          ) : null}
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={active ? optionId(active.value) : undefined}
            aria-describedby={hint ? `${summaryId} ${hintId}` : summaryId}
            aria-busy={loading || undefined}
            placeholder={placeholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
              if (!open) setOpen(true);
            }}
            onKeyDown={onKeyDown}
          />
          {specific.length > 0 ? (
            <button type="button" className={styles.clear} onClick={clearAll} aria-label={texts.clearAll} title={texts.clearAll}>
              <CloseIcon aria-hidden="true" />
            </button>
          ) : null}
          <span className={styles.arrow} aria-hidden="true">
            <ChevronDown />
          </span>
        </div>

        <div className={styles.panel} hidden={!open}>
          {note ? (
            <p className={styles.note} role="status">
              {note}
            </p>
          ) : null}
          {/* Named apart from the field so that finding the field by its label finds only the search box. */}
          <ul id={listId} role="listbox" aria-multiselectable="true" aria-label={texts.listLabel} className={styles.list}>
            {loading
              ? null
              : runs(visible).map((run) => {
                  const items = run.options.map((option) => {
                    const selected = value.includes(option.value);
                    return (
                      <li
                        key={option.value}
                        id={optionId(option.value)}
                        role="option"
                        aria-selected={selected}
                        className={styles.option}
                        data-active={option === active || undefined}
                        data-depth={option.depth || undefined}
                        // Keeps focus in the search box; the click below does the choosing.
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseMove={() => {
                          const index = visible.indexOf(option);
                          if (index !== activeIndex) setActiveIndex(index);
                        }}
                        onClick={() => choose(option.value)}
                      >
                        <span className={styles.box} aria-hidden="true">
                          {selected ? <Tick /> : null}
                        </span>
                        <span className={styles.optionText} dir="auto">{option.label}</span>
                      </li>
                    );
                  });
                  if (!run.group) return items;
                  return (
                    <li key={`group-${run.group.value}`} role="presentation" className={styles.groupItem}>
                      <ul role="group" aria-label={run.group.label} className={styles.group}>
                        {items}
                      </ul>
                    </li>
                  );
                })}
          </ul>
        </div>
      </div>
      <span id={summaryId} className="visually-hidden">
        {summary}
      </span>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
