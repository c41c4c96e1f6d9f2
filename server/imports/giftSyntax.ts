/**
 * What every GIFT question is read by, whatever its type (Moodle's question/format/gift): the escapes
 * `\~ \= \# \{ \} \: \n \\`, the `[html]`/`[markdown]`/`[plain]`/`[moodle]` text formats, and the answer section
 * whose first marks tell which question type Moodle reads it as. The question types read the answers
 * (src/questionTypes/<type>/server/giftReader.ts).
 */
import { feedbackOf, type DescriptionBase } from '../../src/questionTypes/shared/server/description';
import { htmlAnswer, htmlQuestion, type DraftAnswer } from './questionDraft';

/**
 * The question type Moodle reads an answer section as, in the order Moodle decides it; `description` for a question
 * without one.
 */
export type GiftShape =
  'essay' | 'numerical' | 'multichoice' | 'match' | 'truefalse' | 'shortanswer' | 'description';

/** One question as the question types' GIFT readers take it. */
export interface GiftSource {
  /** The question's name (`::name::`), or empty. */
  readonly name: string;
  /** The line the question starts on. */
  readonly line: number;
  readonly shape: GiftShape;
  /** The question text without its answer section (a blank `_____` where answers stood inside it), escapes held. */
  readonly questionText: string;
  /** The answer section without its general feedback, trimmed, escapes held. */
  readonly answers: string;
  /** The general feedback (`####…`), escapes held; absent when there is none. */
  readonly generalFeedback?: string;
}

/** Escaped characters stand for themselves: each is held as a private-use character while the text is parsed. */
const ESCAPED: Readonly<Record<string, string>> = {
  ':': '\uE001',
  '#': '\uE002',
  '=': '\uE003',
  '{': '\uE004',
  '}': '\uE005',
  '~': '\uE006',
  n: '\uE007',
};
const RESTORED: Readonly<Record<string, string>> = {
  '\uE000': '\\',
  '\uE001': ':',
  '\uE002': '#',
  '\uE003': '=',
  '\uE004': '{',
  '\uE005': '}',
  '\uE006': '~',
  '\uE007': '\n',
};

export const protect = (text: string) =>
  text.replace(/\\\\/g, '\uE000').replace(/\\([:#={}~n])/g, (_, c: string) => ESCAPED[c]!);
export const restore = (text: string) => text.replace(/[\uE000-\uE007]/g, (c) => RESTORED[c]!);

/** A text and the format a `[html]`, `[markdown]`, `[plain]` or `[moodle]` prefix gives it. */
export function withFormat(text: string, format = 'moodle'): { text: string; format: string } {
  const match = /^\s*\[(html|markdown|plain|moodle)\]/.exec(text);
  return match ? { text: text.slice(match[0].length), format: match[1]! } : { text, format };
}

/** Text with its escapes restored, on one line. */
export const plain = (text: string) => restore(text).replace(/\s+/g, ' ').trim();

/** The plain text of a question text with its format prefix. */
export function shownText(written: string): string {
  const text = withFormat(written.trim());
  return text.format === 'html' ? htmlQuestion(restore(text.text)).text : plain(text.text);
}

/** The question text's format, and its plain text, HTML and images. */
export function giftQuestion(source: GiftSource) {
  const question = withFormat(source.questionText.trim());
  const read =
    question.format === 'html'
      ? htmlQuestion(restore(question.text))
      : { text: plain(question.text), images: [] };
  return { format: question.format, ...read };
}

/** The plain text of a text written in `format` (its own prefix wins), escapes restored. */
export function giftPlain(written: string, format: string): string {
  const text = withFormat(written.trim(), format);
  return text.format === 'html' ? htmlAnswer(restore(text.text)).text : plain(text.text);
}

/** An answer's text as an option: its feedback (after `#`) left out, HTML reduced to text. */
export function answerOf(written: string, format: string, weight: number): DraftAnswer {
  const withoutFeedback = written.split('#')[0]!;
  const answer = withFormat(withoutFeedback.trim(), format);
  return answer.format === 'html'
    ? { ...htmlAnswer(restore(answer.text)), weight }
    : { text: plain(answer.text), weight };
}

/** An answer's text and its feedback (after the first `#`), each as plain text. */
export function giftAnswer(written: string, format: string): { text: string; feedback?: string } {
  const at = written.indexOf('#');
  const text = giftPlain(at < 0 ? written : written.slice(0, at), format);
  const feedback = at < 0 ? '' : giftPlain(written.slice(at + 1), format);
  return feedback === '' ? { text } : { text, feedback };
}

/** A `%n%` weight at the start of an answer (Moodle reads at most two digits before the point), and the rest. */
export function weighted(answer: string, otherwise: number): { weight: number; rest: string } {
  const match = /^%(-?\d+(?:\.\d+)?)%/.exec(answer);
  return match
    ? { weight: Number(match[1]), rest: answer.slice(match[0].length) }
    : { weight: otherwise, rest: answer };
}

/** The answers of a section Moodle splits at each `=` (short answer, numerical, matching), trimmed. */
export const equalsAnswers = (answers: string) =>
  answers
    .split('=')
    .map((answer) => answer.trim())
    .filter((answer) => answer !== '');

/** Moodle's reading of the answer section, in its order: essay, numerical, multiple choice, matching, T/F. */
export function giftShape(answers: string): GiftShape {
  if (answers === '') return 'essay';
  if (answers.startsWith('#')) return 'numerical';
  if (answers.includes('~')) return 'multichoice';
  if (answers.includes('=') && answers.includes('->')) return 'match';
  const value = answers.split('#')[0]!.trim();
  return ['T', 'TRUE', 'F', 'FALSE'].includes(value) ? 'truefalse' : 'shortanswer';
}

/** The name, text and general feedback of a question; `notes` start empty. */
export function giftBase(source: GiftSource): DescriptionBase {
  const { format, ...prompt } = giftQuestion(source);
  return {
    ...(source.name !== '' ? { name: source.name } : {}),
    prompt,
    feedback: feedbackOf({ general: giftPlain(source.generalFeedback ?? '', format) }),
    notes: [],
  };
}

/** The format of the question text, which its answers and feedback are written in unless they say. */
export const giftFormat = (source: GiftSource) => withFormat(source.questionText.trim()).format;
