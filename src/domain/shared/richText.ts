/**
 * Pure helpers over the rich text the editors produce (TipTap HTML), for the console and the server alike: no DOM,
 * so the same checks run in the browser and in Node.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text a reader sees of a rich-text value: tags removed, common entities decoded, trimmed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

/** Whether the rich text shows an image (an `<img>` with a source). */
export function hasImage(html: string): boolean {
  return /<img\b[^>]*\bsrc\s*=\s*(["'])\s*[^"'\s][^"']*\1/i.test(html);
}

/**
 * The inline marks the rich-text editors write (bold, italic, underline, strike, highlight, sub- and superscript,
 * and the span that carries a colour): every kind of stored rich text keeps them.
 */
export const INLINE_MARK_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'span', 'mark', 'sub', 'sup'] as const;

/**
 * The markup an imported question's rich text keeps (a reading passage, a table, emphasis, lists, formulas written
 * as sub- and superscripts): what the question view shows, no images (they travel beside the text), no scripts,
 * styles, forms or media. The server sanitises imported HTML against this list.
 */
export const QUESTION_HTML_TAGS = [
  'p',
  'br',
  'div',
  ...INLINE_MARK_TAGS,
  'code',
  'pre',
  'blockquote',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
] as const;
export const QUESTION_HTML_ATTRIBUTES = ['href', 'colspan', 'rowspan', 'scope'] as const;
