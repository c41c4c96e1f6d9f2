/**
 * After moving to another page, the focus goes to the new page's main heading (h1), as a screen reader user
 * expects from a page load, instead of staying on the menu link. A move inside the page (a tab, a sort) leaves
 * the focus where the user put it; a page that takes the focus itself (a field, a dialog) keeps it.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

function isFree(active: Element | null, origin: Element | null) {
  return !active || active === active.ownerDocument.body || active === origin;
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
    const stop = () => observer.disconnect();
    focusHeading();
    observer.observe(root, { childList: true, subtree: true });
    doc.addEventListener('keydown', stop, { once: true, capture: true });
    doc.addEventListener('pointerdown', stop, { once: true, capture: true });
    return () => {
      stop();
      doc.removeEventListener('keydown', stop, { capture: true });
      doc.removeEventListener('pointerdown', stop, { capture: true });
    };
  }, [location, main]);
}
