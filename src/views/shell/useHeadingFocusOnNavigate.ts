/**
 * After moving to another page, the focus goes to the new page's main heading (h1), as a screen reader user
 * expects from a page load, instead of staying on the menu link. A move inside the page (a tab, a sort) leaves
 * the focus where the user put it; a page that takes the focus itself (a field, a dialog) keeps it. On a phone the
 * drawer closes as its link is followed and gives the focus back to its menu button: the heading takes it back.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

/**
 * The focus is not the user's choice yet: nowhere, still on the link that was followed, or given back by the closing
 * navigation drawer to the button that opened it (`data-drawer-opener`).
 */
function isFree(active: Element | null, origin: Element | null) {
  if (!active || active === active.ownerDocument.body || active === origin) return true;
  return active.hasAttribute('data-drawer-opener');
}

export function useHeadingFocusOnNavigate(main: RefObject<HTMLElement | null>) {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    const root = main.current;
    if (!root || shown.current === location) return;
    shown.current = location;
    const doc = root.ownerDocument;
    const origin = doc.activeElement;
    if (origin && origin !== doc.body && root.contains(origin) && origin.isConnected) return;
    // The heading may come later (a lazy screen, a record still loading): wait for it until the user acts.
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading || heading === doc.activeElement || !isFree(doc.activeElement, origin)) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    };
    const observer = new MutationObserver(focusHeading);
    // The drawer hands the focus back to its menu button after the new page has taken it: taken back.
    const stop = () => {
      observer.disconnect();
      doc.removeEventListener('focusin', focusHeading);
    };
    focusHeading();
    observer.observe(root, { childList: true, subtree: true });
    doc.addEventListener('focusin', focusHeading);
    doc.addEventListener('keydown', stop, { once: true, capture: true });
    doc.addEventListener('pointerdown', stop, { once: true, capture: true });
    return () => {
      stop();
      doc.removeEventListener('keydown', stop, { capture: true });
      doc.removeEventListener('pointerdown', stop, { capture: true });
    };
  }, [location, main]);
}
