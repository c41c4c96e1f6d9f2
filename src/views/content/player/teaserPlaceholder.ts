/**
 * The image a broken or missing teaser falls back to: a plain, neutral 16:9 card with no words and no sign, so it
 * reads the same in every language, leaves the player's play sign alone on it, and says nothing the page does not
 * know (a poster that fails to load offline is not a video "coming soon"). Where words are needed the view writes
 * them from the catalog.
 */
export const TEASER_PLACEHOLDER = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1e293b"/></svg>',
)}`;
