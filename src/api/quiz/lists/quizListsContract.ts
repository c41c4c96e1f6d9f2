/**
 * Wire contract of the quiz lists, sharing and deletes (SPEC section 7 "Quiz"), shared by the console's calls and
 * the server's routes. Every list answers `{ result, navigation }` with rows shaped by QuizListItemSchema.
 */
import * as z from 'zod';
import { isEmail } from '../../../domain/shared/emails';
import { ListRequestSchema, listResponseSchema } from '../../../domain/shared/listQuery';
import { QuizListItemSchema } from '../../../domain/quiz/quiz';
import { dbId, pageParam, text, TEXT_MAX } from '../../../domain/shared/fields';

export const QUIZ_LIST_PATHS = {
  templates: '/api/admin/quiz/template_list',
  library: '/api/admin/quiz/library_quiz_list',
  sharedAdmin: '/api/admin/quiz/shared_quiz_list',
  sharedByMe: '/api/admin/quiz/list_shared_by_me',
  mine: '/api/admin/quiz/user_quiz_list',
  admin: '/api/admin/quiz/quiz_list',
  customer: '/api/admin/quiz/list',
} as const;

/** Server route patterns (`:id`) of sharing and deleting. */
export const QUIZ_SHARE_ROUTES = {
  sharedWith: '/api/admin/quiz/shared_with/:id',
  sharedWithCustomer: '/api/admin/quiz/shared_with_customer/:id',
  share: '/api/admin/quiz/share/:id',
  shareCustomer: '/api/admin/quiz/sharecustomer/:id',
} as const;

export const QUIZ_DELETE_ROUTES = {
  template: '/api/admin/quiz/template/:id',
  library: '/api/admin/quiz/library/:id',
  admin: '/api/admin/quiz/:id',
  user: '/api/admin/quiz/user_quiz/:id',
} as const;

const withId = (pattern: string, id: number) => pattern.replace(':id', String(id));
export const quizSharePath = (route: keyof typeof QUIZ_SHARE_ROUTES, id: number) =>
  withId(QUIZ_SHARE_ROUTES[route], id);
export const quizDeletePath = (route: keyof typeof QUIZ_DELETE_ROUTES, id: number) =>
  withId(QUIZ_DELETE_ROUTES[route], id);

/** Fixed page size of the library and admin quiz lists (SPEC: 20 per page). */
export const QUIZ_PAGE_SIZE = 20;

/**
 * Filter properties the quiz lists understand. `section_id` (library: is_null → textbooks, is_not_null → sections)
 * keeps the SPEC's name; the customer list adds the owner's names and e-mail and the `showExpired` switch.
 */
export const QUIZ_FILTER = {
  id: 'id',
  title: 'title',
  createdAt: 'createdAt',
  endDate: 'endDate',
  sectionId: 'section_id',
  processStatus: 'processStatus',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  showExpired: 'showExpired',
  /** The customer list shows the quizzes of internal staff too (ADR 246). */
  showInternal: 'showInternal',
} as const;

export const QuizListRequestSchema = ListRequestSchema;
export const QuizListResponseSchema = listResponseSchema(QuizListItemSchema);
export type QuizListResponse = z.infer<typeof QuizListResponseSchema>;

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true');

/** GET lists (Shared By Me, customer quizzes): the page and the keyword travel in the query string. */
export const QuizListQuerySchema = z.object({
  page: pageParam.default(1),
  itemsOnPage: z.coerce.number().int().min(1).max(200).default(QUIZ_PAGE_SIZE),
  keyword: text(TEXT_MAX.keyword).optional(),
  showExpired: flag.optional(),
  showInternal: flag.optional(),
});

export const QuizIdParamsSchema = z.object({ id: dbId });

export const INVALID_EMAIL_MESSAGE = 'Invalid e-mail address';

export const ShareRequestSchema = z.object({
  emails: z
    .array(text(TEXT_MAX.email, { trim: true }))
    .min(1, 'Enter at least one e-mail address')
    .max(200)
    .refine((emails) => emails.every(isEmail), {
      error: (issue) => {
        const invalid = (issue.input as string[]).filter((email) => !isEmail(email));
        return `${INVALID_EMAIL_MESSAGE}: ${invalid.join(', ')}`;
      },
    }),
  isAdminQuiz: z.boolean().default(false),
});
export type ShareRequest = z.input<typeof ShareRequestSchema>;

export const ShareResultSchema = z.object({
  shared: z.array(z.string()),
  already_shared: z.array(z.string()),
  not_access: z.array(z.string()),
  not_found: z.array(z.string()),
});
export type ShareResult = z.infer<typeof ShareResultSchema>;

/** SPEC section 3: sharedUserList entries (first_name, last_name, email). */
export const SharedUserSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
});
export const SharedWithResponseSchema = z.object({ sharedUserList: z.array(SharedUserSchema) });
export type SharedWithResponse = z.infer<typeof SharedWithResponseSchema>;

export const DeleteResponseSchema = z.object({ id: z.number().int() });
