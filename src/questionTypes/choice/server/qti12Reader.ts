/**
 * QTI 1.2 choice items (IMS, Common Cartridge's profile, Canvas, Blackboard, ILIAS): one `response_lid` with
 * `render_choice`, the right options read from the response conditions that give points. The item's points
 * (Canvas's `points_possible`, Common Cartridge's `cc_weighting`), its general feedback and each answer's feedback
 * come with it (ADR 376).
 */
import type { OptionPicture } from '../../shared/domain/optionPicture';
import type { ImportedImage, ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { partialCreditNote, SKIP_REASONS } from '../../../../server/imports/itemNotes';
import {
  choiceResponse,
  declaredAs,
  pointsByLabel,
  type Qti12Source,
} from '../../../../server/imports/qti12Item';
import {
  materialImages,
  partsHtml,
  partsText,
  RESPONSE,
  textParts,
} from '../../../../server/imports/qti12Material';
import { pictureOption, richHtml } from '../../../../server/imports/questionText';
import {
  conditionFeedback,
  conditionsOf,
  conditionVar,
  feedbackTexts,
  joinFeedback,
  qti12Base,
} from '../../../../server/imports/qti12Description';
import { descendants, elements, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { pointsAndFeedback } from '../../shared/server/storeTyped';

/**
 * Response label → the feedback shown when it is chosen: the `displayfeedback` of each condition that asks only
 * whether that label was chosen (how Canvas and the console write an answer's feedback, ADR 376).
 */
function feedbackByLabel(item: XmlElement): Map<string, string> {
  const texts = feedbackTexts(item);
  const byLabel = new Map<string, string>();
  for (const condition of conditionsOf(item)) {
    const asked = conditionVar(condition);
    const tests = asked ? elements(asked) : [];
    if (tests.length !== 1 || tests[0]!.name !== 'varequal') continue;
    const feedback = conditionFeedback(condition, texts);
    const ident = textOf(tests[0]!);
    if (feedback !== undefined && !byLabel.has(ident)) byLabel.set(ident, feedback);
  }
  return byLabel;
}

/** The types a choice question is declared as: Canvas and Common Cartridge, ILIAS, Blackboard. */
const CHOICE_TYPES = new Set([
  'multiple_choice_question',
  'true_false_question',
  'multiple_answers_question',
  'cc.multiple_choice.v0p1',
  'cc.true_false.v0p1',
  'cc.multiple_response.v0p1',
  'single choice question',
  'multiple choice question',
  'multiple choice',
  'multiple answer',
  'true/false',
  'either/or',
]);
const MULTIPLE_TYPES = new Set([
  'multiple_answers_question',
  'cc.multiple_response.v0p1',
  'multiple choice question',
  'multiple answer',
]);

function claims(source: Qti12Source): boolean {
  const declared = declaredAs(source);
  return (
    (declared === undefined || CHOICE_TYPES.has(declared)) &&
    source.presentation !== undefined &&
    choiceResponse(source) !== undefined
  );
}

function read(source: Qti12Source): TypeRead<ImportedQuestion> {
  const { item, declared } = source;
  const presentation = source.presentation!;
  const lid = choiceResponse(source)!;
  const labels = descendants(lid, 'response_label');
  const points = pointsByLabel(item);
  const notes: string[] = [];
  const options: string[] = [];
  const optionImages: ImportedImage[] = [];
  const optionPictures: (OptionPicture | undefined)[] = [];
  labels.forEach((l, index) => {
    const picture = pictureOption(partsText(textParts(l)), materialImages(l), index);
    options.push(picture.text);
    optionPictures.push(picture.picture);
    optionImages.push(...picture.images);
    if (picture.note) notes.push(picture.note);
  });
  const scored = labels.map((l) => points.get(l.attributes.ident ?? '') ?? 0);
  let right = scored.flatMap((value, index) => (value > 0 ? [index] : []));
  const type = declared ?? 'choice';
  if (options.length === 0) return { kind: 'unreadable', type, reason: SKIP_REASONS.noOptions };
  if (right.length === 0) return { kind: 'unreadable', type, reason: SKIP_REASONS.noRightAnswer };
  const single =
    !(declared && MULTIPLE_TYPES.has(declared.toLowerCase())) &&
    lid.attributes.rcardinality?.toLowerCase() !== 'multiple';
  const best = Math.max(...scored);
  if (single && right.length > 1 && right.some((index) => scored[index] !== best)) {
    notes.push(partialCreditNote(right.map((index) => [index, scored[index]!])));
    right = right.filter((index) => scored[index] === best);
  }
  const feedback = feedbackByLabel(item);
  const base = qti12Base(source);
  // One right answer: the feedback on a right or a wrong answer follows each option's own, shown when the student
  // picks it, as the source shows both (ADR 393). Several right answers: the question's own (ADR 404).
  const isMultiple = !single || right.length > 1;
  const { correct, incorrect } = base.feedback;
  const optionFeedback = labels.map((l, index) =>
    isMultiple
      ? feedback.get(l.attributes.ident ?? '')
      : joinFeedback(feedback.get(l.attributes.ident ?? ''), right.includes(index) ? correct : incorrect),
  );
  const stem = textParts(presentation, RESPONSE);
  const title = partsText(stem) || source.label;
  const html = richHtml(partsHtml(stem));
  return {
    kind: 'read',
    description: {
      kind: 'question',
      title,
      ...(html === undefined ? {} : { html }),
      isMultiple,
      options,
      ...(optionPictures.some(Boolean) ? { optionPictures } : {}),
      ...(optionFeedback.some(Boolean) ? { optionFeedback } : {}),
      ...pointsAndFeedback(base, { byAnswers: !isMultiple }),
      right,
      images: [...materialImages(presentation, RESPONSE), ...optionImages],
      ...(notes.length > 0 ? { notes } : {}),
    },
  };
}

export const choiceQti12Reader: FormatReader<Qti12Source, ImportedQuestion> = { claims, read };
