/**
 * GIFT, Moodle's text format for questions (question/format/gift in Moodle): questions separated by blank lines,
 * `//` comment lines, `::name::`, `$CATEGORY:` lines, answers in `{ }` (`=right ~wrong`, `~%50%weighted`,
 * `#feedback`, `####general feedback`), `{T}`/`{F}` for true/false, `[html]`/`[markdown]` text formats and the
 * escapes `\~ \= \# \{ \} \: \n \\` (server/imports/giftSyntax.ts). Each question is read by the question type that
 * claims the type Moodle reads its answers as (src/questionTypes/<type>/server); descriptions and the types no question type
 * claims are skipped with their type and why. Feedback never becomes option text.
 */
import { notSupportedYet } from '../../src/questionTypes/shared/server/registry';
import { readWithTypes } from '../../src/questionTypes/shared/server/readWithTypes';
import { giftShape, plain, protect, restore, shownText, type GiftShape, type GiftSource } from './giftSyntax';
import { withSourceKind } from './importedQuiz';
import { categoryName } from './moodleQuestion';
import { itemName, type ReadEntry } from './questionDraft';

/** Why a GIFT question is skipped: a description, braces not closed, or a type the console does not hold yet. */
export const GIFT_REASONS = {
  description: 'A description is text shown between questions, not a question.',
  essay: notSupportedYet('essay'),
  numerical: notSupportedYet('numeric'),
  matching: notSupportedYet('matching'),
  shortAnswer: notSupportedYet('shortAnswer'),
  braces: 'The answers are not closed: a { has no matching } (write \\{ or \\} for the characters).',
} as const;

/** The type the report names a question by, and why it is skipped when no question type reads it. */
const SHAPES: Readonly<Record<GiftShape, { type: string; reason: string }>> = {
  essay: { type: 'essay', reason: GIFT_REASONS.essay },
  numerical: { type: 'numerical', reason: GIFT_REASONS.numerical },
  multichoice: { type: 'multiple choice', reason: GIFT_REASONS.braces },
  match: { type: 'matching', reason: GIFT_REASONS.matching },
  truefalse: { type: 'true/false', reason: GIFT_REASONS.braces },
  shortanswer: { type: 'short answer', reason: GIFT_REASONS.shortAnswer },
  description: { type: 'description', reason: GIFT_REASONS.description },
};

const atLine = (reason: string, line: number) => `${reason} (line ${line})`;

/** A block of the file: a category switch, a question to read, or a block skipped before any type reads it. */
type GiftBlock =
  | Extract<ReadEntry, { kind: 'category' | 'skipped' }>
  | { readonly kind: 'source'; readonly source: GiftSource };

function blockOf(block: string, line: number): GiftBlock {
  let text = block.trim();
  if (text.startsWith('$CATEGORY:')) {
    const name = categoryName(restore(text.slice('$CATEGORY:'.length).split('\n')[0]!));
    return { kind: 'category', ...(name !== undefined ? { name } : {}) };
  }
  let name = '';
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) {
      name = plain(text.slice(2, end));
      text = text.slice(end + 2).trim();
    } else text = text.slice(2);
  }
  const start = text.indexOf('{');
  const end = start < 0 ? -1 : text.indexOf('}', start);
  const skip = (type: string, reason: string): GiftBlock => ({
    kind: 'skipped',
    item: itemName({ name, text: shownText(text) }),
    type,
    reason: atLine(reason, line),
  });
  // Text without an answer section: Moodle's description, read by the text block (ADR 260).
  if (start < 0 && !text.includes('}'))
    return { kind: 'source', source: { name, line, shape: 'description', questionText: text, answers: '' } };
  if (start < 0 || end < 0) return skip('unreadable', GIFT_REASONS.braces);

  // Answers at the end follow the question; answers inside the text leave a blank (Moodle's missing word).
  const questionText = text.endsWith('}')
    ? text.slice(0, start) + text.slice(end + 1)
    : `${text.slice(0, start)}_____${text.slice(end + 1)}`;
  let answers = text.slice(start + 1, end).trim();
  const general = answers.lastIndexOf('####');
  const generalFeedback = general >= 0 ? answers.slice(general + 4).trim() : '';
  if (general >= 0) answers = answers.slice(0, general).trim();
  return {
    kind: 'source',
    source: {
      name,
      line,
      shape: giftShape(answers),
      questionText,
      answers,
      ...(generalFeedback !== '' ? { generalFeedback } : {}),
    },
  };
}

function readQuestion(block: string, line: number): ReadEntry {
  const read = blockOf(block, line);
  if (read.kind !== 'source') return read;
  const { source } = read;
  const named = SHAPES[source.shape];
  const item = itemName({ name: source.name, text: shownText(source.questionText) });
  const { result, kind } = readWithTypes('gift', source, { item, type: named.type }, () => ({
    kind: 'skipped',
    item,
    type: named.type,
    reason: named.reason,
  }));
  return withSourceKind(
    result.kind === 'skipped' ? { ...result, reason: atLine(result.reason ?? named.type, line) } : result,
    kind,
  );
}

/** How many more answer sections a line opens than it closes. */
const depthOf = (line: string) => {
  const text = protect(line);
  return (text.match(/\{/g) ?? []).length - (text.match(/\}/g) ?? []).length;
};

/**
 * The blocks of a GIFT text, in order, each with the line it starts on. A question ends at a blank line, except
 * that a blank line inside an answer section that is still open does not end it.
 */
function blocksOf(text: string): { block: string; line: number }[] {
  const blocks: { block: string; line: number }[] = [];
  let block: string[] = [];
  let startLine = 0;
  let depth = 0;
  const flush = () => {
    const joined = protect(block.join('\n'));
    if (joined.trim() !== '') blocks.push({ block: joined, line: startLine });
    block = [];
    depth = 0;
  };
  text.split(/\r\n?|\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('//')) return;
    if (trimmed === '') {
      if (block.length > 0 && depth <= 0) flush();
      return;
    }
    if (block.length === 0) startLine = index + 1;
    block.push(line);
    depth += depthOf(line);
  });
  flush();
  return blocks;
}

/** The questions of a GIFT text, in order. */
export const readGift = (text: string): ReadEntry[] =>
  blocksOf(text).map(({ block, line }) => readQuestion(block, line));

/** The questions of a GIFT text as the question types' readers take them (descriptions and categories left out). */
export const giftSources = (text: string): GiftSource[] =>
  blocksOf(text).flatMap(({ block, line }) => {
    const read = blockOf(block, line);
    return read.kind === 'source' ? [read.source] : [];
  });
