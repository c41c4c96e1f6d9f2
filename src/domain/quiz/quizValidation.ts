/**
 * The quiz editor's save check (SPEC section 5 "Quiz editor"), shared by the console and the server. The console
 * joins the messages into one error notification and shows activity title errors beside each activity; the
 * server answers 400 with the same messages keyed by field.
 *
 * It reads a plain shape both the editor document and the save payload have, so the two cannot drift apart.
 */
import { MESSAGES } from '../shared/messages';
import { QUESTION_TEXT_MAX, QUESTION_TITLE_MIN_LENGTH, TITLE_MIN_LENGTH, type QuizKind } from './quiz';
import type { QuizEditorState } from './editor/quizEditorState';
import { hasImage, plainText } from '../shared/richText';
import { SCHEDULE_MESSAGES, scheduleIssues, type ScheduleRules } from './quizSchedule';
import { CHOICE_MESSAGES } from '../../questionTypes/choice/domain/choice';
import { POINTS_MAX } from '../../questionTypes/shared/domain/questionFields';
import { questionTypeOf } from '../../questionTypes/shared/domain/registry';
import { hintIssues, type Hint } from './hints/hints';
import { videoMomentIssues, type VideoMoment, type VideoSettings } from './videoMoments/videoMoments';

export const QUIZ_MESSAGES = {
  noTitle: 'No Title',
  titleTooShort: 'Title is too short. It should have 3 characters or more.',
  noType: 'No type selected',
  noQuizType: 'Quiz Type is required',
  eachActivityNeedsQuestion: 'Each activity should have at least one question',
  needsQuestion: 'There should be at least one question',
  questionTitleEmpty: 'Question title should not be empty',
  questionTitleTooShort: 'Question title is too short. It should have 3 characters or more.',
  questionTitleTooLong: `Question title is too long. It should have ${QUESTION_TEXT_MAX} characters or fewer, its formatting included.`,
  optionsEmpty: CHOICE_MESSAGES.optionsEmpty,
  optionsDuplicated: CHOICE_MESSAGES.optionsDuplicated,
  pointsInvalid: `Points should be a number from 0 to ${POINTS_MAX}`,
  activityTitleRequired: 'No Title',
  durationInvalid: 'Quiz Duration should be a number of minutes, 0 or more',
  endBeforeStart: SCHEDULE_MESSAGES.endBeforeStart,
  accessLocked: MESSAGES.accessTypeLocked,
  nothingToImport: 'Nothing to import: the chosen playlists have no new videos or template questions',
} as const;

export type SaveAction = 'create' | 'edit';

/** SPEC section 4: the access type of a user quiz cannot change once the quiz has been distributed. */
export function accessTypeLocked(
  stored: { readonly restrictNonInstitutional: boolean; readonly assigned: boolean },
  requested: boolean,
): boolean {
  return stored.assigned && stored.restrictNonInstitutional !== requested;
}

export interface ValidationInput {
  readonly title: string;
  readonly isGraded: boolean | null;
  readonly quizType: string | null;
  readonly duration: number | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly activities: readonly {
    readonly title: string;
    readonly items: readonly {
      readonly type: number;
      readonly title: string;
      readonly textOptions: readonly { readonly text: string }[];
      /** Absent: choice. */
      readonly questionType?: string;
      readonly points?: number;
      readonly definition?: unknown;
      readonly hints?: readonly Hint[];
      /** A question's moment and a video's settings (ADR 337); absent: none. */
      readonly moment?: VideoMoment;
      readonly video?: VideoSettings;
    }[];
    /** Random slots draw questions per student (ADR 232): an activity of slots alone has questions. */
    readonly randomSlots?: readonly unknown[];
  }[];
}

export interface ValidationIssue {
  /** The payload field: 'title', 'isGraded', 'activities.2.title', 'activities.0.items.1.textOptions'... */
  readonly field: string;
  readonly message: string;
  /** Set for errors shown beside one activity. */
  readonly activityIndex?: number;
}

