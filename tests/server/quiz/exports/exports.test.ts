import { strFromU8, unzipSync } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import type { QuizKind } from '../../../../server/db/contentTables';
import { contentDisposition, exportFileName } from '../../../../server/exports/fileName';
import { seedContent } from '../../../../server/seed/content';
import { bearer, createTestApp, type TestApp } from '../../testApp';
import { createActor, toPromise } from 'xstate';
import { injectClient } from '../../injectClient';
import { createQuizListServices } from '../../../../src/machines/quiz/lists/quizListServices';
import { validatePackage } from './packageValidator';

let t: TestApp;
let superToken: string;
let csToken: string;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: () => false });

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  superToken = (await t.signIn('super@demo.test')).accessToken;
  csToken = (await t.signIn('cs@demo.test')).accessToken;
});
afterAll(() => t.close());

async function firstQuiz(kind: QuizKind, owner?: number) {
  let query = t.db.selectFrom('quizzes').select(['id', 'title']).where('kind', '=', kind).orderBy('id');
  if (owner !== undefined) query = query.where('owner_user_id', '=', owner);
  return query.executeTakeFirstOrThrow();
}

async function download(url: string, token = superToken) {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  return {
    status: response.statusCode,
    headers: response.headers,
    bytes: new Uint8Array(response.rawPayload),
  };
}

const KINDS: QuizKind[] = ['template', 'library', 'admin', 'user'];
const FORMATS = [
  ['qti', 'qti21'],
  ['cc', 'cc11'],
  ['scorm', 'scorm12'],
] as const;

const SITE_ORIGIN = 'https://console.example.com';

/**
 * A package as the console asks for it: the download services of the quiz lists (with their tracking and player
 * links and the chosen institution) over an HTTP client whose requests go to the app.
 */
async function consoleDownload(
  kind: QuizKind,
  quizId: number,
  format: 'qti' | 'cc' | 'scorm',
  institutionId: number,
) {
  const urls: string[] = [];
  const http = injectClient(t, () => superToken, urls);
  const saved: Blob[] = [];
  const services = createQuizListServices(
    http,
    { send: () => {} },
    { siteOrigin: SITE_ORIGIN, save: (blob) => void saved.push(blob) },
  );
  const actor = createActor(services.savePackages, {
    input: { kind, quizId, title: 'Quiz', format, institutionId },
  });
  actor.start();
  await toPromise(actor);
  return { url: urls[0]!, bytes: new Uint8Array(await saved[0]!.arrayBuffer()) };
}

describe('every export of seeded quizzes of every kind', () => {
  // The validator loads the schemas once per document; the packages of a format are checked side by side: one per
  // kind as fetched plainly, and one as the console requests it (links and an institution). The links change only
  // how videos are referenced, the same code for every kind, so one kind's request stands for all.
  test.each(FORMATS)(
    'the %s packages pass the LMS validator, also with the links and institution the console sends',
    async (format, validatorKind) => {
      const institution = await t.db
        .selectFrom('institutions')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const plain = KINDS.map(async (kind) => {
        const quiz = await firstQuiz(kind);
        const response = await download(`/api/admin/quiz/${kind}/${quiz.id}/${format}`);
        expect(response.status).toBe(200);
        expect(response.headers['content-disposition']).toContain('attachment;');
        return { kind, ...(await validatePackage(response.bytes, validatorKind)) };
      });
      const fromConsole = KINDS.slice(0, 1).map(async (kind) => {
        const quiz = await firstQuiz(kind);
        const { url, bytes } = await consoleDownload(kind, quiz.id, format, institution.id);
        const link = format === 'qti' ? 'trackingLink' : 'videoLink';
        expect(url).toContain(`institutionId=${institution.id}`);
        expect(url).toContain(`${link}=`);
        return {
          kind: `${kind} from the console (${url})`,
          ...(await validatePackage(bytes, validatorKind)),
        };
      });
      const results = await Promise.all([...plain, ...fromConsole]);
      for (const result of results) {
        expect(result.output, result.kind).toContain(`VALID ${validatorKind} package`);
        expect(result.valid, `${result.kind}: ${result.output}`).toBe(true);
      }
    },
    240_000,
  );
});

