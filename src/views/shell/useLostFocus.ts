/**
 * Where the keyboard focus goes when the control it was on goes away (ADR 278). A confirmed delete hides its row, and
 * with it the row's menu button the focus was on: the browser drops the focus to the page, and a keyboard user
 * starts again from the top. The notification that follows (its Undo) takes the focus instead, and when it leaves
 * with the focus in it, the focus goes back to the control it came from if that is on the page again (the row Undo
 * restored), or to the page's heading. Only a keyboard user's focus is moved: one who deleted with the pointer
 * keeps the page as it is, and the notice its usual lifetime.
 */
import { useEffect, useMemo, useRef } from 'react';

export interface LostFocus {
  /**
   * Offers a control (a notification's Undo) to take the focus if it was lost, now or when it is lost before the
   * user next acts. Returns the withdrawal, for when the control goes.
   */
  readonly offer: (take: () => void) => () => void;
  /** Gives the focus back to the page after the notification holding it has gone. */
  readonly giveBack: () => void;
}

function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // A document without the selector (a test's DOM): no ring, no keyboard.
  }
}

const isShown = (element: Element) => element.isConnected && element.getClientRects().length > 0;

/** The control with the same name in the page (the row's menu button rendered again), when only one has it. */
function sameControl(main: HTMLElement, lost: HTMLElement): HTMLElement | null {
  const label = lost.getAttribute('aria-label');
  if (lost.id) {
    const byId = main.ownerDocument.getElementById(lost.id);
    if (byId && main.contains(byId)) return byId;
  }
  if (!label) return null;
  const named = [...main.querySelectorAll<HTMLElement>(lost.tagName)].filter(
    (element) => element.getAttribute('aria-label') === label && isShown(element),
  );
  return named.length === 1 ? named[0]! : null;
}

interface Place {
  readonly element: HTMLElement;
  /** Reached by keyboard (the browser drew its focus ring): a pointer user's focus is left alone. */
  readonly byKeyboard: boolean;
}

/** How long a control the focus is to go back to may take to be drawn again (a list read again). */
const WATCH_MS = 5000;

/** Dialogs and menus are not the page: the focus goes into them and comes back. */
const OVERLAY = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"],[data-notifications]';

export function useLostFocus(): LostFocus {
  const state = useRef<{
    /** The last control of the page (inside `main`, not a dialog or a menu) the focus was on. */
    last: Place | null;
    /** The page's control the focus left for a dialog or a menu. */
    opener: Place | null;
    /** Where the focus came back to from a dialog or a menu, and the control it had left, until the user acts. */
    returned: { readonly to: HTMLElement; readonly opener: Place } | null;
    /** The control whose going a notification took the focus for: where the focus goes back to. */
    lostFrom: Place | null;
    /** The controls offered to take a lost focus, the newest last. */
    offers: (() => void)[];
    /** Ends the wait for a control to come back after the focus was given to the heading. */
    stopWatching: (() => void) | null;
  }>({ last: null, opener: null, returned: null, lostFrom: null, offers: [], stopWatching: null });

  const focus = useMemo(() => {
    const now = state.current;
    const fallen = () => {
      const active = document.activeElement;
      return active === null || active === document.body;
    };
    const gone = (place: Place | null): place is Place =>
      place !== null && place.byKeyboard && !isShown(place.element);
    /** The control the focus was lost from, if it was: fallen to the page, or given back to another one. */
    const lostFrom = () => {
      const from = fallen()
        ? now.last
        : now.returned?.to === document.activeElement
          ? now.returned.opener
          : null;
      return gone(from) ? from : null;
    };
    const takeIfLost = () => {
      const from = lostFrom();
      const take = now.offers.at(-1);
      if (!from || !take) return;
      now.lostFrom = from;
      now.returned = null;
      take();
    };
    return {
      stopWatching: () => now.stopWatching?.(),
      track: (event: FocusEvent) => {
        const target = event.target;
        if (!(target instanceof HTMLElement)) return;
        if (!target.closest('main') || target.closest(OVERLAY)) {
          // Into a dialog or a menu (or the notifications): the page's control it left is remembered.
          if (!target.closest('[data-notifications]')) now.opener ??= now.last;
          return;
        }
        // A dialog or a menu closing gives the focus back to its opener, or, that gone, to another control it had.
        if (now.opener) now.returned = { to: target, opener: now.opener };
        now.opener = null;
        now.last = { element: target, byKeyboard: focusVisible(target) };
        takeIfLost();
      },
      // The key that closed the dialog comes before the focus it gives back; a key or a click after it is the user's.
      userActs: () => {
        now.returned = null;
        now.offers = [];
        now.stopWatching?.();
      },
      api: {
        offer: (take: () => void) => {
          now.offers.push(take);
          takeIfLost();
          return () => {
            now.offers = now.offers.filter((offered) => offered !== take);
          };
        },
        giveBack: () => {
          // After the frame Undo's restored row is drawn in.
          requestAnimationFrame(() => {
            const main = document.querySelector<HTMLElement>('main');
            const from = (now.lostFrom ?? now.last)?.element ?? null;
            now.lostFrom = null;
            if (!fallen() || !main) return;
            const find = () => (from && isShown(from) ? from : from ? sameControl(main, from) : null);
            const back = find();
            if (back) return back.focus();
            const heading = main.querySelector<HTMLElement>('h1');
            if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
            const holder = heading ?? main;
            holder.focus();
            // A list read again after Undo draws its rows a moment later: the control, once back, takes the focus
            // from the heading, unless the user has moved on.
            if (!from) return;
            const watch = new MutationObserver(() => {
              const again = document.activeElement === holder ? find() : null;
              if (again) again.focus();
              if (again || document.activeElement !== holder) stopWatching();
            });
            const stopWatching = () => {
              watch.disconnect();
              clearTimeout(timer);
              now.stopWatching = null;
            };
            const timer = setTimeout(stopWatching, WATCH_MS);
            now.stopWatching?.();
            now.stopWatching = stopWatching;
            watch.observe(main, { childList: true, subtree: true });
          });
        },
      } satisfies LostFocus,
    };
  }, []);

  useEffect(() => {
    const { track, userActs } = focus;
    document.addEventListener('focusin', track);
    document.addEventListener('keydown', userActs, true);
    document.addEventListener('pointerdown', userActs, true);
    return () => {
      focus.stopWatching();
      document.removeEventListener('focusin', track);
      document.removeEventListener('keydown', userActs, true);
      document.removeEventListener('pointerdown', userActs, true);
    };
  }, [focus]);
  return focus.api;
}
