/**
 * QTI 2.1 and 2.2 choice items: one choiceInteraction, the right choices read from the response declaration's
 * correct response, else from its positive mapping. The item's points (MAXSCORE, else SCORE's normal maximum) and
 * general feedback come with it, each choice's `feedbackInline` (and feedback its processing shows on choosing it) as
 * its option's feedback, a single answer's feedback on a right or a wrong answer joined to each option's (ADR 395),
 * and a multiple-response item scored by its mapping (map_response) as partial credit (ADR 376).
 */
import type { OptionPicture } from '../../shared/domain/optionPicture';
import type { ImportedImage, ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { partialCreditNote, SKIP_REASONS } from '../../../../server/imports/itemNotes';
import {
  declarationOf,
  imagesOf,
  NOT_SHOWN,
  questionText,
  type Qti2Source,
} from '../../../../server/imports/qti2Item';
import { pictureOption } from '../../../../server/imports/questionText';
import { descendants, elements, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import { qti2Base } from '../../../../server/imports/qti2Description';
import { qti2Feedback } from '../../../../server/imports/qti2Feedback';
import { joinFeedback } from '../../../../server/imports/qti12Description';
import { MAP_RESPONSE } from '../../../../server/exports/qti21Rules';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { pointsAndFeedback } from '../../shared/server/storeTyped';

/** A choice's feedback: the text of its `feedbackInline`s. */
const choiceFeedback = (choice: XmlElement) =>
  descendants(choice, 'feedbackInline')
    .map((feedback) => textOf(feedback))
    .filter(Boolean)
    .join(' ');

/** Whether the item scores the response by its mapping (each option's share), not all or nothing. */
const scoredByMapping = (item: XmlElement) =>
  descendants(item, 'mapResponse').length > 0 ||
  elements(item, 'responseProcessing').some((p) => p.attributes.template === MAP_RESPONSE);

/** Option identifier → points, from the response declaration: its correct response, else its positive mapping. */
function pointsOf(declaration: XmlElement | undefined): Map<string, number> {
  const points = new Map<string, number>();
  if (!declaration) return points;
  for (const c of descendants(declaration, 'correctResponse'))
    for (const v of descendants(c, 'value')) points.set(textOf(v), Number.POSITIVE_INFINITY);
  if (points.size > 0) return points;
  for (const entry of descendants(declaration, 'mapEntry')) {
    const value = Number(entry.attributes.mappedValue);
    if (value > 0) points.set(entry.attributes.mapKey ?? '', value);
  }
  return points;
}

/**
 * Option identifier → points from the response processing, for an item that gives no correct response or mapping
 * (ADR 221): each `responseIf`/`responseElseIf` that matches the response against base values (one, or a
 * `multiple` set) and sets SCORE to a positive value.
 */
function pointsFromProcessing(item: XmlElement, responseIdentifier: string | undefined): Map<string, number> {
  const points = new Map<string, number>();
  const branches = [...descendants(item, 'responseIf'), ...descendants(item, 'responseElseIf')];
  for (const branch of branches) {
    const condition = elements(branch)[0];
    if (condition?.name !== 'match') continue;
    const [variable, value] = elements(condition);
    if (variable?.name !== 'variable' || variable.attributes.identifier !== responseIdentifier) continue;
    const keys =
      value?.name === 'baseValue'
        ? [textOf(value)]
        : value?.name === 'multiple'
          ? elements(value, 'baseValue').map((v) => textOf(v))
          : [];
    const set = elements(branch, 'setOutcomeValue').find((s) => s.attributes.identifier === 'SCORE');
    const score = Number(set ? textOf(elements(set, 'baseValue')[0] ?? '') : Number.NaN);
    if (!(score > 0)) continue;
    for (const key of keys) points.set(key, Math.max(points.get(key) ?? 0, score));
  }
  return points;
}

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 && source.interactions[0]!.name === 'choiceInteraction';

function read(source: Qti2Source): TypeRead<ImportedQuestion> {
  const { item, body, interactions, label } = source;
  const interaction = interactions[0]!;
  const choices = descendants(interaction, 'simpleChoice');
  const declaration = declarationOf(item, interaction);
  const declared = pointsOf(declaration);
  const points =
    declared.size > 0 ? declared : pointsFromProcessing(item, interaction.attributes.responseIdentifier);
  const maxChoices = Number(interaction.attributes.maxChoices ?? '1');
  const single = declaration?.attributes.cardinality !== 'multiple' && maxChoices === 1;
  const notes: string[] = [];
  const options: string[] = [];
  const images: ImportedImage[] = [];
  const optionPictures: (OptionPicture | undefined)[] = [];
  choices.forEach((choice, index) => {
    const picture = pictureOption(textOf(choice, NOT_SHOWN), imagesOf(choice, false), index);
    options.push(picture.text);
    optionPictures.push(picture.picture);
    images.push(...picture.images);
    if (picture.note) notes.push(picture.note);
  });
  const scored = choices.map((c) => points.get(c.attributes.identifier ?? '') ?? 0);
  let right = scored.flatMap((value, index) => (value > 0 ? [index] : []));
  if (options.length === 0 || right.length === 0)
    return { kind: 'unreadable', type: 'choiceInteraction', reason: SKIP_REASONS.noRightAnswer };
  const best = Math.max(...scored);
  if (single && right.length > 1 && right.some((index) => scored[index] !== best)) {
    notes.push(partialCreditNote(right.map((index) => [index, scored[index]!])));
    right = right.filter((index) => scored[index] === best);
  }
  const text = questionText(body, interaction);
  const isMultiple = !single || right.length > 1;
  const base = qti2Base(source, interaction);
  const { correct, incorrect } = base.feedback;
  const shownOnChoice = qti2Feedback(item).byChoice;
  // Each choice's own feedback, then what the processing shows when it is chosen; one right answer: the feedback on
  // a right or a wrong answer after it, as QTI 1.2's (ADR 393, 395). Several right answers: the question's (ADR 404).
  const optionFeedback = choices.map(
    (choice, index) =>
      joinFeedback(
        choiceFeedback(choice),
        shownOnChoice.get(choice.attributes.identifier ?? ''),
        isMultiple ? undefined : right.includes(index) ? correct : incorrect,
      ) ?? '',
  );
  const partialCredit = isMultiple && declaration !== undefined && scoredByMapping(item);
  return {
    kind: 'read',
    description: {
      kind: 'question',
      title: text.title || label,
      ...(text.html === undefined ? {} : { html: text.html }),
      isMultiple,
      options,
      ...(optionPictures.some(Boolean) ? { optionPictures } : {}),
      ...(optionFeedback.some(Boolean) ? { optionFeedback } : {}),
      ...(partialCredit ? { questionType: 'choice', definition: { partialCredit: true } } : {}),
      ...pointsAndFeedback(base, { byAnswers: !isMultiple }),
      right,
      images: [...imagesOf(body), ...images],
      ...(notes.length > 0 ? { notes } : {}),
    },
  };
}

export const choiceQti2Reader: FormatReader<Qti2Source, ImportedQuestion> = { claims, read };
