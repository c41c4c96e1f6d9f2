/**
 * Back and Forward reach the navigation guard before the router. On `window` itself, listeners run in the order
 * they were added, capture or not; wouter adds its `popstate` listener when the first route renders (and again
 * whenever its last subscriber comes back), so a listener the shell adds later in an effect would run after it,
 * once React had already rendered the page the user did not leave for and unmounted the screen holding the
 * changes. So the one `popstate` listener the guard uses is added here, when the console's first module loads,
 * before any route renders, and is never removed; the guard only says what it does.
 */
type BackForwardHandler = (event: PopStateEvent) => void;

let handler: BackForwardHandler | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => handler?.(event), true);
}

/** Handles every Back/Forward ahead of the router until the returned function is called. */
export function handleBackForwardFirst(next: BackForwardHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}
