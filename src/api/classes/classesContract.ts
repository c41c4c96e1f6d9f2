/** Wire contract of the class calls of SPEC section 7 "Class" (documents: classDocumentsContract.ts). */
import * as z from 'zod';
import { CLASS_ACTIONS } from '../../domain/classes/classCapabilities';
import {
  CLASS_EMAILS_MAX,
  CLASS_LINK_MAX,
  ClassFormFields,
  ClassFormSchema,
  DATES_IN_ORDER,
  datesInOrder,
  STUDENT_STATUSES,
} from '../../domain/classes/classes';
import { isEmail } from '../../domain/shared/emails';
import { dbId, idList, pageParam, text, TEXT_MAX } from '../../domain/shared/fields';
import { ListRequestSchema, listResponseSchema } from '../../domain/shared/listQuery';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';
import { AssignmentLinkSchema } from '../take/takeContract';

const BASE = '/api/admin/class';
export const CLASS_PATHS = {
  list: `${BASE}/`,
  one: (id: number | string) => `${BASE}/${id}`,
  publish: (id: number | string) => `${BASE}/${id}/publish`,
  invite: (id: number | string) => `${BASE}/${id}/invite`,
  share: (id: number | string) => `${BASE}/${id}/share`,
  /** One student of the class: DELETE removes them (ADR 351). */
  student: (id: number | string, studentId: number | string) => `${BASE}/${id}/student/${studentId}`,
  quizzes: (id: number | string) => `${BASE}/${id}/quiz`,
  quiz: (id: number | string, quizId: number | string) => `${BASE}/${id}/quiz/${quizId}`,
  /** The personal links of a class quiz's students (ADR 132). */
  quizLinks: (id: number | string, quizId: number | string) => `${BASE}/${id}/quiz/${quizId}/links`,
  /** Sends one student's link again (SMTP_URL set). */
  resendLink: (id: number | string, quizId: number | string, assignmentId: number | string) =>
    `${BASE}/${id}/quiz/${quizId}/links/${assignmentId}/resend`,
  /** Reminds the class's students who have not submitted the quiz (ADR 211, 217). */
  remindLinks: (id: number | string, quizId: number | string) => `${BASE}/${id}/quiz/${quizId}/links/remind`,
  playlists: (id: number | string) => `${BASE}/${id}/playlist`,
  playlist: (id: number | string, playlistId: number | string) => `${BASE}/${id}/playlist/${playlistId}`,
  addQuizzes: `${BASE}/quiz`,
  addPlaylists: `${BASE}/playlist`,
  playlistPicker: `${BASE}/playlist_list`,
  myPlaylistPicker: `${BASE}/my_playlist_list`,
  quizPicker: `${BASE}/quiz_list`,
} as const;

export const CLASS_PAGE_SIZE = 20;
export const CLASS_SORTS = ['id', 'title', 'startDate', 'createdAt'] as const;
export type ClassSort = (typeof CLASS_SORTS)[number];

/** GET /api/admin/class/: the page, a keyword (id or title), a sort, and own or professor classes. */
export const ClassListQuerySchema = z.object({
  page: pageParam.default(1),
  itemsOnPage: z.coerce.number().int().min(1).max(200).default(CLASS_PAGE_SIZE),
  keyword: text(TEXT_MAX.keyword).optional(),
  sort: z.enum(CLASS_SORTS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  professor: z.enum(['0', '1']).optional(),
});
export type ClassListQuery = z.input<typeof ClassListQuerySchema>;

export const ClassIdParamsSchema = z.object({ id: dbId });
export const ClassQuizParamsSchema = ClassIdParamsSchema.extend({ quizId: dbId });
export const ClassPlaylistParamsSchema = ClassIdParamsSchema.extend({ playlistId: dbId });
export const ClassStudentParamsSchema = ClassIdParamsSchema.extend({ studentId: dbId });

export const ClassSaveRequestSchema = ClassFormSchema;
export const ClassUpdateRequestSchema = ClassFormFields.extend({ version: RecordVersionSchema }).refine(
  datesInOrder,
  DATES_IN_ORDER,
);
export type ClassUpdateRequest = z.input<typeof ClassUpdateRequestSchema>;

export const ClassPublishRequestSchema = z.object({ published: z.boolean() });

const emails = z
  .array(text(TEXT_MAX.email, { trim: true }))
  .max(CLASS_EMAILS_MAX)
  .refine((list) => list.every(isEmail), {
    error: (issue) =>
      `Invalid e-mail address: ${(issue.input as string[]).filter((e) => !isEmail(e)).join(', ')}`,
  });

export const ClassInviteRequestSchema = z.object({
  emails: emails.min(1, 'Enter at least one e-mail address'),
});
/**
 * The instructors the class is shared with afterwards: the whole list (an empty one unshares), on the share list's
 * version it was made on (the class's `sharesVersion`, ADR 188).
 */
export const ClassShareRequestSchema = z.object({ emails, version: RecordVersionSchema });

export const AddQuizzesRequestSchema = z.object({
  quizzesIds: idList(CLASS_LINK_MAX.items),
  classIds: idList(CLASS_LINK_MAX.classes),
});
export const AddPlaylistsRequestSchema = z.object({
  playlistsIds: idList(CLASS_LINK_MAX.items),
  classIds: idList(CLASS_LINK_MAX.classes),
});
export const PickerRequestSchema = ListRequestSchema;

const Person = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ClassPerson = z.infer<typeof Person>;

export const ClassStudentSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  invitedAt: z.string(),
});
export type ClassStudent = z.infer<typeof ClassStudentSchema>;

