/**
 * The material of QTI 1.2 items (IMS, Common Cartridge, Canvas, Blackboard, ILIAS): its text as plain text or HTML
 * and its images, never the feedback, hints or solutions an item carries.
 */
import { imagesInHtml } from '../exports/questionImages';
import { escapeHtml, plainText } from '../exports/xml';
import type { ImportedImage } from './importedQuiz';
import { mathInText } from './mathText';
import { paragraph, withoutRubyReadings } from './questionText';
import { elements, descendants, parseXml, textOf, type XmlElement } from './xmlTree';

/**
 * MathML written inside HTML text: each well-formed `<math>` becomes its equation or plain-text formula (ADR 390;
 * escaped, so the HTML stays HTML until it is reduced to text); anything else is left as is.
 */
function htmlMath(html: string): string {
  return html.replace(/<((?:[\w-]+:)?math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, (whole: string) => {
    try {
      return escapeHtml(mathInText(parseXml(new TextEncoder().encode(whole), 'math')));
    } catch {
      return whole;
    }
  });
}

/** Feedback, hints and solutions: shown after answering, never part of a question or an option. */
const NOT_SHOWN = new Set(['itemfeedback', 'hint', 'solution', 'feedback']);
/** The parts of a presentation that are answers, not the question. */
export const RESPONSE = /^(response_|render_)/;

/** The text elements of material: `mattext` (plain, HTML or XHTML), `matemtext`, Blackboard's `mat_formattedtext`. */
export function textParts(node: XmlElement, skip: RegExp | undefined = undefined): XmlElement[] {
  return elements(node).flatMap((c) =>
    NOT_SHOWN.has(c.name) || (skip && skip.test(c.name))
      ? []
      : c.name === 'mattext' || c.name === 'matemtext' || c.name === 'mat_formattedtext'
        ? [c]
        : textParts(c, skip),
  );
}

const isHtml = (part: XmlElement) =>
  part.name === 'mat_formattedtext' || /^text\/x?html$/i.test(part.attributes.texttype ?? '');

/** The HTML of a text part written as HTML, its MathML and ruby readings as text. */
const htmlOf = (part: XmlElement) => htmlMath(withoutRubyReadings(textOf(part)));

/** The plain text of material: HTML reduced to its text, plain text as written. */
export function partsText(parts: readonly XmlElement[]): string {
  return parts
    .map((m) => (isHtml(m) ? plainText(htmlOf(m)) : textOf(m)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const partsHtml = (parts: readonly XmlElement[]) =>
  parts.map((m) => (isHtml(m) ? htmlOf(m) : paragraph(textOf(m)))).join('');

/** The images of material: `<matimage uri>` and the `<img>`s of HTML text. */
export function materialImages(node: XmlElement, skip: RegExp | undefined = undefined): ImportedImage[] {
  const found: ImportedImage[] = [];
  const walk = (n: XmlElement) => {
    for (const c of elements(n)) {
      if (NOT_SHOWN.has(c.name) || (skip && skip.test(c.name))) continue;
      if (c.name === 'matimage' && c.attributes.uri?.trim())
        found.push({ src: c.attributes.uri.trim(), alt: c.attributes.label ?? '' });
      else if (c.name === 'mattext' || c.name === 'mat_formattedtext')
        found.push(
          ...(isHtml(c) ? imagesInHtml(textOf(c)) : []),
          ...descendants(c, 'img').flatMap((i) =>
            i.attributes.src ? [{ src: i.attributes.src, alt: i.attributes.alt ?? '' }] : [],
          ),
        );
      else walk(c);
    }
  };
  walk(node);
  return found;
}
