/**
 * Which API routes are a feature that Class Products' grants decide (ADR 345, 355): the one table the server's feature
 * guard is built from, so a route named here refuses a locked caller whatever its handler does, and the tests walk
 * exactly these routes. A feature's routes are those that create, change, delete or produce something through it;
 * reading what exists (lists, records, results, statistics, delete impacts) and the work on students' handed-in
 * answers (grading, releases, reminders of results, score sends) stay open, so an instructor whose grant lapsed keeps
 * their results.
 */
import type { Feature } from '../classAccess/classAccess';

const CLASS = '/api/admin/class';
const BANKS = '/api/admin/question_banks';
const EXPORT_FORMATS = ['qti', 'cc', 'scorm', 'moodle', 'gift'] as const;

/** `METHOD url` as the server registers it (path parameters as `:name`). */
export const FEATURE_ROUTES: Readonly<Record<Feature, readonly string[]>> = {
  classes: [
    `POST ${CLASS}/`,
    `PATCH ${CLASS}/:id`,
    `POST ${CLASS}/:id`,
    `DELETE ${CLASS}/:id`,
    `PATCH ${CLASS}/:id/publish`,
    `PATCH ${CLASS}/:id/share`,
    `POST ${CLASS}/:id/invite`,
    `DELETE ${CLASS}/:id/student/:studentId`,
    `POST ${CLASS}/quiz`,
    `PATCH ${CLASS}/:id/quiz/:quizId`,
    `DELETE ${CLASS}/:id/quiz/:quizId`,
    `POST ${CLASS}/:id/quiz/:quizId/links/:assignmentId/resend`,
    `POST ${CLASS}/:id/quiz/:quizId/links/remind`,
    `POST ${CLASS}/playlist`,
    `DELETE ${CLASS}/:id/playlist/:playlistId`,
    `POST ${CLASS}/:id/document`,
    `POST ${CLASS}/:id/document/:docId`,
    `PATCH ${CLASS}/:id/document/:docId`,
    `DELETE ${CLASS}/:id/document/:docId`,
    `POST ${CLASS}/:id/document/:docId/restore`,
  ],
  quizzes: [
    'POST /api/quiz/create',
    'PATCH /api/admin/quiz/user_quiz/:id',
    'DELETE /api/admin/quiz/user_quiz/:id',
    'POST /api/admin/quiz/create',
    'PATCH /api/admin/quiz/:id',
    'DELETE /api/admin/quiz/:id',
    'GET /api/admin/quiz/from_article/:id',
    'GET /api/admin/quiz/from_playlist/:id',
    'POST /api/quiz/upload_image',
    'POST /api/admin/quiz/share/:id',
    'POST /api/admin/quiz/sharecustomer/:id',
  ],
  questionBanks: [
    `POST ${BANKS}`,
    `PATCH ${BANKS}/:bankId`,
    `DELETE ${BANKS}/:bankId`,
    `POST ${BANKS}/:bankId/categories`,
    `PATCH ${BANKS}/:bankId/categories/:categoryId`,
    `DELETE ${BANKS}/:bankId/categories/:categoryId`,
    `POST ${BANKS}/:bankId/questions`,
    `PUT ${BANKS}/:bankId/questions/:questionId`,
    `DELETE ${BANKS}/:bankId/questions/:questionId`,
    `POST ${BANKS}/:bankId/copy_question`,
  ],
  aiGeneration: ['POST /api/admin/ai/questions'],
  lti: [
    'POST /api/lti/platform',
    'PUT /api/lti/platform/:id',
    'DELETE /api/lti/platform/:id',
    'POST /api/lti/deep-link/:requestId',
  ],
  exports: EXPORT_FORMATS.map((format) => `GET /api/admin/quiz/:type/:id/${format}`),
};

const FEATURE_OF_ROUTE: ReadonlyMap<string, Feature> = new Map(
  (Object.entries(FEATURE_ROUTES) as [Feature, readonly string[]][]).flatMap(([feature, routes]) =>
    routes.map((route): [string, Feature] => [route, feature]),
  ),
);

/** The feature a route belongs to, or undefined for a route no grant decides. */
export const featureOfRoute = (method: string, url: string): Feature | undefined =>
  FEATURE_OF_ROUTE.get(`${method} ${url}`);
