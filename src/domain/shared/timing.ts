/** Business constants of time (SPEC section 9), in milliseconds. */
export const NOTIFICATION_LIFETIME_MS = 4000;
export const SEARCH_DEBOUNCE_MS = 300;
export const ARTICLE_PICKER_DEBOUNCE_MS = 500;