describe('QTI 2.1 content', () => {
  test('questions carry their options, right answers, cardinality and the quiz time limit', async () => {
    const quiz = await t.db
      .selectFrom('quizzes')
      .select(['id', 'duration'])
      .where('kind', '=', 'library')
      .where('duration', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const files = unzipSync((await download(`/api/admin/quiz/library/${quiz.id}/qti`)).bytes);
    const test = parser.parse(strFromU8(files['assessmentTest.xml']!));
    expect(test.assessmentTest.timeLimits['@_maxTime']).toBe(String(quiz.duration));

    const item = await t.db
      .selectFrom('quiz_items')
      .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
      .select(['quiz_items.id', 'quiz_items.right_answer', 'quiz_items.is_multiple'])
      .where('quiz_activities.quiz_id', '=', quiz.id)
      .where('quiz_items.type', '=', 2)
      .executeTakeFirstOrThrow();
    const xml = parser.parse(strFromU8(files[`items/item-${item.id}.xml`]!));
    const body = xml.assessmentItem;
    expect(body.responseDeclaration['@_cardinality']).toBe(item.is_multiple ? 'multiple' : 'single');
    expect(body.itemBody.choiceInteraction['@_maxChoices']).toBe(item.is_multiple ? '0' : '1');
    const values = [body.responseDeclaration.correctResponse.value].flat();
    expect(values).toEqual(item.right_answer.map((id) => `choice-${id}`));
    expect(body.responseProcessing['@_template']).toContain('match_correct');
    const options = await t.db
      .selectFrom('quiz_item_options')
      .select('text')
      .where('item_id', '=', item.id)
      .execute();
    expect(
      [body.itemBody.choiceInteraction.simpleChoice].flat().map((c: { '#text': string }) => c['#text']),
    ).toEqual(options.map((o) => o.text));
  });

  test('video items ship the stored video, listed in the manifest', async () => {
    const quiz = await firstQuiz('template');
    const files = unzipSync((await download(`/api/admin/quiz/template/${quiz.id}/qti`)).bytes);
    const media = Object.keys(files).filter((path) => path.startsWith('media/'));
    expect(media.length).toBeGreaterThan(0);
    expect(files[media[0]!]!.byteLength).toBeGreaterThan(1000);
    expect(strFromU8(files['imsmanifest.xml']!)).toContain(`href="${media[0]}"`);
    const videoItem = Object.keys(files).find((path) => path.startsWith('items/video-'))!;
    expect(strFromU8(files[videoItem]!)).toContain(`data="../${media[0]}"`);
  });

  test('with a tracking link the videos are linked to the player, not shipped', async () => {
    const quiz = await firstQuiz('template');
    const institution = await t.db.selectFrom('institutions').select('id').executeTakeFirstOrThrow();
    const link = encodeURIComponent('https://player.example.com/embed/');
    const response = await download(
      `/api/admin/quiz/template/${quiz.id}/qti?trackingLink=${link}&institutionId=${institution.id}`,
    );
    const files = unzipSync(response.bytes);
    expect(Object.keys(files).some((path) => path.startsWith('media/'))).toBe(false);
    const videoItem = Object.keys(files).find((path) => path.startsWith('items/video-'))!;
    expect(strFromU8(files[videoItem]!)).toMatch(
      new RegExp(`data="https://player\\.example\\.com/embed/\\d+\\?institutionId=${institution.id}"`),
    );
  });
});

describe('Common Cartridge and SCORM content', () => {
  test('the cartridge uses the CC QTI profiles and a time limit in minutes', async () => {
    const quiz = await t.db
      .selectFrom('quizzes')
      .select(['id', 'duration'])
      .where('kind', '=', 'library')
      .where('duration', 'is not', null)
      .executeTakeFirstOrThrow();
    const files = unzipSync((await download(`/api/admin/quiz/library/${quiz.id}/cc`)).bytes);
    const qti = strFromU8(files[`quiz-${quiz.id}/assessment_qti.xml`]!);
    expect(qti).toMatch(/cc\.multiple_(choice|response)\.v0p1/);
    expect(qti).toContain(`<fieldentry>${quiz.duration! / 60}</fieldentry>`);
  });

  test('the SCORM package holds a player that talks to the LMS API and the mastery score of graded quizzes', async () => {
    const quiz = await t.db
      .selectFrom('quizzes')
      .select(['id'])
      .where('kind', '=', 'library')
      .where('is_graded', '=', true)
      .executeTakeFirstOrThrow();
    const link = encodeURIComponent('https://player.example.com/embed');
    const files = unzipSync(
      (await download(`/api/admin/quiz/library/${quiz.id}/scorm?videoLink=${link}`)).bytes,
    );
    expect(strFromU8(files['imsmanifest.xml']!)).toContain('<adlcp:masteryscore>60</adlcp:masteryscore>');
    const player = strFromU8(files['player.js']!);
    for (const call of [
      'LMSInitialize',
      'cmi.core.lesson_status',
      'cmi.core.score.raw',
      'cmi.core.session_time',
      'LMSCommit',
      'LMSFinish',
    ])
      expect(player).toContain(call);
    expect(strFromU8(files['index.html']!)).toContain('https://player.example.com/embed/');
    expect(strFromU8(files['index.html']!)).not.toMatch(/<script[^>]+src="https?:/);
  });
});

describe('download names and access', () => {
  test('files are named after the quiz as SPEC section 7 says', async () => {
    const quiz = await firstQuiz('admin');
    const qti = await download(`/api/admin/quiz/admin/${quiz.id}/qti`);
    const cc = await download(`/api/admin/quiz/admin/${quiz.id}/cc`);
    const scorm = await download(`/api/admin/quiz/admin/${quiz.id}/scorm`);
    expect(qti.headers['content-disposition']).toContain(`filename="${quiz.title}-qti.zip"`);
    expect(cc.headers['content-disposition']).toContain(`filename="${quiz.title}-cc-export.imscc"`);
    expect(scorm.headers['content-disposition']).toContain(`filename="${quiz.title}-scorm-export.zip"`);
  });

  test('names lose path and quote characters and keep Unicode through filename*', () => {
    expect(exportFileName('qti', '../Cells "and" ions/α', 7)).toBe('Cells and ions α-qti.zip');
    expect(exportFileName('scorm', '///', 7)).toBe('7-scorm-export.zip');
    expect(contentDisposition('Zellbiologie α-qti.zip')).toBe(
      `attachment; filename="Zellbiologie _-qti.zip"; filename*=UTF-8''Zellbiologie%20%CE%B1-qti.zip`,
    );
  });

  test('exports follow the viewing rules: own and shared user quizzes, the library, not templates', async () => {
    const cs = await t.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', 'cs@demo.test')
      .executeTakeFirstOrThrow();
    const own = await firstQuiz('user', cs.id);
    expect((await download(`/api/admin/quiz/user/${own.id}/scorm`, csToken)).status).toBe(200);
    const library = await firstQuiz('library');
    expect((await download(`/api/admin/quiz/library/${library.id}/qti`, csToken)).status).toBe(200);
    const other = await t.db
      .selectFrom('quizzes')
      .select('id')
      .where('kind', '=', 'user')
      .where('owner_user_id', '!=', cs.id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('quiz_shares')
              .select('quiz_shares.id')
              .whereRef('quiz_shares.quiz_id', '=', 'quizzes.id')
              .where('quiz_shares.user_email', '=', cs.email),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/user/${other.id}/qti`,
      headers: bearer(csToken),
    });
    // Not the caller's to see: answered byte for byte like an id that does not exist (ADR 105).
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/user/999999/qti`,
      headers: bearer(csToken),
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().content.message).toBe('Quiz not found');
    expect(denied.body).toBe(missing.body);
    await t.db
      .insertInto('quiz_shares')
      .values({
        quiz_id: other.id,
        user_email: cs.email,
        user_first_name: null,
        user_last_name: null,
        shared_by: null,
      })
      .execute();
    expect((await download(`/api/admin/quiz/user/${other.id}/qti`, csToken)).status).toBe(200);
    const template = await firstQuiz('template');
    expect((await download(`/api/admin/quiz/template/${template.id}/cc`, csToken)).status).toBe(404);
  });

  test('unknown quizzes, kinds that do not match and bad links are refused with a message', async () => {
    const template = await firstQuiz('template');
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/admin/${template.id}/qti`,
      headers: bearer(superToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().content.message).toBe('Quiz not found');
    const badType = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/other/1/qti`,
      headers: bearer(superToken),
    });
    expect(badType.statusCode).toBe(400);
    const badLink = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/template/${template.id}/scorm?videoLink=javascript:alert(1)`,
      headers: bearer(superToken),
    });
    expect(badLink.statusCode).toBe(400);
    const noInstitution = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/template/${template.id}/scorm?institutionId=999999`,
      headers: bearer(superToken),
    });
    expect(noInstitution.json().content.message).toBe('Institution not found');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/template/${template.id}/qti`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
