/**
 * A class (SPEC sections 1, 3 and 7; fields beyond the title decided in ADR 116): its form rules and the class
 * notifications of SPEC section 8, verbatim.
 */
import * as z from 'zod';
import { isoDay, text, TEXT_MAX } from '../shared/fields';
import type { UiLanguageCode } from '../shared/languages';
import { formatCalendarDay } from '../shared/localeFormat';

export const CLASS_TITLE_MIN = 3;
export const CLASS_DESCRIPTION_MAX = 5000;
/** Students invited or instructors named in one request. */
export const CLASS_EMAILS_MAX = 200;
/** Quizzes or playlists, and classes, in one add request (at most 5,000 links at once). */
export const CLASS_LINK_MAX = { items: 100, classes: 50 } as const;

export const CLASS_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooShort: `Title is too short. It should have ${CLASS_TITLE_MIN} characters or more.`,
  endBeforeStart: 'End date must not be before the start date',
  created: 'Class successfully created',
  updated: 'Class successfully updated',
  copied: 'Class successfully copied',
  deleted: 'Class successfully deleted',
  published: 'Class published',
  unpublished: 'Class unpublished',
  // ADR 211: inviting adds students to the class; nothing is mailed by the invitation itself.
  invited: 'Students added to the class',
  unableToInvite: 'Unable to invite Students',
  // SPEC section 8 "Notifications", Class.
  shared: 'Class successfully shared',
  unableToShare: 'Unable to share Class',
  quizDeleted: 'Quiz successfully deleted',
  unableToDeleteQuiz: 'Unable to delete Quiz from Class',
  quizAdded: 'Quiz successfully added',
  unableToAddQuiz: 'Unable to add Quiz to Class',
  playlistsAdded: 'Playlists successfully added',
  unableToAddPlaylists: 'Unable to add Playlists to Class',
  playlistDeleted: 'Playlist successfully deleted',
  unableToDeletePlaylist: 'Unable to delete Playlist from Class',
  // ADR 351: a student taken out of the class (the bulk outbox's notice, with Undo).
  studentRemoved: 'Student removed from the class',
  unableToRemoveStudent: 'Unable to remove Student from Class',
  stale: 'This class was changed by someone else. Reload it or keep your changes.',
  emptyList: 'No list items',
  noMatch: 'No match found',
} as const;

/** What the class form edits; dates are days (`2026-01-31`) or empty. */
export const ClassFormFields = z.object({
  title: text(TEXT_MAX.title, { required: CLASS_MESSAGES.titleRequired, trim: true }).min(CLASS_TITLE_MIN, {
    error: CLASS_MESSAGES.titleTooShort,
  }),
  institution: text(TEXT_MAX.title, { trim: true }).nullable().default(null),
  description: text(CLASS_DESCRIPTION_MAX).default(''),
  startDate: isoDay.nullable().default(null),
  endDate: isoDay.nullable().default(null),
  professor: z.boolean().default(false),
});

/**
 * A class's dates as one line in the interface language (`01/12/2026 – 05/08/2026` in English, `2026/01/12 –
 * 2026/05/08` in Japanese): both, either, or an empty string. Days pass through no time zone.
 */
export function classDatesText(
  dates: { startDate: string | null; endDate: string | null },
  code: UiLanguageCode,
): string {
  return [dates.startDate, dates.endDate]
    .flatMap((day) => (day ? [formatCalendarDay(day, code)] : []))
    .join(' – ');
}

/** The end date may not come before the start date. */
export function datesInOrder(form: { startDate: string | null; endDate: string | null }): boolean {
  return !form.startDate || !form.endDate || form.endDate >= form.startDate;
}
export const DATES_IN_ORDER = { error: CLASS_MESSAGES.endBeforeStart, path: ['endDate'] };

export const ClassFormSchema = ClassFormFields.refine(datesInOrder, DATES_IN_ORDER);
export type ClassFormInput = z.input<typeof ClassFormSchema>;
export type ClassForm = z.output<typeof ClassFormSchema>;

/**
 * The class dialog's values as its fields hold them (text everywhere, '' for no institution or date), parsed into
 * the form the server checks: the messages are ClassFormSchema's, on the same fields.
 */
export const ClassDialogSchema = z
  .object({
    title: z.string(),
    institution: z.string(),
    description: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    professor: z.boolean(),
  })
  .transform((values): ClassFormInput => ({
    ...values,
    institution: values.institution.trim() || null,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
  }))
  .pipe(ClassFormSchema);
export type ClassDialogValues = z.input<typeof ClassDialogSchema>;

export const EMPTY_CLASS_DIALOG: ClassDialogValues = {
  title: '',
  institution: '',
  description: '',
  startDate: '',
  endDate: '',
  professor: false,
};

export const STUDENT_STATUSES = ['invited', 'joined'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
