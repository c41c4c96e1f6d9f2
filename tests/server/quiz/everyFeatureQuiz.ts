/**
 * A template quiz with every feature an export carries (ADR 155): three activities, video items, single and
 * multiple answer questions, an uploaded image, a time limit, graded, and titles and options with `<`, `>`, `&`,
 * quotes and emoji. Created through the API of a test app whose content is seeded (for the catalog's videos).
 */
import { samplePng } from '../../../server/seed/documents';
import type { PayloadItem } from '../../../src/domain/quiz/quizPayload';
import { quizPayload } from '../../support/quizFixtures';
import { bearer, type TestApp } from '../testApp';
import { multipartFile } from '../multipartFile';

export const QUIZ_TITLE = 'Ions & <isotopes> "quiz" 🧬';
export const RICH_TITLE = '<p>Ions &amp; &lt;isotopes&gt; — which one is an ion? 🧪</p>';
export const OPTIONS = ['x<y>z', '<none>', 'Na & Cl', `"quoted" and 'single' 😀`];

/** POSTs one file as the console's uploads do. */
export async function postFile(
  t: TestApp,
  token: string,
  url: string,
  name: string,
  bytes: Uint8Array,
  type = 'application/zip',
) {
  const body = multipartFile(name, bytes, type);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

const video = (article: number, title: string): PayloadItem => ({
  article,
  sortIndex: 0,
  title,
  type: 1,
  isMultiple: false,
  rightAnswer: [],
  image: null,
  textOptions: [],
});

/** Creates the quiz; answers its id. */
export async function createEveryFeatureQuiz(t: TestApp, token: string): Promise<number> {
  const png = new Uint8Array(samplePng(40, 30));
  const image = await postFile(t, token, '/api/quiz/upload_image', 'cell.png', png, 'image/png');
  expect(image.statusCode).toBe(200);
  const imageUrl = (image.json() as { content: { url: string } }).content.url;
  const articles = await t.db
    .selectFrom('article_videos')
    .select('article_id')
    .distinct()
    .orderBy('article_id')
    .limit(3)
    .execute();
  const [first, second, third] = articles.map((a) => a.article_id);
  const payload = quizPayload(
    QUIZ_TITLE,
    [
      {
        title: 'Cells & <membranes> "one"',
        items: [
          video(first!, 'Intro: "cells" & <walls> 🎬'),
          { title: RICH_TITLE, options: OPTIONS, right: [1] },
          {
            title: '<p>Which are organelles?</p>',
            options: ['Mitochondrion', 'Cell <wall>', 'Ribosome'],
            right: [0, 2],
            isMultiple: true,
          },
        ],
      },
      {
        title: 'Pictures',
        items: [
          {
            title: `<p>What does the picture show?</p><p><img src="${imageUrl}" alt="A cell &amp; its parts"></p>`,
            options: ['A cell', 'An ion'],
          },
          video(second!, 'Second video'),
        ],
      },
      {
        title: 'Ions',
        items: [
          video(third!, "Ions' <charges>"),
          { title: '<p>Charge of Na+?</p>', options: ['+1', '-1'], right: [0] },
        ],
      },
    ],
    { duration: 25, isGraded: true },
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload,
  });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { content: { id: number } }).content.id;
}
