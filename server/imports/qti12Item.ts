/**
 * What every QTI 1.2 item (IMS, Common Cartridge profile, Canvas, Blackboard, ILIAS) is read by, whatever its type:
 * its declared type, its response elements and the points its response conditions give. The question types read
 * the rest (src/questionTypes/<type>/server/qti12Reader.ts).
 */
import { partsText, textParts } from './qti12Material';
import { child, descendants, elements, textOf, type XmlElement } from './xmlTree';

/** One item as the question types' QTI 1.2 readers take it. */
export interface Qti12Source {
  readonly item: XmlElement;
  /** The item's name in the report: its title, else its identifier. */
  readonly label: string;
  /** The type the item is declared as (Canvas's question_type, the CC profile, ILIAS's, Blackboard's). */
  readonly declared?: string;
  readonly presentation?: XmlElement;
  /** The names of the response elements of the presentation (`response_lid`, `response_str`, …), in order. */
  readonly responses: readonly XmlElement[];
}

export function metadata(item: XmlElement, label: string): string | undefined {
  for (const field of descendants(item, 'qtimetadatafield')) {
    const name = textOf(child(field, 'fieldlabel') ?? '');
    if (name === label) return textOf(child(field, 'fieldentry') ?? '');
  }
  return undefined;
}

/** The type the item is declared as: Canvas's question_type, the CC profile, ILIAS's QUESTIONTYPE, Blackboard's. */
function declaredType(item: XmlElement): string | undefined {
  const blackboard = descendants(item, 'bbmd_questiontype')[0];
  return (
    metadata(item, 'question_type') ??
    metadata(item, 'cc_profile') ??
    metadata(item, 'QUESTIONTYPE') ??
    (blackboard ? textOf(blackboard) : undefined)
  );
}

export function walkNames(node: XmlElement): string[] {
  return elements(node).flatMap((c) => [c.name, ...walkNames(c)]);
}

const RESPONSE_ELEMENT = /^response_(?!label)/;

function responseElements(node: XmlElement): XmlElement[] {
  return elements(node).flatMap((c) =>
    RESPONSE_ELEMENT.test(c.name) ? [c, ...responseElements(c)] : responseElements(c),
  );
}

/**
 * What the report calls an item Blackboard wrote, which has neither title nor identifier: the start of its question
 * block's text, as Moodle names it (ADR 382).
 */
function blackboardLabel(presentation: XmlElement | undefined): string | undefined {
  const question = presentation
    ? descendants(presentation, 'flow').find((f) => f.attributes.class === 'QUESTION_BLOCK')
    : undefined;
  const text = question ? partsText(textParts(question)) : '';
  if (text === '') return undefined;
  return text.length > 40 ? `${text.slice(0, 40).trimEnd()}…` : text;
}

export function qti12Source(item: XmlElement): Qti12Source {
  const presentation = child(item, 'presentation');
  const declared = declaredType(item);
  return {
    item,
    label: item.attributes.title ?? item.attributes.ident ?? blackboardLabel(presentation) ?? 'item',
    ...(declared === undefined ? {} : { declared }),
    ...(presentation ? { presentation } : {}),
    responses: presentation ? responseElements(presentation) : [],
  };
}

/** The declared type in lower case, for comparing with the names exporters write. */
export const declaredAs = (source: Qti12Source) => source.declared?.toLowerCase();

/** What an item is named by in the report when it is skipped: its declared type, else its response elements. */
export function qti12TypeName(source: Qti12Source): string {
  if (source.declared) return source.declared;
  const names = [...new Set(source.responses.map((r) => r.name))];
  return names.join(', ') || 'no response';
}

/** The item's one `response_lid` with one `render_choice`, when it has exactly that and no other response. */
export function choiceResponse(source: Qti12Source): XmlElement | undefined {
  const lids = source.responses.filter((r) => r.name === 'response_lid');
  const choice =
    lids.length === 1 &&
    lids.length === source.responses.length &&
    descendants(lids[0]!, 'render_choice').length === 1;
  return choice ? lids[0] : undefined;
}

/** The item's one typed response, when it has exactly one response and it is typed. */
export function typedResponse(source: Qti12Source): XmlElement | undefined {
  const only = source.responses.length === 1 ? source.responses[0] : undefined;
  return only?.name === 'response_str' &&
    only.children.some((c) => typeof c === 'object' && c.name === 'render_fib')
    ? only
    : undefined;
}

/** Whether a typed response asks for a number (`fibtype` Integer, Decimal or Scientific). */
export const asksNumber = (response: XmlElement) =>
  response.children.some(
    (c) =>
      typeof c === 'object' &&
      c.name === 'render_fib' &&
      /^(integer|decimal|scientific|float)$/i.test(c.attributes.fibtype ?? ''),
  );

/** A type's claim: the item's declared type when it says one, else what `undeclared` finds in the item. */
export const claimsDeclared =
  (declared: ReadonlySet<string>, undeclared: (source: Qti12Source) => boolean) =>
  (source: Qti12Source): boolean => {
    const type = declaredAs(source);
    return type !== undefined ? declared.has(type) : undeclared(source);
  };

/** The claim of a type answered by typing: the declared type, else one typed response that `fits`. */
export const claimsTyped = (
  declared: ReadonlySet<string>,
  fits: (response: XmlElement, source: Qti12Source) => boolean,
) =>
  claimsDeclared(declared, (source) => {
    const response = typedResponse(source);
    return response !== undefined && fits(response, source);
  });

/** Points a `setvar` gives: its number, or full points for Blackboard's `SCORE.max`; 0 when it takes points. */
export function pointsOf(setvar: XmlElement): number {
  if (/^subtract$/i.test(setvar.attributes.action ?? '')) return 0;
  const value = textOf(setvar);
  const number = Number(value);
  if (value !== '' && Number.isFinite(number)) return number;
  return /max/i.test(value) ? Number.POSITIVE_INFINITY : 0;
}

/** The most points any `setvar` of a response condition gives (0 when none gives any). */
export const conditionPoints = (condition: XmlElement) =>
  Math.max(0, ...elements(condition, 'setvar').map(pointsOf));

/** Response label → the most points a condition selecting it gives (negated selections excluded). */
export function pointsByLabel(item: XmlElement): Map<string, number> {
  const points = new Map<string, number>();
  for (const condition of descendants(item, 'respcondition')) {
    const given = conditionPoints(condition);
    if (given <= 0) continue;
    const conditionVar = child(condition, 'conditionvar');
    if (!conditionVar) continue;
    const collect = (node: XmlElement) => {
      for (const c of elements(node)) {
        if (c.name === 'not') continue;
        if (c.name === 'varequal') {
          const ident = textOf(c);
          points.set(ident, Math.max(points.get(ident) ?? 0, given));
        } else collect(c);
      }
    };
    collect(conditionVar);
  }
  return points;
}
