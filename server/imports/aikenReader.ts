/**
 * Aiken, Moodle's simplest question format: a question, its options each on a line starting with a capital letter
 * and `.` or `)` (`A. Mitochondria`, `B) Ribosome`), then `ANSWER: B`. Blank lines are ignored; the ANSWER line
 * ends a question. A block that breaks these rules is skipped with the reason and the line it starts on.
 */
import { fitChoice } from '../../src/questionTypes/choice/server/fitChoice';
import { withSourceKind } from './importedQuiz';
import { itemName, type FitResult, type ReadEntry } from './questionDraft';

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

export const AIKEN_REASONS = {
  noQuestion: 'The options have no question before them.',
  noOptions: 'The question has no lettered options (A. or A) before its ANSWER line).',
  noAnswer: 'The question has no ANSWER line after its options.',
  badAnswer: (answer: string) => `The ANSWER line names "${answer}", which is not one of the option letters.`,
} as const;

/** Does the text have Aiken's shape: lettered options followed by an ANSWER line? */
export function looksLikeAiken(text: string): boolean {
  return /^[ \t]*ANSWER\s*:\s*[A-Za-z][ \t]*$/im.test(text) && /^[ \t]*[A-Z][.)]\s+\S/m.test(text);
}

interface Block {
  readonly line: number;
  readonly question: string[];
  readonly letters: string[];
  readonly options: string[];
}

const TYPE = 'multiple choice';

function close(block: Block, answerLine: string | undefined): FitResult {
  const text = block.question.join(' ').replace(/\s+/g, ' ').trim();
  const skip = (reason: string): FitResult => ({
    kind: 'skipped',
    item: itemName({ name: '', text: text || block.options[0] || '' }),
    type: TYPE,
    reason: `${reason} (line ${block.line})`,
  });
  if (text === '') return skip(AIKEN_REASONS.noQuestion);
  if (block.options.length === 0) return skip(AIKEN_REASONS.noOptions);
  if (answerLine === undefined) return skip(AIKEN_REASONS.noAnswer);
  const answer = answerLine.trim().toUpperCase();
  const right = block.letters.indexOf(answer);
  if (!/^[A-Z]$/.test(answer) || right < 0) return skip(AIKEN_REASONS.badAnswer(answerLine.trim()));
  const fitted = fitChoice(
    {
      name: '',
      text,
      images: [],
      isMultiple: false,
      answers: block.options.map((option, index) => ({ text: option, weight: index === right ? 100 : 0 })),
    },
    TYPE,
  );
  return fitted.kind === 'skipped'
    ? { ...fitted, reason: `${fitted.reason ?? TYPE} (line ${block.line})` }
    : fitted;
}

/** The questions of an Aiken text, in order, each malformed block reported with its line. */
export function readAiken(text: string): ReadEntry[] {
  const entries: ReadEntry[] = [];
  let block: Block | undefined;
  text.split(/\r\n?|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    if (answer) {
      entries.push(
        withSourceKind(
          close(block ?? { line: index + 1, question: [], letters: [], options: [] }, answer[1]!),
          'choice',
        ),
      );
      block = undefined;
    } else if (option) {
      block ??= { line: index + 1, question: [], letters: [], options: [] };
      block.letters.push(option[1]!);
      block.options.push(option[2]!);
    } else {
      // Text after options that had no ANSWER line starts the next question.
      if (block && block.options.length > 0) {
        entries.push(withSourceKind(close(block, undefined), 'choice'));
        block = undefined;
      }
      block ??= { line: index + 1, question: [], letters: [], options: [] };
      block.question.push(line);
    }
  });
  if (block) entries.push(withSourceKind(close(block, undefined), 'choice'));
  return entries;
}
