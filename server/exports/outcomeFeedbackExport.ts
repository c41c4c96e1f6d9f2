/**
 * A question's feedback on a right, a partly right and a wrong answer (ADR 404) in each format's own place, for every
 * type at once (ADR 405): QTI 2.1 shows a `modalFeedback` by an outcome its response processing sets on the score,
 * after the type's own rules and the hints' penalties; Moodle XML writes its combined feedback for the question types
 * Moodle has it for; Common Cartridge writes Canvas's `correct_fb` on the condition that gives full marks and
 * `general_incorrect_fb` on any other answer. What a format has no place for is named in the download's notes.
 */
import {
  keptOutcomeFeedback,
  type OutcomeFeedback,
} from '../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import { LOSSES } from '../../src/questionTypes/shared/server/formatLosses';
import type { CcParts } from '../../src/questionTypes/shared/server/questionType';
import { writersOf, writtenAs } from '../../src/questionTypes/shared/server/registry';
import { explicitRules } from '../hints/qti21Hints';
import { type ExportQuestion, pointsOf } from './exportModel';
import type { ExportFormat } from './fileName';
import { decimal } from './qti21Rules';
import { questionHtml, questionXhtml } from './questionHtml';
import { escapeHtml, plainText, type XmlNode, type XmlValue } from './xml';
import { htmlTextsWithMath } from './xmlMath';

/** The question's outcome feedback, its empty texts left out; undefined when it has none. */
export const outcomeTexts = (question: ExportQuestion): OutcomeFeedback | undefined =>
  keptOutcomeFeedback(question.outcomeFeedback);

/** A rich text as the HTML the packages write: its sanitised markup, else its plain text in a paragraph. */
const outcomeHtml = (text: string) => questionHtml(text, plainText(text));

/** Whether a node sets SCORE anywhere inside it (a `setOutcomeValue`, or a template that does). */
function setsScore(node: XmlValue): boolean {
  if (Array.isArray(node)) return node.some((entry: XmlValue) => setsScore(entry));
  if (node === null || typeof node !== 'object') return false;
  const element = node as XmlNode;
  if (typeof element['@_template'] === 'string') return true;
  const set = element.setOutcomeValue;
  const sets = Array.isArray(set) ? set : set === undefined ? [] : [set];
  if (sets.some((entry) => typeof entry === 'object' && entry['@_identifier'] === 'SCORE')) return true;
  return Object.values(element).some((value) => setsScore(value));
}

/**
 * Whether the type's QTI 2.1 response processing scores the answer: a question a person scores (an essay, a file
 * upload) has none, and feedback on its score would show before the score is given.
 */
export const qti21Scores = (responseProcessing: XmlNode | undefined) =>
  responseProcessing !== undefined && setsScore(responseProcessing);

const OUTCOME = 'OUTCOME_FEEDBACK';
const SHOWN = { right: 'RIGHT', partlyRight: 'PARTLY_RIGHT', wrong: 'WRONG' } as const;

const PROCESSING = /<responseProcessing\b([^>]*?)(?:\/>|>([\s\S]*?)<\/responseProcessing>)/;

/** `<setOutcomeValue>` of the outcome that shows the feedback of `value`. */
const shows = (value: string) =>
  `<setOutcomeValue identifier="${OUTCOME}"><baseValue baseType="identifier">${value}</baseValue></setOutcomeValue>`;

/**
 * The condition on the score, as ADR 395's reading takes it: SCORE at least MAXSCORE is a right answer, above 0 a
 * partly right one, and its `responseElse` (0, or no answer) a wrong one. A hint asked for is no answer: the
 * condition is skipped then.
 */
