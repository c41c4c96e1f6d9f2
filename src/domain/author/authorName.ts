/**
 * An author's page address (SPEC section 2: `/author/{name with spaces replaced by underscores}`, ADR 318): the name
 * with each space an underscore, and back. A name is matched exactly as the articles spell it; an address that names
 * nobody is a not-found page, not an empty one.
 *
 * @publicModule the desk's article screen and the Add Video dialog link an article's authors to their pages.
 */
import { hasBadCharacter, TEXT_MAX } from '../shared/fields';

/** The segment of `/author/{segment}` for a name: spaces (and runs of white space) become underscores. */
export const authorSegment = (name: string): string => name.trim().replace(/\s+/g, '_');

/** The console path of an author's page. */
export const authorPath = (name: string): string => `/author/${encodeURIComponent(authorSegment(name))}`;

/** A segment as the router or the server gave it, its percent-escapes read when any are left. */
function decoded(segment: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(segment)) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The name an address segment stands for: underscores read as spaces, trimmed. Null when it cannot be a name (empty,
 * too long, a NUL or lone surrogate).
 */
export function authorNameOf(segment: string): string | null {
  const name = decoded(segment).replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  if (name === '' || name.length > TEXT_MAX.personName || hasBadCharacter(name)) return null;
  return name;
}
