/**
 * One repair step over what any reader read (ADR 152): everything stored can be opened and saved in the quiz editor
 * as it is. What the editor would refuse (src/domain/quiz/quizValidation.ts and the payload schema of
 * src/domain/quiz/quizPayload.ts) is repaired and the question carries a note saying so, or the question is skipped
 * with the reason.
 */
import { OPTION_TEXT_MAX, QUESTION_TEXT_MAX, QUESTION_TITLE_MIN_LENGTH } from '../../src/domain/quiz/quiz';
import { questionTypeOf } from '../../src/questionTypes/shared/domain/registry';
import { FEEDBACK_MAX } from '../../src/questionTypes/shared/domain/questionFields';
import { plainText } from '../../src/domain/shared/richText';
import { escapeHtml } from '../exports/xml';
import { IMAGE_MARKUP_MAX } from './importImages';
import {
  type ImportedActivity,
  type ImportedItem,
  type ImportedQuestion,
  type ImportedQuiz,
  type ReadPackage,
  type SkippedItem,
} from './importedQuiz';
import { reportTypeOf } from './importReport';
import { optionLetter } from './questionText';

/** The payload's bounds (src/domain/quiz/quizPayload.ts). */
export const EDITOR_LIMITS = {
  questionText: QUESTION_TEXT_MAX,
  optionText: OPTION_TEXT_MAX,
  options: 100,
  quizTitle: 500,
  activityTitle: 500,
  itemsPerActivity: 1000,
  /**
   * Pictures one question shows at most, so the stored text (with their markup, IMAGE_MARKUP_MAX each) stays well
   * within its bound (ADR 298).
   */
  images: 20,
} as const;

export const REPAIR_NOTES = {
  blankOption: (letter: string) => `Option ${letter} was blank: it reads "Option ${letter}".`,
  duplicateOption: (letter: string, text: string) =>
    `Option ${letter} repeated the text of another option: it reads "${text}".`,
  longOption: (letter: string) =>
    `Option ${letter} was longer than ${EDITOR_LIMITS.optionText} characters and is cut.`,
  extraOptions: (kept: number, total: number) =>
    `The question had ${total} options; the editor holds ${kept}: the ones after the ${kept}th are left out.`,
  shortTitle: (was: string, now: string) =>
    `The question text "${was}" was shorter than ${QUESTION_TITLE_MIN_LENGTH} characters: it reads "${now}".`,
  formattingDropped: `The question's formatting made it longer than ${EDITOR_LIMITS.questionText} characters: it is kept as plain text.`,
  textCut: `The question text was longer than ${EDITOR_LIMITS.questionText} characters and is cut.`,
  extraImages: (total: number) =>
    `The question showed ${total} pictures; the first ${EDITOR_LIMITS.images} are kept.`,
} as const;

export const REPAIR_REASONS = {
  rightBeyondOptions: `A right answer is beyond the ${EDITOR_LIMITS.options} options the editor holds.`,
  noRightAnswer: 'No option is marked right.',
  noOptions: 'The question has no options to choose from.',
} as const;

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

function repairedOptions(
  question: ImportedQuestion,
  notes: string[],
): { options: string[]; right: number[] } {
  const pictures = question.optionPictures ?? [];
  let options = question.options.map((text) => text.replace(/\s+/g, ' ').trim());
  let right = [...new Set(question.right)].filter((index) => index >= 0 && index < options.length);
  if (options.length > EDITOR_LIMITS.options) {
    notes.push(REPAIR_NOTES.extraOptions(EDITOR_LIMITS.options, options.length));
    options = options.slice(0, EDITOR_LIMITS.options);
    right = right.filter((index) => index < EDITOR_LIMITS.options);
  }
  const seen = new Set<string>();
  options = options.map((text, index) => {
    const letter = optionLetter(index);
    let value = text;
    // An option that is only its picture goes by the picture's description (ADR 311).
    const picture = pictures[index];
    if (value === '' && picture && picture.alt.trim() !== '' && !seen.has(picture.alt.trim())) {
      seen.add(picture.alt.trim());
      return value;
    }
    if (value === '') {
      value = `Option ${letter}`;
      notes.push(REPAIR_NOTES.blankOption(letter));
    }
    if (value.length > EDITOR_LIMITS.optionText) {
      value = cut(value, EDITOR_LIMITS.optionText);
      notes.push(REPAIR_NOTES.longOption(letter));
    }
    if (seen.has(value)) {
      let n = 2;
      const base = cut(value, EDITOR_LIMITS.optionText - 12);
      while (seen.has(`${base} (${n})`)) n += 1;
      value = `${base} (${n})`;
      notes.push(REPAIR_NOTES.duplicateOption(letter, value));
    }
    seen.add(value);
    return value;
  });
  return { options, right };
}

