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
