/**
 * What a source item says of its points and feedback, read straight from the file's text (regular expressions, not
 * the console's readers), as a check on the import measure (scripts/importCoverage.ts): an item counts as carried
 * exactly only when the question stored from it has the same points and every feedback text it gave.
 *
 * QTI 1.2 (IMS, Canvas, Common Cartridge): `points_possible` or `cc_weighting`, and every `itemfeedback`. QTI 2.x:
 * the `MAXSCORE` outcome's default (else SCORE's `normalMaximum`), and every `modalFeedback`, `feedbackInline` and
 * `feedbackBlock` but a hint's or a solution's, which travel as hints.
 */
import type { ImportedQuestion } from '../server/imports/importedQuiz';

/** One item of a file: its name, its words, the points it states (absent: none stated), its feedback texts. */
export interface SourceFacts {
  readonly name: string;
  readonly text: string;
  readonly points?: number;
  readonly feedback: readonly string[];
}

const ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

/** A text as words to compare: markup and escaped markup gone, letters and digits only, lower case. */
export function comparable(text: string): string {
  const once = decode(text.replace(/<[^>]*>/g, ' '));
  return decode(once.replace(/<[^>]*>/g, ' '))
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const attribute = (tag: string, name: string) =>
  decode(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1] ?? '');

const blocks = (xml: string, element: string) =>
  [
    ...xml.matchAll(
      new RegExp(`<(?:\\w+:)?${element}\\b[^>]*?(?:/>|>[\\s\\S]*?</(?:\\w+:)?${element}>)`, 'g'),
    ),
  ].map((match) => match[0]);

const numberIn = (text: string | undefined) => {
  const value = Number((text ?? '').trim());
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

function qti12Facts(item: string): SourceFacts {
  const field = (label: string) =>
    new RegExp(`<fieldlabel>\\s*${label}\\s*</fieldlabel>\\s*<fieldentry>([^<]*)</fieldentry>`).exec(
      item,
    )?.[1];
  const feedback = blocks(item, 'itemfeedback')
    .map((block) => comparable(block))
    .filter((text) => text !== '');
  const points = numberIn(field('points_possible') ?? field('cc_weighting'));
  return {
    name: attribute(item.slice(0, item.indexOf('>')), 'title'),
    text: comparable(item),
    ...(points === undefined ? {} : { points }),
    feedback,
  };
}

const HINTS = /identifier="[^"]*(HINT|SOLUTION|hint|solution)[^"]*"|outcomeIdentifier="(?:SOLUTION|HINT\w*)"/;

function qti2Facts(item: string): SourceFacts {
  const outcome = (identifier: string) =>
    blocks(item, 'outcomeDeclaration').find(
      (o) => attribute(o.slice(0, o.indexOf('>')), 'identifier') === identifier,
    );
  const max = outcome('MAXSCORE');
  const fromMax = max ? numberIn(/<(?:\w+:)?value[^>]*>([^<]*)</.exec(max)?.[1]) : undefined;
  const score = outcome('SCORE');
  const points =
    fromMax ?? (score ? numberIn(attribute(score.slice(0, score.indexOf('>')), 'normalMaximum')) : undefined);
  const feedback = ['modalFeedback', 'feedbackInline', 'feedbackBlock']
    .flatMap((element) => blocks(item, element))
    .filter((block) => !HINTS.test(block.slice(0, block.indexOf('>'))))
    .map((block) => comparable(block))
    .filter((text) => text !== '');
  return {
    name: attribute(item.slice(0, item.indexOf('>')), 'title'),
    text: comparable(item),
    ...(points === undefined ? {} : { points }),
    feedback,
  };
}

/** Every item of a file's text with what it says of its points and feedback. */
export function sourceFacts(xml: string): SourceFacts[] {
  const text = xml.replace(/<!--[\s\S]*?-->/g, '');
  if (/<(\w+:)?questestinterop\b/.test(text)) return blocks(text, 'item').map(qti12Facts);
  if (/<(\w+:)?assessmentItem\b/.test(text)) return blocks(text, 'assessmentItem').map(qti2Facts);
  return [];
}

/** Every feedback text a stored question holds: general, by outcome, each option's, and whatever its definition calls feedback. */
export function storedFeedback(question: ImportedQuestion): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/feedback/i.test(key) && value.trim() !== '') found.push(comparable(value));
    } else if (Array.isArray(value)) for (const entry of value) walk(entry, key);
    else if (value && typeof value === 'object')
      for (const [name, entry] of Object.entries(value)) walk(entry, /feedback/i.test(key) ? key : name);
  };
  walk(question.feedback, 'feedback');
  walk(question.outcomeFeedback, 'feedback');
  walk(question.optionFeedback, 'feedback');
  walk(question.definition, 'definition');
  return found;
}

/** What a stored question differs in from its source item: its points, feedback texts it does not hold. */
export function factDifferences(facts: SourceFacts, questions: readonly ImportedQuestion[]): string[] {
  const differences: string[] = [];
  const asked = questions.filter((q) => q.questionType !== 'textBlock');
  const points = asked.reduce((sum, q) => sum + (q.points ?? 1), 0);
  if (facts.points !== undefined && facts.points > 0 && asked.length === 1 && points !== facts.points)
    differences.push(`points ${facts.points} read as ${points}`);
  const held = questions.flatMap(storedFeedback).join('|');
  for (const feedback of facts.feedback)
    if (!held.includes(feedback)) differences.push(`feedback "${feedback.slice(0, 40)}" not held`);
  return differences;
}

/**
 * Where a stored item (its questions) differs from the source item it came from, found by its name where the question
 * keeps one and by its text: none when one such item matches; undefined when no source item is found (not checked).
 */
export function sourceDifferences(
  questions: readonly ImportedQuestion[],
  sources: readonly SourceFacts[],
): string[] | undefined {
  const first = questions[0];
  if (!first) return undefined;
  // The text's pieces between blanks, each as words; failing that, its first words (maths is written otherwise).
  const pieces = first.title
    .split(/_{3,}|\[[^\]]*\]/)
    .map(comparable)
    .filter((piece) => piece !== '');
  const named = first.name === undefined ? [] : sources.filter((source) => source.name === first.name);
  const pool = named.length > 0 ? named : sources;
  const byText = pool.filter((source) => pieces.every((piece) => source.text.includes(piece)));
  const start = comparable(first.title).slice(0, 12);
  const candidates = byText.length > 0 ? byText : pool.filter((source) => source.text.includes(start));
  if (candidates.length === 0) return undefined;
  const each = candidates.map((candidate) => factDifferences(candidate, questions));
  return each.find((differences) => differences.length === 0) ?? each[0];
}
