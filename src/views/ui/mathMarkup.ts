/**
 * LaTeX to MathML (ADR 387) with temml: MathML only, mhchem's `\ce` and `\pu` built in, no links or HTML (`trust`
 * is off). Loaded only where a text has an equation (MathText, RichTextView): temml stays out of every first
 * script. What it writes goes through the console's sanitiser like any stored markup.
 */
import temml from 'temml';
import { splitMath } from '../../domain/shared/mathText';
import { sanitizeRichText } from './sanitizeRichText';

type MathMarkup = { readonly markup: string } | { readonly error: string };

/** Bounds a macro's expansion, so a looping definition is an error rather than a frozen page. */
const MAX_EXPAND = 500;

/** One equation as sanitised MathML, or why the converter could not read it. */
export function mathMarkup(latex: string, display: boolean): MathMarkup {
  try {
    const markup = temml.renderToString(latex, {
      displayMode: display,
      throwOnError: true,
      trust: false,
      maxExpand: MAX_EXPAND,
    });
    return { markup: sanitizeRichText(markup) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** An equation that cannot be read: its name, then its source as written, and the converter's reason on hover. */
function mathErrorElement(source: string, error: string, label: string): HTMLElement {
  const wrapper = document.createElement('span');
  wrapper.className = MATH_ERROR_CLASS;
  wrapper.title = error;
  const name = document.createElement('strong');
  name.textContent = `${label}:`;
  const code = document.createElement('code');
  code.textContent = source;
  wrapper.append(name, ' ', code);
  return wrapper;
}

export const MATH_ERROR_CLASS =
  'math-error rounded border border-red-700 px-1 text-red-800 box-decoration-clone';

/** Text nodes where an equation is not read: code, and MathML that is already there. */
const NOT_READ = 'code, pre, math, script, style, textarea';

/**
 * Sanitised rich text with its equations shown as MathML: each text node outside code is cut with splitMath and its
 * equations replaced, then the whole is sanitised again.
 */
export function withMath(html: string, errorLabel: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Text) || node.parentElement?.closest(NOT_READ)) continue;
    texts.push(node);
  }
  for (const text of texts) {
    const segments = splitMath(text.data);
    if (segments.length === 1 && segments[0]?.kind === 'text' && segments[0].text === text.data) continue;
    const pieces = segments.map((segment): Node => {
      if (segment.kind === 'text') return document.createTextNode(segment.text);
      const result = mathMarkup(segment.latex, segment.display);
      if ('error' in result) return mathErrorElement(segment.source, result.error, errorLabel);
      const math = document.createElement('template');
      math.innerHTML = result.markup;
      return math.content;
    });
    text.replaceWith(...pieces);
  }
  return sanitizeRichText(template.innerHTML);
}
