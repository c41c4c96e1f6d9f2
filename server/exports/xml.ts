/**
 * XML for the packages, built with fast-xml-parser's XMLBuilder so every text and attribute is escaped. Element
 * objects use `@_name` for attributes, `#text` for text and `#comment` for a comment; arrays repeat an element.
 */
import { XMLBuilder } from 'fast-xml-parser';

export type XmlNode = { [name: string]: XmlValue };
export type XmlValue =
  string | number | boolean | XmlNode | readonly XmlNode[] | readonly string[] | undefined;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
  commentPropName: '#comment',
});

/** A whole XML document: declaration plus one root element. */
export function xmlDocument(root: XmlNode): string {
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...root }) as string;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The readable text of a rich-text (HTML) field, such as a question title: tags dropped, entities decoded, spaces
 * collapsed. Only for HTML: plain text (quiz and activity titles, options) goes through `textField`, since `<` and
 * `&` in plain text are characters, not markup.
 */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A plain-text field as a package writes it: every character kept, runs of white space read as one space. */
export function textField(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