/**
 * The question's text within the stored bound, leaving room for the markup of the pictures it shows (added when
 * they are stored): the rich text if it fits, else the plain text, cut if need be; never shorter than the
 * editor's minimum (the question's name from the file stands in for a text too short, where it is long enough).
 */
function repairedText(
  question: ImportedQuestion,
  pictures: number,
  notes: string[],
): Pick<ImportedQuestion, 'title' | 'html'> {
  const room = EDITOR_LIMITS.questionText - pictures * IMAGE_MARKUP_MAX;
  // What is stored without rich text: the plain text, escaped in a paragraph when pictures follow it.
  const stored = (text: string) => (pictures > 0 ? `<p>${escapeHtml(text)}</p>`.length : text.length);
  let title = question.title.replace(/\s+/g, ' ').trim();
  let html = question.html;
  if (html !== undefined && html.length > room) {
    html = undefined;
    notes.push(REPAIR_NOTES.formattingDropped);
  }
  if (html === undefined && stored(title) > room) {
    title = cut(title, room - (stored(title) - title.length));
    notes.push(REPAIR_NOTES.textCut);
  }
  const shown = plainText(html ?? title);
  const name = cut(question.name?.replace(/\s+/g, ' ').trim() ?? '', room);
  if (pictures === 0 && shown.length < QUESTION_TITLE_MIN_LENGTH) {
    title =
      name.length >= QUESTION_TITLE_MIN_LENGTH ? name : shown === '' ? 'Question' : `Question: ${shown}`;
    html = undefined;
    notes.push(REPAIR_NOTES.shortTitle(shown, title));
  } else if (html === undefined && title === '' && name !== '') title = name;
  return html === undefined ? { title } : { title, html };
}

/** The question with its text repaired and no more images than the editor takes, each repair noted. */
function repairedBody(question: ImportedQuestion, notes: string[]) {
  // Files the text links to add no markup of their own: they are not pictures to count (ADR 222); nor do the
  // pictures of options and matching entries, which are theirs (ADR 311).
  const linked = question.images.filter((image) => image.linked || image.entryPicture);
  let images = question.images.filter((image) => !image.linked && !image.entryPicture);
  if (images.length > EDITOR_LIMITS.images) {
    notes.push(REPAIR_NOTES.extraImages(images.length));
    images = images.slice(0, EDITOR_LIMITS.images);
  }
  const text = repairedText(question, images.length, notes);
  images = [...images, ...linked];
  const { html: _html, notes: _notes, name: _name, ...rest } = question;
  return { ...rest, ...text, images };
}

/** A question of another type than choice: its definition as its type checks it, and its text repaired. */
function repairedTyped(question: ImportedQuestion): ImportedQuestion | { skip: string } {
  const notes = [...(question.notes ?? [])];
  const type = questionTypeOf(question.questionType);
  if (!type) return { skip: REPAIR_REASONS.noRightAnswer };
  // The type's own save checks name what is missing (no accepted answer) before the schema's bounds are asked.
  const issue = type.validate?.({
    title: question.title,
    textOptions: [],
    definition: question.definition,
  })[0];
  if (issue) return { skip: issue.message };
  if (!type.definitionSchema.safeParse(question.definition).success)
    return { skip: REPAIR_REASONS.noRightAnswer };
  return { ...repairedBody(question, notes), ...(notes.length > 0 ? { notes } : {}) };
}

