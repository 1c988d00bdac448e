/**
 * The server-rendered page is usable before the app starts: links work, and what a visitor types,
 * picks or taps meanwhile is carried over when the app's first render replaces that markup. Fields
 * are matched by name; buttons by their role, name and position among their namesakes, so a tap
 * on "For Sale" or "Search" during the start happens once the app can act on it.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input[name]:not([type=file]):not([type=hidden]), textarea[name], select[name]';
const BUTTONS = 'button, [role="button"], [role="tab"], summary';

function within<T extends Element>(nodes: Iterable<Node>, selector: string): T[] {
  const found: T[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (node.matches(selector)) found.push(node as T);
    found.push(...node.querySelectorAll<T>(selector));
  }
  return found;
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/** React tracks a field through its value setter; the prototype's setter plus the native event updates both. */
function copyInto(field: Field, from: Field): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (from instanceof HTMLInputElement && field.checked !== from.checked) field.click();
    return;
  }
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, from.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const describe = (el: Element): string =>
  `${el.tagName}|${el.getAttribute('role') ?? ''}|${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`;

/**
 * Call before the app's first render over the server's markup in `root`. The returned function
 * gives the page back its plain behaviour, for when the app cannot start.
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const markup = Array.from(root.childNodes);
  const taps: Array<{ name: string; nth: number }> = [];
  let focusedName = '';

  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    focusedName = target instanceof Element && target.matches(FIELDS) ? (target as Field).name : '';
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    if (!button) return;
    // A submit would post the bare form to the server; the app submits it properly once it is up.
    event.preventDefault();
    const name = describe(button);
    const nth = within(markup, BUTTONS).filter((b) => describe(b) === name).indexOf(button);
    // Impatient repeated taps are one intent: replayed all at once they would send a form twice.
    if (!taps.some((tap) => tap.name === name && tap.nth === nth)) taps.push({ name, nth });
  };
  root.addEventListener('focusin', onFocus);
  root.addEventListener('click', onClick, true);

  const observer = new MutationObserver(() => {
    // The app's render has landed once none of the server's nodes remain; they keep their state detached.
    if (markup.some((node) => node.parentNode === root)) return;
    observer.disconnect();
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('click', onClick, true);
    whenReady(carryOver);
  });
  /**
   * Once the app's effects have run (RootLayout marks the page ready), the form libraries and the
   * router listen: Preact runs effects after the paint, so a value or a tap handed over at the first
   * render alone would reach a form that does not yet take it.
   */
  const whenReady = (then: () => void) => {
    const html = document.documentElement;
    if (html.dataset.app === 'ready') return then();
    const ready = new MutationObserver(() => {
      if (html.dataset.app !== 'ready') return;
      ready.disconnect();
      then();
    });
    ready.observe(html, { attributes: true, attributeFilter: ['data-app'] });
  };
  const carryOver = () => {
    const fresh = within<Field>(root.childNodes, FIELDS);
    for (const old of within<Field>(markup, FIELDS)) {
      if (!changed(old)) continue;
      const checkable = old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio');
      const field = fresh.find((f) => f.name === old.name && f.tagName === old.tagName && (!checkable || f.value === old.value));
      if (field) copyInto(field, old);
    }
    // Only where the visitor has not moved on into the app's page already.
    if (focusedName && !root.contains(document.activeElement)) fresh.find((f) => f.name === focusedName)?.focus();
    // The taps in a task of their own: Preact renders the values just handed over in a microtask, and a
    // Search tapped in the same task would read the form's state from before them.
    setTimeout(() => {
      for (const tap of taps) {
        const buttons = within<HTMLElement>(root.childNodes, BUTTONS).filter((b) => describe(b) === tap.name);
        buttons[Math.max(0, tap.nth)]?.click();
      }
    }, 0);
  };
  observer.observe(root, { childList: true });
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('click', onClick, true);
  };
}
