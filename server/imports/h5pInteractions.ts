/**
 * One H5P content type's params as the console's nearest question type (ADR 349): Multiple Choice and Single Choice
 * Set and Summary as choice questions, True/False, Fill in the Blanks and Drag the Words as fill in the blanks, Mark
 * the Words as hot text, Free Text Question and Essay as essays; Text, Link and Table as notes over the video. Every
 * text is read as H5P writes it (HTML) and sanitised as every imported text is. Anything else is skipped with why.
 */
import { fitChoice } from '../../src/questionTypes/choice/server/fitChoice';
import { essayType } from '../../src/questionTypes/essay/server/essayType';
import { trueFalseType } from '../../src/questionTypes/trueFalse/server/trueFalseType';
import type { DescriptionBase } from '../../src/questionTypes/shared/server/description';
import { escapeHtml } from '../exports/xml';
import { sanitizeQuestionHtml } from '../sanitize';
import { markedWords, starredBlanks } from './h5pMarks';
import type { ImportedQuestion } from './importedQuiz';
import { htmlAnswer, htmlQuestion, htmlText } from './questionDraft';

export type H5pRead =
  /** One question, or the pieces of one interaction (`notes`: what became of the whole). */
  | {
      readonly kind: 'questions';
      readonly questions: readonly ImportedQuestion[];
      readonly notes?: readonly string[];
    }
  /** Shown over the video at its moment (sanitised HTML). */
  | { readonly kind: 'note'; readonly text: string }
  | { readonly kind: 'skipped'; readonly reason: string };

export const H5P_NOTES = {
  keywords: (words: string) =>
    `H5P scored the essay by its keywords (${words}); here it is graded by hand and they are in the information for graders.`,
  summaryPart: 'A Summary statement set: each set is a single-answer question, its first statement right.',
  choiceSetPart: 'A Single Choice Set question: each is a single-answer question, its first answer right.',
} as const;

export const H5P_REASONS = {
  noQuestion: (library: string) => `${library} has no question: it shows something and asks nothing.`,
  noTextNote: (library: string) => `${library} has nothing to show.`,
  noStatements: 'It has no statements to choose from.',
  unsupported: (library: string) => `${library} has no question type in the console that matches it.`,
  unknown: (library: string) => `${library} is not an H5P content type the console knows.`,
} as const;

/** A question of starred text as what the import makes of the interaction. */
const marked = (read: ReturnType<typeof markedWords>): H5pRead =>
  'question' in read
    ? { kind: 'questions', questions: [read.question] }
    : { kind: 'skipped', reason: read.reason };

/** What the console makes of each library it knows but cannot store as a question. */
const NOT_QUESTIONS: Readonly<Record<string, (library: string) => string>> = {
  'H5P.Image': H5P_REASONS.noQuestion,
  'H5P.Nil': H5P_REASONS.noQuestion,
  'H5P.GoToQuestion': H5P_REASONS.unsupported,
  'H5P.DragQuestion': H5P_REASONS.unsupported,
  'H5P.IVHotspot': H5P_REASONS.unsupported,
  'H5P.Questionnaire': H5P_REASONS.unsupported,
  'H5P.TwitterUserFeed': H5P_REASONS.noQuestion,
};

type Params = Readonly<Record<string, unknown>>;
const objectOf = (value: unknown): Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : {};
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
/** H5P's HTML, sanitised before anything reads it: a script's text is never read as words of the question. */
const htmlOf = (value: unknown): string => sanitizeQuestionHtml(textOf(value));

const base = (html: string, notes: readonly string[] = []): DescriptionBase => ({
  prompt: htmlQuestion(html),
  feedback: {},
  notes,
});

/** Statements as a single-answer question, the first one right (Single Choice Set, Summary). */
function firstRight(question: string, statements: readonly unknown[], library: string) {
  const fitted = fitChoice(
    {
      name: '',
      ...htmlQuestion(question),
      isMultiple: false,
      answers: statements.map((s, index) => ({
        text: htmlAnswer(htmlOf(s)).text,
        weight: index === 0 ? 100 : 0,
      })),
    },
    library,
  );
  return fitted;
}

function multiChoice(params: Params, library: string): H5pRead {
  const answers = listOf(params.answers).map(objectOf);
  const rightCount = answers.filter((answer) => answer.correct === true).length;
  const behaviour = objectOf(params.behaviour);
  const isMultiple =
    behaviour.type === 'multi' ||
    (behaviour.type !== 'single' &&
      (rightCount > 1 || (behaviour.type === undefined && behaviour.singleAnswer === false)));
  const fitted = fitChoice(
    {
      name: '',
      ...htmlQuestion(htmlOf(params.question)),
      isMultiple,
      answers: answers.map((answer) => ({
        text: htmlAnswer(htmlOf(answer.text)).text,
        weight: answer.correct === true ? 100 : 0,
      })),
    },
    library,
  );
  return fitted.kind === 'question'
    ? { kind: 'questions', questions: [fitted.question] }
    : { kind: 'skipped', reason: fitted.reason ?? H5P_REASONS.noStatements };
}