function outcomeCondition(hints: number): string {
  const condition =
    '<responseCondition>' +
    `<responseIf><gte><variable identifier="SCORE"/><variable identifier="MAXSCORE"/></gte>${shows(SHOWN.right)}</responseIf>` +
    `<responseElseIf><gt><variable identifier="SCORE"/><baseValue baseType="float">0</baseValue></gt>${shows(SHOWN.partlyRight)}</responseElseIf>` +
    `<responseElse>${shows(SHOWN.wrong)}</responseElse>` +
    '</responseCondition>';
  if (hints === 0) return condition;
  const notAsked = Array.from(
    { length: hints },
    (_, index) => `<not><variable identifier="HINTREQUEST${index + 1}"/></not>`,
  ).join('');
  const test = hints === 1 ? notAsked : `<and>${notAsked}</and>`;
  return `<responseCondition><responseIf>${test}${condition}</responseIf></responseCondition>`;
}

/**
 * The item with its outcome feedback: MAXSCORE (the question's points) and the outcome declared, the condition on
 * the score at the end of the response processing (after the hints' penalties: the score a student is shown), and a
 * `modalFeedback` for each text. `scores`: whether the type's processing scores the answer ({@link qti21Scores});
 * an item a person scores is written as it is, and its notes name the loss.
 */
export function withQti21OutcomeFeedback(xml: string, question: ExportQuestion, scores: boolean): string {
  const texts = outcomeTexts(question);
  const own = PROCESSING.exec(xml);
  if (!texts || !scores || !own) return xml;
  const template = /template="([^"]*)"/.exec(own[1] ?? '')?.[1];
  const rules = template ? explicitRules(template) : (own[2] ?? '');
  const declarations =
    `<outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>${decimal(pointsOf(question))}</value></defaultValue></outcomeDeclaration>` +
    `<outcomeDeclaration identifier="${OUTCOME}" cardinality="single" baseType="identifier"/>`;
  const feedback = (Object.keys(SHOWN) as (keyof typeof SHOWN)[])
    .flatMap((outcome) => {
      const text = texts[outcome];
      if (!text) return [];
      const body = questionXhtml(text) ?? `<p>${escapeHtml(plainText(text))}</p>`;
      return [
        `<modalFeedback outcomeIdentifier="${OUTCOME}" identifier="${SHOWN[outcome]}" showHide="show">${body}</modalFeedback>`,
      ];
    })
    .join('');
  // Outcomes are declared before any template declaration and the item body.
  const after = ['<templateDeclaration', '<templateProcessing', '<stylesheet', '<itemBody']
    .map((tag) => xml.indexOf(tag))
    .filter((at) => at >= 0);
  const at = Math.min(...after);
  const hints = question.hints?.length ?? 0;
  return (xml.slice(0, at) + declarations + xml.slice(at))
    .replace(PROCESSING, () => `<responseProcessing>${rules}${outcomeCondition(hints)}</responseProcessing>`)
    .replace(/<\/assessmentItem>/, () => `${feedback}</assessmentItem>`);
}

/** The QTI 2.1 question's own response processing, asked of its type as the package does. */
const qti21Processing = (question: ExportQuestion) =>
  writersOf(question).qti21.parts(question, '', () => undefined).responseProcessing;

/** Moodle's question types with combined feedback (`correctfeedback`, `partiallycorrectfeedback`, `incorrectfeedback`). */
const MOODLE_COMBINED: ReadonlySet<string> = new Set([
  'multichoice',
  'matching',
  'ordering',
  'ddwtos',
  'gapselect',
  'calculatedmulti',
  'ddmarker',
  'ddimageortext',
]);

/** The combined feedback of a Moodle question of `type`, each an HTML field; none for a type Moodle has none for. */
export function moodleOutcomeFields(question: ExportQuestion, type: string): XmlNode {
  const texts = outcomeTexts(question);
  if (!texts || !MOODLE_COMBINED.has(type)) return {};
  const field = (text: string | undefined) => ({ '@_format': 'html', text: text ? outcomeHtml(text) : '' });
  return {
    correctfeedback: field(texts.right),
    partiallycorrectfeedback: field(texts.partlyRight),
    incorrectfeedback: field(texts.wrong),
  };
}

/** The Moodle type a question is written as. */
const moodleType = (question: ExportQuestion) => {
  const written = writtenAs(question, 'moodle');
  return writersOf(written).moodleXml(written, () => undefined).type;
};

