/** The root of a dialog machine that loads first and that its screen may close at any moment (Esc, Close). */

/** Starts in `loading`; `dialog.cancel`, from whatever state, ends it in its final `cancelled` state. */
export const LOADING_DIALOG = { initial: 'loading', on: { 'dialog.cancel': '.cancelled' } } as const;