export const ClassListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  institution: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  published: z.boolean(),
  professor: z.boolean(),
  owner: Person.nullable(),
  studentsCount: z.number().int(),
  quizzesCount: z.number().int(),
  playlistsCount: z.number().int(),
  documentsCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
  /** What the caller may do with it (classCapabilities). */
  actions: z.array(z.enum(CLASS_ACTIONS)),
});
export type ClassListItem = z.infer<typeof ClassListItemSchema>;
export const ClassListResponseSchema = listResponseSchema(ClassListItemSchema);
export type ClassListResponse = z.infer<typeof ClassListResponseSchema>;

export const ClassSchema = ClassListItemSchema.extend({
  description: z.string(),
  students: z.array(ClassStudentSchema),
  sharedWith: z.array(Person),
  /** The share list's own version: a share names it (ADR 188); an edit of the class leaves it. */
  sharesVersion: RecordVersionSchema,
  playlistVideosCount: z.number().int(),
  /** The course platform (its address's host) whose roster the class takes, when a launch tied it to a course (ADR 385). */
  rosterFrom: z.string().optional(),
});
export type Class = z.infer<typeof ClassSchema>;

export const ClassInviteResponseSchema = z.object({
  invited: z.array(z.string()),
  already_invited: z.array(z.string()),
  class: ClassSchema,
});
export type ClassInviteResponse = z.infer<typeof ClassInviteResponseSchema>;

export const ClassShareResponseSchema = z.object({
  shared: z.array(z.string()),
  already_shared: z.array(z.string()),
  not_access: z.array(z.string()),
  not_found: z.array(z.string()),
  class: ClassSchema,
});
export type ClassShareResponse = z.infer<typeof ClassShareResponseSchema>;

export const ClassQuizSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  countOfQuestions: z.number().int(),
  /** The class's opening date and deadline for the quiz (ADR 217): its own once set, otherwise the quiz's. */
  opensAt: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Whether the class set its own dates; false: it follows the quiz's. */
  ownDates: z.boolean(),
  addedAt: z.string(),
  /** Students take it through personal links (a user quiz, ADR 132); other kinds have no Student links. */
  takenByStudents: z.boolean(),
});
export type ClassQuiz = z.infer<typeof ClassQuizSchema>;
export const ClassQuizzesResponseSchema = z.object({ result: z.array(ClassQuizSchema) });
/** PATCH {id}/quiz/{quizId} answers with the class's quiz row as it now is. */
export const ClassQuizResponseSchema = ClassQuizSchema;

export const ClassPlaylistSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  countOfArticles: z.number().int(),
  addedAt: z.string(),
});
export type ClassPlaylist = z.infer<typeof ClassPlaylistSchema>;
export const ClassPlaylistsResponseSchema = z.object({
  result: z.array(ClassPlaylistSchema),
  playlistVideosCount: z.number().int(),
});

export const AddedResponseSchema = z.object({ added: z.number().int() });

/** Adding quizzes also distributes them (ADR 132): who a Restricted quiz left out, by e-mail. */
export const AddQuizzesResponseSchema = AddedResponseSchema.extend({
  notAssigned: z.array(z.string()),
});
export type AddQuizzesResponse = z.infer<typeof AddQuizzesResponseSchema>;

export const ClassQuizLinksResponseSchema = z.object({
  result: z.array(AssignmentLinkSchema),
  /** Students of the class without an assignment: a Restricted quiz refused their e-mail. */
  notAssigned: z.array(z.string()),
  /** False for a quiz that is not a user quiz: students do not take it, it has no links (ADR 132). */
  takenByStudents: z.boolean(),
  /** Whether the server sends mail (SMTP_URL set): a Resend is offered only then. */
  mailEnabled: z.boolean(),
});
export type ClassQuizLinksResponse = z.infer<typeof ClassQuizLinksResponseSchema>;

/** Who of the class got a reminder now, and who was reminded less than an hour ago (ADR 211). */
export const ClassRemindResponseSchema = z.object({
  reminded: z.array(z.string()),
  recentlyReminded: z.array(z.string()),
});
export type ClassRemindResponse = z.infer<typeof ClassRemindResponseSchema>;

export const ResendLinkParamsSchema = z.object({ id: dbId, quizId: dbId, assignmentId: dbId });

export const PickerItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Questions of a quiz, articles of a playlist. */
  count: z.number().int(),
  owner: z.string().nullable(),
});
export type PickerItem = z.infer<typeof PickerItemSchema>;
export const PickerResponseSchema = listResponseSchema(PickerItemSchema);
export type PickerResponse = z.infer<typeof PickerResponseSchema>;

export const ClassDeleteResponseSchema = z.object({ id: z.number().int() });