const CORRECT_FB = 'correct_fb';
const INCORRECT_FB = 'general_incorrect_fb';

type Condition = { readonly [name: string]: XmlValue };

const conditionsOf = (resprocessing: XmlNode): Condition[] => {
  const list = resprocessing.respcondition;
  if (list === undefined) return [];
  return (Array.isArray(list) ? list : [list]) as Condition[];
};

/** Whether a condition gives full marks (SCORE set to 100), as Canvas shows its `correct_fb` on. */
const givesFullMarks = (condition: Condition) => {
  const setvar = condition.setvar;
  const sets = (Array.isArray(setvar) ? setvar : setvar === undefined ? [] : [setvar]) as XmlNode[];
  return sets.some((set) => set['@_varname'] === 'SCORE' && set['#text'] === '100');
};

/** Whether a Common Cartridge item scores the answer itself: a condition gives full marks. */
const ccScores = (parts: CcParts) => conditionsOf(parts.resprocessing).some(givesFullMarks);

/**
 * The item's parts with Canvas's feedback on a right and a wrong answer: `correct_fb` shown by each condition that
 * gives full marks, `general_incorrect_fb` by a last condition on any other answer (the scoring conditions stop
 * there), each an `itemfeedback` after the others. The profile has no partly right answer: its notes name it.
 */
export function withCcOutcomeFeedback(parts: CcParts, question: ExportQuestion): CcParts {
  const texts = outcomeTexts(question);
  if (!texts || (!texts.right && !texts.wrong) || !ccScores(parts)) return parts;
  const display = (ident: string) => ({ '@_feedbacktype': 'Response', '@_linkrefid': ident });
  const conditions = conditionsOf(parts.resprocessing).map((condition) => {
    if (!texts.right || !givesFullMarks(condition)) return condition;
    const shown = condition.displayfeedback;
    const list = (Array.isArray(shown) ? shown : shown === undefined ? [] : [shown]) as XmlNode[];
    return { ...condition, displayfeedback: [...list, display(CORRECT_FB)] };
  });
  const material = (text: string) => ({
    mattext: { '@_texttype': 'text/html', '#text': htmlTextsWithMath(outcomeHtml(text)) },
  });
  const feedback = (ident: string, text: string) => ({
    '@_ident': ident,
    flow_mat: { material: material(text) },
  });
  const own = parts.itemfeedback;
  return {
    ...parts,
    resprocessing: {
      ...parts.resprocessing,
      respcondition: [
        ...conditions,
        ...(texts.wrong
          ? [{ '@_continue': 'Yes', conditionvar: { other: '' }, displayfeedback: display(INCORRECT_FB) }]
          : []),
      ],
    },
    itemfeedback: [
      ...(Array.isArray(own) ? own : own === undefined ? [] : [own as XmlNode]),
      ...(texts.right ? [feedback(CORRECT_FB, texts.right)] : []),
      ...(texts.wrong ? [feedback(INCORRECT_FB, texts.wrong)] : []),
    ],
  };
}

/** What `format` cannot carry of the question's outcome feedback, in the words of the notes. */
export function outcomeFeedbackNotes(question: ExportQuestion, format: ExportFormat): string[] {
  const texts = outcomeTexts(question);
  if (!texts) return [];
  switch (format) {
    case 'qti':
      return qti21Scores(qti21Processing(question)) ? [] : [LOSSES.outcomeFeedback];
    case 'moodle':
      return MOODLE_COMBINED.has(moodleType(question)) ? [] : [LOSSES.outcomeFeedback];
    case 'cc': {
      const written = writtenAs(question, 'cc');
      if (!ccScores(writersOf(written).cc(written))) return [LOSSES.outcomeFeedback];
      return texts.partlyRight ? [LOSSES.partlyRightFeedback] : [];
    }
    case 'gift':
    case 'scorm':
      return [LOSSES.outcomeFeedback];
  }
}