/** Several single-answer questions (Single Choice Set's choices, Summary's statement sets). */
function choiceSet(
  sets: readonly { question: string; statements: readonly unknown[] }[],
  library: string,
  part: string,
): H5pRead {
  const questions: ImportedQuestion[] = [];
  for (const set of sets) {
    const fitted = firstRight(set.question, set.statements, library);
    if (fitted.kind === 'skipped')
      return { kind: 'skipped', reason: fitted.reason ?? H5P_REASONS.noStatements };
    questions.push(fitted.question);
  }
  return questions.length === 0
    ? { kind: 'skipped', reason: H5P_REASONS.noStatements }
    : { kind: 'questions', questions, notes: [part] };
}

function essay(question: string, graderInfo: string | undefined, notes: readonly string[]): H5pRead {
  const stored = essayType.store!({
    kind: 'essay',
    ...base(question, notes),
    responseFormat: 'plain',
    ...(graderInfo ? { graderInfo } : {}),
  });
  return { kind: 'questions', questions: [stored] };
}

/** A note over the video: sanitised HTML, or why there is nothing to show. */
function note(html: string, library: string): H5pRead {
  const text = sanitizeQuestionHtml(html).trim();
  return htmlText(text) === ''
    ? { kind: 'skipped', reason: H5P_REASONS.noTextNote(library) }
    : { kind: 'note', text };
}

/** The params of one H5P content type (`library` is its machine name, `H5P.MultiChoice`), as the console keeps it. */
export function readH5pContent(library: string, params: Params): H5pRead {
  switch (library) {
    case 'H5P.MultiChoice':
      return multiChoice(params, library);
    case 'H5P.TrueFalse':
      return {
        kind: 'questions',
        questions: [
          trueFalseType.store!({
            kind: 'trueFalse',
            ...base(htmlOf(params.question)),
            correct: params.correct === 'true' || params.correct === true,
            answerFeedback: {},
          }),
        ],
      };
    case 'H5P.SingleChoiceSet':
      return choiceSet(
        listOf(params.choices)
          .map(objectOf)
          .map((c) => ({ question: htmlOf(c.question), statements: listOf(c.answers) })),
        library,
        H5P_NOTES.choiceSetPart,
      );
    case 'H5P.Summary':
      return choiceSet(
        listOf(params.summaries)
          .map(objectOf)
          .map((s) => ({ question: htmlOf(params.intro), statements: listOf(s.summary) })),
        library,
        H5P_NOTES.summaryPart,
      );
    case 'H5P.Blanks':
      return marked(
        starredBlanks(htmlOf(params.text), listOf(params.questions).map(htmlOf).join('\n'), {
          dragged: false,
          caseSensitive: objectOf(params.behaviour).caseSensitive !== false,
          distractors: '',
        }),
      );
    case 'H5P.DragText':
      return marked(
        starredBlanks(htmlOf(params.taskDescription), htmlOf(params.textField), {
          dragged: true,
          caseSensitive: true,
          distractors: htmlOf(params.distractors),
        }),
      );
    case 'H5P.MarkTheWords':
      return marked(markedWords(htmlOf(params.taskDescription), htmlOf(params.textField)));
    case 'H5P.FreeTextQuestion':
      return essay(htmlOf(params.question), undefined, []);
    case 'H5P.Essay': {
      const keywords = listOf(params.keywords)
        .map((k) => htmlText(textOf(objectOf(k).keyword)))
        .filter((k) => k !== '')
        .join(', ');
      const sample = htmlText(htmlOf(objectOf(params.solution).sample));
      const info = [keywords && `Keywords: ${keywords}`, sample && `Sample answer: ${sample}`]
        .filter(Boolean)
        .join('\n');
      return essay(
        htmlOf(params.taskDescription),
        info || undefined,
        keywords ? [H5P_NOTES.keywords(keywords)] : [],
      );
    }
    case 'H5P.Text':
    case 'H5P.Table':
      return note(htmlOf(params.text), library);
    case 'H5P.Link': {
      const widget = objectOf(params.linkWidget);
      const url = `${textOf(widget.protocol) === 'other' ? '' : textOf(widget.protocol)}${textOf(widget.url)}`;
      const title = htmlText(htmlOf(params.title)) || url;
      return note(
        /^https?:\/\//.test(url)
          ? `<a href="${escapeHtml(url)}">${escapeHtml(title)}</a>`
          : escapeHtml(title),
        library,
      );
    }
    default: {
      const why = NOT_QUESTIONS[library];
      return { kind: 'skipped', reason: why ? why(library) : H5P_REASONS.unknown(library) };
    }
  }
}
