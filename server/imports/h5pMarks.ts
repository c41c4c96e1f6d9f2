/**
 * H5P's starred texts (ADR 349): Fill in the Blanks (`*answer*`, `*a/b*`), Drag the Words (`*answer*`) and Mark the
 * Words (`*word*`) write what is right between asterisks in the text, with an optional `:tip` after the answer. A
 * text is read as plain text with each starred part held apart, in order; the first two become fill-in-the-blanks
 * questions, the last a hot text question. The texts given are sanitised HTML.
 */
import {
  blanksRead,
  partsOf,
  type Gap,
  type TextPart,
} from '../../src/questionTypes/fillInBlanks/server/fillInBlanksDescription';
import { fillInBlanksType } from '../../src/questionTypes/fillInBlanks/server/fillInBlanksType';
import { hotTextType } from '../../src/questionTypes/hotText/server/hotTextType';
import type { ImportedQuestion } from './importedQuiz';
import { htmlQuestion, htmlText } from './questionDraft';

export const H5P_MARK_NOTES = {
  dragged: 'The words were dragged into the gaps in H5P; each gap is now a dropdown of the words.',
  tips: 'Tips on the answers were left out.',
  noMarks: 'The text has no starred answers.',
} as const;

/** A question, or why there is none. */
type Marked = { readonly question: ImportedQuestion } | { readonly reason: string };

/** One starred part: what is between the asterisks, without its tip, and whether it had one. */
export interface StarredMark {
  readonly text: string;
  readonly tipped: boolean;
}

/** A held mark in plain text (private-use characters no text holds). */
const HELD = /\uE020(\d+)\uE021/;

/**
 * The text's parts (plain text, a `{ gap: n }` for the nth mark) and its marks. An asterisk escaped by H5P's editor
 * (`\*`) stays text; the text between two asterisks on one line is a mark. HTML is read as its plain text.
 */
export function starredText(written: string): { parts: TextPart[]; marks: StarredMark[] } {
  const marks: StarredMark[] = [];
  const held = written.replace(/(^|[^\\])\*([^*\n]+?)\*/g, (_whole, before: string, inner: string) => {
    const colon = inner.indexOf(':');
    const text = htmlText(colon >= 0 ? inner.slice(0, colon) : inner);
    marks.push({ text, tipped: colon >= 0 && inner.slice(colon + 1).trim() !== '' });
    return `${before}\uE020${marks.length - 1}\uE021`;
  });
  const plain = htmlText(held.replace(/\\\*/g, '*'));
  return { parts: partsOf(plain, HELD, (match) => Number(match[1])), marks };
}

/** A mark's alternatives (`a/b`: either is right), each trimmed, empty ones left out. */
export const alternativesOf = (mark: StarredMark) =>
  mark.text
    .split('/')
    .map((alternative) => alternative.trim())
    .filter((alternative) => alternative !== '');

/** A word a student may pick in Mark the Words: letters, digits and the marks inside words. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu;

/**
 * Mark the Words' passage: every word of the text may be picked, as in H5P; the starred ones are right. Text between
 * words stays text.
 */
export function wordPassage(parts: readonly TextPart[], marks: readonly StarredMark[]) {
  const passage: ({ text: string } | { span: string; id: string })[] = [];
  const right: string[] = [];
  const add = (text: string) => {
    const last = passage.at(-1);
    if (last && 'text' in last) passage[passage.length - 1] = { text: last.text + text };
    else if (text !== '') passage.push({ text });
  };
  for (const part of parts) {
    if (typeof part !== 'string') {
      const id = `word-${passage.length + 1}`;
      passage.push({ span: marks[part.gap]!.text, id });
      right.push(id);
      continue;
    }
    let from = 0;
    for (const word of part.matchAll(WORD)) {
      add(part.slice(from, word.index));
      passage.push({ span: word[0], id: `word-${passage.length + 1}` });
      from = word.index + word[0].length;
    }
    add(part.slice(from));
  }
  return { passage, right };
}

/**
 * Fill in the Blanks (typed gaps, `a/b` each accepted) and Drag the Words (`dragged`: each gap a dropdown of every
 * word and distractor, its own first, since a dropdown keeps the first words when there are more than it holds).
 */
export function starredBlanks(
  task: string,
  written: string,
  options: { readonly dragged: boolean; readonly caseSensitive: boolean; readonly distractors: string },
): Marked {
  const { parts, marks } = starredText(written);
  if (marks.length === 0) return { reason: H5P_MARK_NOTES.noMarks };
  const own = marks.map((mark) => mark.text.trim());
  const words = [...new Set([...own, ...starredText(options.distractors).marks.map((m) => m.text.trim())])];
  const gaps: Gap[] = marks.map((mark, index) =>
    options.dragged
      ? {
          kind: 'dropdown',
          options: [own[index]!, ...words.filter((word) => word !== own[index])].map((text, at) => ({
            text,
            fraction: at === 0 ? 1 : 0,
          })),
        }
      : {
          kind: 'typed',
          answers: alternativesOf(mark).map((text) => ({
            text,
            fraction: 1,
            caseSensitive: options.caseSensitive,
          })),
        },
  );
  const notes = [
    ...(options.dragged ? [H5P_MARK_NOTES.dragged] : []),
    ...(marks.some((m) => m.tipped) ? [H5P_MARK_NOTES.tips] : []),
  ];
  const base = { prompt: htmlQuestion(task), feedback: {}, notes };
  const read = blanksRead(base, { parts, gaps, notes }, htmlText(task) !== '');
  return read.kind === 'unreadable'
    ? { reason: read.reason }
    : { question: fillInBlanksType.store!(read.description) };
}

/** Mark the Words: every word selectable, the starred ones right, each pick scored. */
export function markedWords(task: string, written: string): Marked {
  const { parts, marks } = starredText(written);
  if (marks.length === 0) return { reason: H5P_MARK_NOTES.noMarks };
  const { passage, right } = wordPassage(parts, marks);
  return {
    question: hotTextType.store!({
      kind: 'hotText',
      prompt: htmlQuestion(task),
      feedback: {},
      notes: [],
      passage,
      right,
      minChoices: 0,
      maxChoices: 0,
      scoring: 'partial',
    }),
  };
}