const VIDEO = 1;

function titleIssues(title: string): ValidationIssue[] {
  if (title.trim() === '') return [{ field: 'title', message: QUIZ_MESSAGES.noTitle }];
  if (title.trim().length < TITLE_MIN_LENGTH)
    return [{ field: 'title', message: QUIZ_MESSAGES.titleTooShort }];
  return [];
}

function detailIssues(input: ValidationInput, kind: QuizKind): ValidationIssue[] {
  const issues = titleIssues(input.title);
  // SPEC: library, admin or user quizzes must be graded or ungraded.
  if (kind !== 'template' && input.isGraded === null)
    issues.push({ field: 'isGraded', message: QUIZ_MESSAGES.noType });
  if (kind === 'library' && !input.quizType)
    issues.push({ field: 'quizType', message: QUIZ_MESSAGES.noQuizType });
  if (input.duration !== null && !(Number.isFinite(input.duration) && input.duration >= 0))
    issues.push({ field: 'duration', message: QUIZ_MESSAGES.durationInvalid });
  if (input.startDate && input.endDate && Date.parse(input.endDate) <= Date.parse(input.startDate))
    issues.push({ field: 'endDate', message: QUIZ_MESSAGES.endBeforeStart });
  return issues;
}

type Item = ValidationInput['activities'][number]['items'][number];

/**
 * A question title is rich text (TipTap HTML: an emptied field is '<p></p>'), so the checks read what a student
 * sees. A title that shows an image is filled and not held to the minimum length: the image is the question
 * (ADR 084).
 */
function questionTitleIssue(html: string): string | null {
  if (html.length > QUESTION_TEXT_MAX) return QUIZ_MESSAGES.questionTitleTooLong;
  if (hasImage(html)) return null;
  const text = plainText(html);
  if (text === '') return QUIZ_MESSAGES.questionTitleEmpty;
  if (text.length < QUESTION_TITLE_MIN_LENGTH) return QUIZ_MESSAGES.questionTitleTooShort;
  return null;
}

/** A question's own save checks (title, points, its type's), each beside its field under `field`; banks check theirs too. */
export function questionIssues(item: Item, field: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const titleIssue = questionTitleIssue(item.title);
  if (titleIssue) issues.push({ field: `${field}.title`, message: titleIssue });
  const points = item.points ?? 1;
  if (!(Number.isFinite(points) && points >= 0 && points <= POINTS_MAX))
    issues.push({ field: `${field}.points`, message: QUIZ_MESSAGES.pointsInvalid });
  // The type's own checks (choice: options empty or duplicated), each beside its field.
  const type = questionTypeOf(item.questionType);
  for (const issue of type?.validate?.(item) ?? [])
    issues.push({ field: `${field}.${issue.field}`, message: issue.message });
  for (const issue of hintIssues(item.hints))
    issues.push({ field: `${field}.${issue.field}`, message: issue.message });
  return issues;
}

/**
 * Every problem that stops a save, in the order the form shows them. Question titles and options are checked on
 * create and on edit alike (ADR 037); the at-least-one-question rule applies on create.
 */
export function validateQuiz(input: ValidationInput, kind: QuizKind, action: SaveAction): ValidationIssue[] {
  const issues = detailIssues(input, kind);
  input.activities.forEach((activity, activityIndex) => {
    const field = `activities.${activityIndex}`;
    // SPEC: Activity Title is required in library mode; the error shows beside the activity.
    if (kind === 'library' && activity.title.trim() === '')
      issues.push({ field: `${field}.title`, message: QUIZ_MESSAGES.activityTitleRequired, activityIndex });
    if (action === 'create' && activity.items.length === 0 && !activity.randomSlots?.length)
      issues.push({
        field: `${field}.items`,
        message: kind === 'library' ? QUIZ_MESSAGES.eachActivityNeedsQuestion : QUIZ_MESSAGES.needsQuestion,
      });
    activity.items.forEach((item, itemIndex) => {
      if (item.type !== VIDEO) issues.push(...questionIssues(item, `${field}.items.${itemIndex}`));
    });
    // Moments and video settings (ADR 337): a moment belongs to the video above its question in the activity.
    for (const issue of videoMomentIssues(activity.items))
      issues.push({ field: `${field}.${issue.field}`, message: issue.message });
  });
  return issues;
}

