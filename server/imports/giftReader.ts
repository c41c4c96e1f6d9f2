/**
 * GIFT, Moodle's text format for questions (question/format/gift in Moodle): questions separated by blank lines,
 * `//` comment lines, `::name::`, `$CATEGORY:` lines, answers in `{ }` (`=right ~wrong`, `~%50%weighted`,
 * `#feedback`, `####general feedback`), `{T}`/`{F}` for true/false, `[html]`/`[markdown]` text formats and the
 * escapes `\~ \= \# \{ \} \: \n \\`. Multiple choice and true/false become questions; short answer, matching,
 * numerical, essay and descriptions are skipped with their type and why. Feedback never becomes option text.
 */
import { categoryName } from './moodleXml';
import {
  fitQuestion,
  htmlAnswer,
  htmlQuestion,
  itemName,
  type DraftAnswer,
  type ReadEntry,
} from './questionDraft';

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

const protect = (text: string) =>
  text.replace(/\\\\/g, '\uE000').replace(/\\([:#={}~n])/g, (_, c: string) => ESCAPED[c]!);
const restore = (text: string) => text.replace(/[\uE000-\uE007]/g, (c) => RESTORED[c]!);

export const GIFT_REASONS = {
  description: 'A description is text shown between questions, not a question.',
  essay: 'An essay question is answered in writing and marked by hand.',
  numerical: 'A numerical question is answered by typing a number, not by choosing an option.',
  matching: 'A matching question pairs items; it has no single list of options.',
  shortAnswer: 'A short-answer question is answered by typing, not by choosing an option.',
  braces: 'The answers are not closed: a { has no matching } (write \\{ or \\} for the characters).',
} as const;

const atLine = (reason: string, line: number) => `${reason} (line ${line})`;

/** A text and the format a `[html]`, `[markdown]`, `[plain]` or `[moodle]` prefix gives it. */
function withFormat(text: string, format = 'moodle'): { text: string; format: string } {
  const match = /^\s*\[(html|markdown|plain|moodle)\]/.exec(text);
  return match ? { text: text.slice(match[0].length), format: match[1]! } : { text, format };
}

const plain = (text: string) => restore(text).replace(/\s+/g, ' ').trim();

/** The plain text of a question text with its format prefix. */
function shownText(written: string): string {
  const text = withFormat(written.trim());
  return text.format === 'html' ? htmlQuestion(restore(text.text)).text : plain(text.text);
}

/** An answer's text as an option: its feedback (after `#`) left out, HTML reduced to text. */
function answerOf(written: string, format: string, weight: number): DraftAnswer {
  const withoutFeedback = written.split('#')[0]!;
  const answer = withFormat(withoutFeedback.trim(), format);
  return answer.format === 'html'
    ? { ...htmlAnswer(restore(answer.text)), weight }
    : { text: plain(answer.text), weight };
}

/** Moodle's reading of multiple-choice answers: `=` is fully right, `~%n%` weighted, `~` alone wrong. */
function choices(answers: string, format: string): DraftAnswer[] {
  return answers
    .replace(/=/g, '~=')
    .split('~')
    .map((answer) => answer.trim())
    .filter((answer) => answer !== '')
    .map((answer) => {
      if (answer.startsWith('=')) return answerOf(answer.slice(1), format, 100);
      const weight = /^%(-?\d+(?:\.\d+)?)%/.exec(answer);
      return weight
        ? answerOf(answer.slice(weight[0].length), format, Number(weight[1]))
        : answerOf(answer, format, 0);
    });
}

function readQuestion(block: string, line: number): ReadEntry {
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
  const skip = (type: string, reason: string, shown = text): ReadEntry => ({
    kind: 'skipped',
    item: itemName({ name, text: shownText(shown) }),
    type,
    reason: atLine(reason, line),
  });
  if (start < 0 && !text.includes('}')) return skip('description', GIFT_REASONS.description);
  if (start < 0 || end < 0) return skip('unreadable', GIFT_REASONS.braces);

  // Answers at the end follow the question; answers inside the text leave a blank (Moodle's missing word).
  const questionText = text.endsWith('}')
    ? text.slice(0, start) + text.slice(end + 1)
    : `${text.slice(0, start)}_____${text.slice(end + 1)}`;
  let answers = text.slice(start + 1, end).trim();
  const general = answers.lastIndexOf('####');
  if (general >= 0) answers = answers.slice(0, general).trim();
  const question = withFormat(questionText.trim());
  const read =
    question.format === 'html'
      ? htmlQuestion(restore(question.text))
      : { text: plain(question.text), images: [] };

  const skipAs = (type: string, reason: string) => skip(type, reason, questionText);
  if (answers === '') return skipAs('essay', GIFT_REASONS.essay);
  if (answers.startsWith('#')) return skipAs('numerical', GIFT_REASONS.numerical);
  let draftAnswers: DraftAnswer[];
  let isMultiple = false;
  let type: string;
  if (answers.includes('~')) {
    type = 'multiple choice';
    isMultiple = !answers.includes('=');
    draftAnswers = choices(answers, question.format);
  } else if (answers.includes('=') && answers.includes('->'))
    return skipAs('matching', GIFT_REASONS.matching);
  else {
    const value = answers.split('#')[0]!.trim();
    if (!['T', 'TRUE', 'F', 'FALSE'].includes(value)) return skipAs('short answer', GIFT_REASONS.shortAnswer);
    type = 'true/false';
    const isTrue = value.startsWith('T');
    draftAnswers = [
      { text: 'True', weight: isTrue ? 100 : 0 },
      { text: 'False', weight: isTrue ? 0 : 100 },
    ];
  }
  const fitted = fitQuestion({ name, ...read, isMultiple, answers: draftAnswers }, type);
  return fitted.kind === 'skipped' ? { ...fitted, reason: atLine(fitted.reason ?? type, line) } : fitted;
}

/** How many more answer sections a line opens than it closes. */
const depthOf = (line: string) => {
  const text = protect(line);
  return (text.match(/\{/g) ?? []).length - (text.match(/\}/g) ?? []).length;
};

/**
 * The questions of a GIFT text, in order. A question ends at a blank line, except that a blank line inside an
 * answer section that is still open does not end it.
 */
export function readGift(text: string): ReadEntry[] {
  const entries: ReadEntry[] = [];
  let block: string[] = [];
  let startLine = 0;
  let depth = 0;
  const flush = () => {
    const joined = protect(block.join('\n'));
    if (joined.trim() !== '') entries.push(readQuestion(joined, startLine));
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
  return entries;
}