/**
 * A question repaired with its versions (ADR 309): each version repaired as the question is; one the editor would
 * refuse is dropped, and what a repair notes of a version is not reported (the report names version 1).
 */
function repairedWithVersions(question: ImportedQuestion): ImportedQuestion | { skip: string } {
  const repaired = repairedQuestion(question);
  if ('skip' in repaired || !question.versions) return repaired;
  const versions = question.versions.flatMap((version) => {
    const one = repairedQuestion(version);
    if ('skip' in one) return [];
    const { notes: _notes, ...rest } = one;
    return [rest];
  });
  const { versions: _versions, ...rest } = repaired;
  return versions.length > 0 ? { ...rest, versions } : rest;
}

function repairedQuestion(question: ImportedQuestion): ImportedQuestion | { skip: string } {
  if (question.questionType !== undefined && question.questionType !== 'choice')
    return repairedTyped(question);
  const notes = [...(question.notes ?? [])];
  if (question.options.length === 0) return { skip: REPAIR_REASONS.noOptions };
  if (question.right.length === 0) return { skip: REPAIR_REASONS.noRightAnswer };
  if (question.right.some((index) => index >= EDITOR_LIMITS.options))
    return { skip: REPAIR_REASONS.rightBeyondOptions };
  const { options, right } = repairedOptions(question, notes);
  if (right.length === 0) return { skip: REPAIR_REASONS.noRightAnswer };
  const pictures = question.optionPictures?.slice(0, options.length);
  const feedback = question.optionFeedback
    ?.slice(0, options.length)
    .map((text) => text?.trim().slice(0, FEEDBACK_MAX) || undefined);
  return {
    ...repairedBody(question, notes),
    options,
    ...(pictures ? { optionPictures: pictures } : {}),
    ...(feedback?.some(Boolean) ? { optionFeedback: feedback } : {}),
    right,
    isMultiple: question.isMultiple || right.length > 1,
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** An activity's items in runs the payload takes (at most 1000 items an activity). */
function splitActivity(activity: ImportedActivity): ImportedActivity[] {
  const title = cut(activity.title, EDITOR_LIMITS.activityTitle - 12);
  if (activity.items.length <= EDITOR_LIMITS.itemsPerActivity) return [{ ...activity, title }];
  const parts: ImportedActivity[] = [];
  for (let from = 0; from < activity.items.length; from += EDITOR_LIMITS.itemsPerActivity)
    parts.push({
      title: `${title} (${parts.length + 1})`,
      items: activity.items.slice(from, from + EDITOR_LIMITS.itemsPerActivity),
      // The activity's random slots stay with its first part.
      ...(parts.length === 0 && activity.draws ? { draws: activity.draws } : {}),
    });
  return parts;
}

export function repairForEditor(read: ReadPackage): ReadPackage {
  const skipped: SkippedItem[] = [...read.skipped];
  const quizzes = read.quizzes.map((quiz): ImportedQuiz => {
    const title = cut(quiz.title, EDITOR_LIMITS.quizTitle);
    const activities = quiz.activities.flatMap((activity) =>
      // A bank's category keeps its title and all its questions: the upload's slots name it so (ADR 259).
      (quiz.bank ? (a: ImportedActivity) => [a] : splitActivity)({
        ...activity,
        items: activity.items.flatMap((item): ImportedItem[] => {
          if (item.kind !== 'question') return [item];
          const repaired = repairedWithVersions(item);
          if ('skip' in repaired) {
            skipped.push({
              quiz: title,
              item: item.name ?? item.title,
              type: reportTypeOf(item),
              reason: repaired.skip,
              ...(item.sourceKind ? { sourceKind: item.sourceKind } : {}),
            });
            return [];
          }
          return [repaired];
        }),
      }),
    );
    return { ...quiz, title, activities };
  });
  return { ...read, quizzes, skipped };
}
