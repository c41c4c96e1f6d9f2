/** The import route as the console calls it (one multipart file), and what an import stored, for the format tests. */
import type { ImportReportLine } from '../../../../src/api/quiz/import/quizImportContract';
import { bearer, type TestApp } from '../../testApp';

export const IMPORT_URL = '/api/admin/quiz/template/from_package/qti';

export interface ImportContent {
  message: string;
  created: { id: number; title: string; questions: number }[];
  report: { total: number; imported: number; changed: number; skipped: number; lines: ImportReportLine[] };
  warnings: string[];
  skipped: { quiz: string; item: string; type: string }[];
  images: { stored: number; notImported: { quiz: string; item: string; image: string; reason: string }[] };
}

export async function uploadFile(t: TestApp, token: string, name: string, bytes: Uint8Array | string) {
  const boundary = '----format-import-test';
  const response = await t.app.inject({
    method: 'POST',
    url: IMPORT_URL,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
  return { status: response.statusCode, content: response.json().content as ImportContent };
}

/** A stored quiz: its title and, per activity, each question's title, options and right options. */
export async function storedQuiz(t: TestApp, quizId: number) {
  const quiz = await t.db
    .selectFrom('quizzes')
    .select('title')
    .where('id', '=', quizId)
    .executeTakeFirstOrThrow();
  const activities = await t.db
    .selectFrom('quiz_activities')
    .select(['id', 'title'])
    .where('quiz_id', '=', quizId)
    .orderBy('sort_index')
    .execute();
  return {
    title: quiz.title,
    activities: await Promise.all(
      activities.map(async (activity) => {
        const items = await t.db
          .selectFrom('quiz_items')
          .select(['id', 'title', 'is_multiple', 'right_answer'])
          .where('activity_id', '=', activity.id)
          .orderBy('sort_index')
          .execute();
        const questions = await Promise.all(
          items.map(async (item) => {
            const options = await t.db
              .selectFrom('quiz_item_options')
              .select(['id', 'text'])
              .where('item_id', '=', item.id)
              .orderBy('sort_index')
              .execute();
            return {
              title: item.title,
              multiple: item.is_multiple,
              options: options.map((o) => o.text),
              right: options.filter((o) => item.right_answer.includes(o.id)).map((o) => o.text),
            };
          }),
        );
        return { title: activity.title, questions };
      }),
    ),
  };
}

/** The report's counts add up, and to the number of items the file holds. */
export function expectReportAddsUp(report: ImportContent['report'], itemsInFile: number) {
  expect(report.imported + report.changed + report.skipped).toBe(report.total);
  expect(report.lines).toHaveLength(report.total);
  expect(report.total).toBe(itemsInFile);
}
