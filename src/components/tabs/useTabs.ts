import { useRef, type KeyboardEvent } from 'react';
import { currentLocale } from '../../contract/i18n.ts';

/**
 * What each button of an ARIA tab list needs (WAI-ARIA Authoring Practices, "Tabs", automatic
 * activation): one tab in the Tab order (the chosen one), the arrow keys choosing the next or the
 * previous tab and moving focus to it, Home and End the first and the last. The tabs run right to
 * left on Urdu pages, so there the arrows follow what the eye sees. The page adds each tab's id,
 * aria-controls and label; `choose` is what a click does (set state, or put the tab in the URL).
 */
export function useTabs<K>(keys: readonly K[], current: K, choose: (key: K) => void) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const n = keys.length;
    const i = Math.max(0, keys.indexOf(current));
    const [forward, back] = currentLocale() === 'ur' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const next = event.key === forward ? keys[(i + 1) % n]
      : event.key === back ? keys[(i - 1 + n) % n]
      : event.key === 'Home' ? keys[0]
      : event.key === 'End' ? keys[n - 1]
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    buttons.current.get(next)?.focus();
    choose(next);
  };
  return (key: K) => ({
    ref: (el: HTMLButtonElement | null) => {
      if (el) buttons.current.set(key, el);
      else buttons.current.delete(key);
    },
    type: 'button' as const,
    role: 'tab' as const,
    'aria-selected': key === current,
    tabIndex: key === current ? 0 : -1,
    onClick: () => choose(key),
    onKeyDown,
  });
}
