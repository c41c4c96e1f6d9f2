/**
 * Weighted answers (Moodle XML, GIFT, Aiken) as a choice question: each text once as an option with its feedback,
 * the right ones by their weights, with notes naming what the weights said that right and wrong cannot.
 * @publicModule server/imports uses it.
 */
import { entryName, type OptionPicture } from '../../shared/domain/optionPicture';
import type { ImportedImage } from '../../../../server/imports/importedQuiz';
import {
  itemName,
  oneLine,
  short,
  type DraftAnswer,
  type FitResult,
} from '../../../../server/imports/questionDraft';
import { pictureOption } from '../../../../server/imports/questionText';
import { DRAFT_NOTES, DRAFT_REASONS } from './choiceNotes';

export interface DraftQuestion {
  /** The question's name in the file, used when its text is too short. */
  readonly name: string;
  readonly text: string;
  /** The text as HTML, when the file wrote HTML. */
  readonly html?: string;
  readonly isMultiple: boolean;
  readonly answers: readonly DraftAnswer[];
  readonly images: readonly ImportedImage[];
  readonly notes?: readonly string[];
}

/** Which weights make an answer right: every positive one for multiple answer, else the best positive one. */
function rightWeight(draft: DraftQuestion): (weight: number) => boolean {
  if (draft.isMultiple) return (weight) => weight > 0;
  const best = Math.max(...draft.answers.map((answer) => answer.weight));
  return (weight) => weight > 0 && weight === best;
}

/** The notes on what the weights of the options said that right and wrong cannot. */
function weightNotes(draft: DraftQuestion, weights: readonly number[]): string[] {
  const scored = weights.flatMap((weight, index): [number, number][] =>
    weight > 0 ? [[index, weight]] : [],
  );
  if (draft.isMultiple)
    return new Set(scored.map(([, weight]) => Math.round(weight * 100))).size > 1
      ? [DRAFT_NOTES.unequalWeights]
      : [];
  const best = Math.max(...weights);
  return [
    ...(best > 0 && best < 100 ? [DRAFT_NOTES.bestAsRight(best)] : []),
    ...(scored.some(([, weight]) => weight < best) ? [DRAFT_NOTES.partialCredit(scored)] : []),
  ];
}

/**
 * The answers as options, each text once (a copy adds its weight's worth to the first: the best of the two counts)
 * and blank wrong answers left out; the right ones by their weights.
 */
export function fitChoice(draft: DraftQuestion, type: string): FitResult {
  const skip = (reason: string): FitResult => ({ kind: 'skipped', item: itemName(draft), type, reason });
  const isRight = rightWeight(draft);
  if (!draft.answers.some((answer) => isRight(answer.weight))) return skip(DRAFT_REASONS.noRight);

  const optionNotes: string[] = [];
  const options: string[] = [];
  const optionFeedback: (string | undefined)[] = [];
  const weights: number[] = [];
  const optionPictures: (OptionPicture | undefined)[] = [];
  const images = [...draft.images];
  for (const answer of draft.answers) {
    // An answer that shows pictures the upload holds reads as its text or its picture's description (ADR 154).
    const shown = answer.images ?? [];
    const pictured =
      shown.length > 0 && !shown.some((image) => image.inOption)
        ? pictureOption(oneLine(answer.text), shown, options.length)
        : undefined;
    images.push(...(pictured?.images ?? shown));
    if (pictured?.note !== undefined) optionNotes.push(pictured.note);
    const text = oneLine(pictured?.text ?? answer.text);
    // An option that is only its picture goes by the picture's description (ADR 311).
    const name = entryName(text, pictured?.picture);
    if (name === '') {
      if (isRight(answer.weight)) return skip(DRAFT_REASONS.blankRight);
      optionNotes.push(DRAFT_NOTES.blankOption);
      continue;
    }
    const at = options.findIndex((option, index) => entryName(option, optionPictures[index]) === name);
    if (at < 0) {
      options.push(text);
      optionFeedback.push(answer.feedback?.trim() || undefined);
      optionPictures.push(pictured?.picture);
      weights.push(answer.weight);
    } else {
      optionNotes.push(DRAFT_NOTES.duplicateOption(short(name)));
      weights[at] = Math.max(weights[at]!, answer.weight);
    }
  }
  if (options.length < 2) return skip(DRAFT_REASONS.tooFewOptions);

  const notes = [...(draft.notes ?? []), ...weightNotes(draft, weights), ...optionNotes];
  const name = oneLine(draft.name);
  return {
    kind: 'question',
    question: {
      kind: 'question',
      title: oneLine(draft.text),
      ...(name !== '' ? { name } : {}),
      ...(draft.html !== undefined ? { html: draft.html } : {}),
      isMultiple: draft.isMultiple,
      options,
      ...(optionPictures.some(Boolean) ? { optionPictures } : {}),
      ...(optionFeedback.some(Boolean) ? { optionFeedback } : {}),
      right: weights.flatMap((weight, index) => (isRight(weight) ? [index] : [])),
      images,
      ...(notes.length > 0 ? { notes: [...new Set(notes)] } : {}),
    },
  };
}
