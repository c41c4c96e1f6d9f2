/**
 * The equations of a SCORM package (ADR 390), drawn once by the server: every `\( … \)` and `\[ … \]` in the texts
 * of the player's data, as a tree of MathML Core elements and attributes (src/domain/shared/mathMl.ts) the player
 * builds with the DOM. No converter travels in the package and the player parses no markup; an equation the
 * converter cannot read is left out, and the player shows it as written.
 */
import { strToU8 } from 'fflate';
import { MATHML_ATTRIBUTES, MATHML_TAGS } from '../../src/domain/shared/mathMl';
import { splitMath } from '../../src/domain/shared/mathText';
import { mayHoldMath } from '../../src/domain/shared/mayHoldMath';
import { parseXml, type XmlChild } from '../imports/xmlTree';
import { mathMl } from './mathMarkup';

/** A MathML element as the player builds it: its name, attributes and children (text or elements). */
export interface MathTree {
  readonly n: string;
  readonly a?: Readonly<Record<string, string>>;
  readonly c?: readonly (MathTree | string)[];
}

const TAGS: ReadonlySet<string> = new Set(MATHML_TAGS);
const ATTRIBUTES: ReadonlySet<string> = new Set(MATHML_ATTRIBUTES);

/** The key the player looks an equation up by: `(` or `[` for inline or displayed, then its LaTeX. */
export const scormMathKey = (latex: string, display: boolean) => `${display ? '[' : '('}${latex}`;

/** MathML Core's part of a parsed element: other elements give their content, other attributes go. */
function tree(node: XmlChild): (MathTree | string)[] {
  if (typeof node === 'string') return node === '' ? [] : [node];
  const children = node.children.flatMap(tree);
  if (!TAGS.has(node.name) || node.name === 'annotation') return node.name === 'annotation' ? [] : children;
  const kept = Object.entries(node.attributes).filter(([name]) => ATTRIBUTES.has(name));
  return [
    {
      n: node.name,
      ...(kept.length > 0 ? { a: Object.fromEntries(kept) } : {}),
      ...(children.length > 0 ? { c: children } : {}),
    },
  ];
}

/** One equation's tree, or undefined when the converter cannot read it. */
function drawn(latex: string, display: boolean): MathTree | undefined {
  const markup = mathMl(latex, display, false);
  if (markup === undefined) return undefined;
  try {
    const [math] = tree(parseXml(strToU8(markup), 'math.xml'));
    return typeof math === 'object' ? math : undefined;
  } catch {
    return undefined;
  }
}

/** Every string in a value, however deep. */
function stringsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const entry of value) stringsOf(entry, found);
  else if (value !== null && typeof value === 'object')
    for (const entry of Object.values(value)) stringsOf(entry, found);
  return found;
}

/** The equations in the texts of the player's data, each once, by scormMathKey. */
export function scormMath(data: unknown): Record<string, MathTree> {
  const equations: Record<string, MathTree> = {};
  for (const text of stringsOf(data)) {
    if (!mayHoldMath(text)) continue;
    for (const segment of splitMath(text)) {
      if (segment.kind !== 'math') continue;
      const key = scormMathKey(segment.latex, segment.display);
      if (Object.hasOwn(equations, key)) continue;
      const math = drawn(segment.latex, segment.display);
      if (math) equations[key] = math;
    }
  }
  return equations;
}
