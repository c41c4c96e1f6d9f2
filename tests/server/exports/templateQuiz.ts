/**
 * A quiz template made through the API as the editor saves one, and its downloads in each export format: the
 * fixture of the export tests of one question type.
 */
import { bearer, type TestApp } from '../testApp';

export type ExportFormat = 'qti' | 'cc' | 'scorm' | 'moodle' | 'gift';

/** A question of the save payload: SPEC's item fields with nothing chosen, the type's own fields given. */
export const questionItem = (sortIndex: number, fields: Record<string, unknown>) => ({
  article: null,
  type: 2,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  textOptions: [],
  sortIndex,
  ...fields,
});

/** Creates a graded template of one activity holding `items` (question fields, numbered in order); answers its id. */
export async function createTemplateQuiz(
  t: TestApp,
  token: string,
  { title, activity, items }: { title: string; activity: string; items: readonly Record<string, unknown>[] },
): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload: {
      title,
      tags: [],
      article: null,
      startDate: null,
      endDate: null,
      isGraded: true,
      duration: null,
      showCaption: false,
      restrictNonInstitutional: false,
      activities: [
        {
          title: activity,
          sortIndex: 1,
          items: items.map((fields, index) => questionItem(index + 1, fields)),
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { content: { id: number } }).content.id;
}

/** The template's download in `format`, as bytes (the route must answer 200). */
export async function downloadTemplate(t: TestApp, token: string, quizId: number, format: ExportFormat) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}