/** The messages of one notification: each distinct message once, activity title errors left to their activity. */
export function validationMessages(issues: readonly ValidationIssue[]): string[] {
  return [
    ...new Set(issues.filter((issue) => issue.activityIndex === undefined).map((issue) => issue.message)),
  ];
}

/** Activity index → its title error. */
export function activityTitleErrors(issues: readonly ValidationIssue[]): ReadonlyMap<number, string> {
  const errors = new Map<number, string>();
  for (const issue of issues)
    if (issue.activityIndex !== undefined) errors.set(issue.activityIndex, issue.message);
  return errors;
}

/** The server's `errors` map: field → messages. */
export function fieldErrorsOf(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.field] ??= []).push(issue.message);
  return errors;
}

/**
 * The editor's key of the field an issue belongs to: details by name ('title', 'isGraded', 'endDate'...), and
 * activities and questions by their local ids ('activity.<id>.title', 'item.<id>.textOptions',
 * 'item.<id>.moment.jumpBackTo'), so a mark stays on
 * its field when items are reordered.
 */
export function editorFieldKey(state: QuizEditorState, field: string): string {
  // A nested field keeps its path after the item: 'item.<id>.moment.jumpBackTo', 'item.<id>.hints.0.text'.
  const match = /^activities\.(\d+)\.(?:items\.(\d+)\.)?(\w+(?:\.\w+)*)$/.exec(field);
  if (!match) return field;
  const activity = state.activities[Number(match[1])];
  if (!activity) return field;
  if (match[2] === undefined) return `activity.${activity.originId}.${match[3]}`;
  const item = activity.items[Number(match[2])];
  return item ? `item.${item.originId}.${match[3]}` : field;
}

/** Field key → its first message, in the order the form shows the fields (the first is focused). */
export function editorFieldErrors(
  state: QuizEditorState,
  issues: readonly ValidationIssue[],
): ReadonlyMap<string, string> {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const key = editorFieldKey(state, issue.field);
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}

/**
 * The editor document's check; activity title errors keyed by the activity's local id, and every message by the
 * field it belongs to. With `schedule`, the dates are also held to the current time and the owner's subscription
 * (src/domain/quiz/quizSchedule.ts).
 */
export function validateEditorState(
  state: QuizEditorState,
  kind: QuizKind,
  action: SaveAction,
  schedule?: ScheduleRules,
): {
  readonly messages: string[];
  readonly activityErrors: ReadonlyMap<string, string>;
  readonly fieldErrors: ReadonlyMap<string, string>;
  readonly valid: boolean;
} {
  const issues = validateQuiz({ ...state.details, activities: state.activities }, kind, action);
  // In the editor every kind's activity is named (ADR 262): a cleared name is 'No Title' beside it, as in library.
  if (kind !== 'library')
    state.activities.forEach((activity, activityIndex) => {
      if (activity.title.trim() === '')
        issues.push({
          field: `activities.${activityIndex}.title`,
          message: QUIZ_MESSAGES.activityTitleRequired,
          activityIndex,
        });
    });
  if (schedule) issues.push(...scheduleIssues(state.details, schedule));
  const activityErrors = new Map<string, string>();
  for (const [index, message] of activityTitleErrors(issues))
    activityErrors.set(state.activities[index]!.originId, message);
  return {
    messages: validationMessages(issues),
    activityErrors,
    fieldErrors: editorFieldErrors(state, issues),
    valid: issues.length === 0,
  };
}
