import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { QuizSchema, type Quiz, type QuizKind } from '../../../src/domain/quiz/quiz';
import { QUIZ_CAPABILITY_MESSAGES } from '../../../src/domain/quiz/quizCapabilities';
import { newQuizState } from '../../../src/domain/quiz/editor/quizEditorState';
import { fromQuiz, toPayload, type QuizPayload } from '../../../src/domain/quiz/quizPayload';
import { applyEvents } from '../../../src/domain/quiz/editor/quizReducer';
import type { QuizEvent } from '../../../src/domain/quiz/editor/quizEvents';
import type { Token } from '../../../src/domain/session/session';
import { seedContent } from '../../../server/seed/content';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let storageDir: string;
const tokens = new Map<string, Token>();

async function as(email: string) {
  if (!tokens.has(email)) tokens.set(email, await t.signIn(email));
  return bearer(tokens.get(email)!);
}

const SUPER = 'super@demo.test';
const CS = 'cs@demo.test';
const CORPORATE = 'corporate@demo.test';
const PUBLISH = 'publish@demo.test';
const LTI = 'lti@demo.test';

async function userId(email: string) {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
}

async function anyQuiz(kind: QuizKind, ownerEmail?: string): Promise<number> {
  let query = t.db.selectFrom('quizzes').select('id').where('kind', '=', kind).where('editable', '=', true);
  if (ownerEmail) query = query.where('owner_user_id', '=', await userId(ownerEmail));
  return (await query.orderBy('id').executeTakeFirstOrThrow()).id;
}

async function get(kind: QuizKind, id: number, email = SUPER) {
  return call(t.app, { method: 'GET', url: QUIZ_PATHS.one(kind, id), headers: await as(email) });
}

async function getQuiz(kind: QuizKind, id: number, email = SUPER): Promise<Quiz> {
  const response = await get(kind, id, email);
  expect(response.status).toBe(200);
  return QuizSchema.parse(response.body.content);
}

async function patch(kind: QuizKind, id: number, payload: unknown, email = SUPER) {
  return call(t.app, {
    method: 'PATCH',
    url: QUIZ_PATHS.one(kind, id),
    headers: await as(email),
    payload: payload as object,
  });
}

async function create(kind: QuizKind, payload: unknown, email = SUPER) {
  return call(t.app, {
    method: 'POST',
    url: QUIZ_PATHS.create(kind),
    headers: await as(email),
    payload: payload as object,
  });
}

/** A quiz built through the editor's own events, as the console would send it. */
function editorPayload(kind: QuizKind, title: string): QuizPayload {
  const events: QuizEvent[] = [
    {
      type: 'details.set',
      details: { title, isGraded: true, duration: 0, quizType: kind === 'library' ? 'textbook' : null },
    },
    { type: 'subjects.set', tags: [] },
    { type: 'item.addQuestion', activityId: 'a', itemId: 'q1', optionIds: ['o1', 'o2', 'o3', 'o4'] },
    { type: 'question.setTitle', itemId: 'q1', title: 'Which organelle makes ATP?' },
    { type: 'option.setText', itemId: 'q1', optionId: 'o1', text: 'Nucleus' },
    { type: 'option.setText', itemId: 'q1', optionId: 'o2', text: 'Mitochondrion' },
    { type: 'option.setText', itemId: 'q1', optionId: 'o3', text: 'Ribosome' },
    { type: 'option.remove', itemId: 'q1', optionId: 'o4' },
    { type: 'answer.toggle', itemId: 'q1', optionId: 'o2' },
  ];
  return toPayload(applyEvents(newQuizState('a'), events), kind, 'create');
}

const editPayload = (quiz: Quiz, events: QuizEvent[]) =>
  toPayload(applyEvents(fromQuiz(quiz), events), quiz.kind, 'edit', quiz.version);

beforeAll(async () => {
  t = await createTestApp();
  storageDir = await mkdtemp(join(tmpdir(), 'quiz-crud-seed-'));
  await seedContent(t.db, { storageDir, now: t.clock.now() });
}, 90_000);

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('reading a quiz', () => {
  test.each(['template', 'library', 'admin', 'user'] as const)(
    'a super admin reads a %s quiz in the quiz shape',
    async (kind) => {
      const id = await anyQuiz(kind);
      const quiz = await getQuiz(kind, id);
      expect(quiz).toMatchObject({ id, kind });
      expect(quiz.activities.length).toBeGreaterThan(0);
    },
  );

  test('a quiz of another kind under this path is not found', async () => {
    const id = await anyQuiz('library');
    expect((await get('admin', id)).status).toBe(404);
    expect((await get('admin', 999_999)).status).toBe(404);
  });

  test('questions carry their options and right answers; videos their video data', async () => {
    const id = await anyQuiz('template');
    const quiz = await getQuiz('template', id);
    const items = quiz.activities.flatMap((a) => a.items);
    const question = items.find((i) => i.type === 2)!;
    expect(question.textOptions.length).toBeGreaterThan(0);
    expect(question.rightAnswer.every((r) => question.textOptions.some((o) => o.id === r))).toBe(true);
    const video = items.find((i) => i.type === 1);
    if (video) expect(video.article?.id).toBeGreaterThan(0);
  });
});

describe('creating and editing', () => {
  test.each(['template', 'library', 'admin'] as const)(
    'a super admin creates a %s quiz and reads it back',
    async (kind) => {
      const response = await create(kind, editorPayload(kind, `New ${kind} quiz`));
      expect(response.status).toBe(200);
      const saved = QuizSchema.parse(response.body.content);
      expect(saved).toMatchObject({
        kind,
        title: `New ${kind} quiz`,
        version: 1,
        isGraded: true,
        duration: null,
      });
      const question = saved.activities[0]!.items[0]!;
      expect(question.textOptions.map((o) => o.text)).toEqual(['Nucleus', 'Mitochondrion', 'Ribosome']);
      // The right answer named a local option id; stored, it is the new option's id.
      expect(question.rightAnswer).toEqual([question.textOptions[1]!.id]);
      expect(question.questionOrder).toBe(1);
      expect(await getQuiz(kind, saved.id)).toEqual(saved);
    },
  );

  test.each(['template', 'library', 'admin', 'user'] as const)(
    'a super admin edits a stored %s quiz: the change is saved and the version moves on',
    async (kind) => {
      const quiz = await getQuiz(kind, await anyQuiz(kind));
      const payload = editPayload(quiz, [
        { type: 'details.set', details: { title: `Edited ${kind} quiz`, quizType: quiz.quizType } },
        { type: 'activity.add', activityId: 'added' },
        { type: 'activity.rename', activityId: 'added', title: 'Added activity' },
      ]);
      const response = await patch(kind, quiz.id, payload);
      expect(response.status).toBe(200);
      const saved = await getQuiz(kind, quiz.id);
      expect(saved).toMatchObject({ title: `Edited ${kind} quiz`, version: quiz.version + 1 });
      expect(saved.activities.map((a) => a.title)).toEqual([
        ...quiz.activities.map((a) => a.title),
        'Added activity',
      ]);
      // Everything that was there keeps its ids.
      expect(saved.activities.slice(0, -1).flatMap((a) => a.items.map((i) => i.id))).toEqual(
        quiz.activities.flatMap((a) => a.items.map((i) => i.id)),
      );
    },
  );

  test('a user creates a user quiz they own, and edits it', async () => {
    const response = await create('user', editorPayload('user', 'My cell quiz'), CS);
    expect(response.status).toBe(200);
    const quiz = QuizSchema.parse(response.body.content);
    expect(quiz.createdBy?.email).toBe(CS);
    const edited = await patch(
      'user',
      quiz.id,
      editPayload(quiz, [{ type: 'details.set', details: { title: 'My renamed quiz' } }]),
      CS,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.content).toMatchObject({ title: 'My renamed quiz', version: 2 });
  });

  test('an edit keeps the ids of what stayed, adds what is new and deletes what was removed', async () => {
    const created = QuizSchema.parse(
      (await create('admin', editorPayload('admin', 'Ids quiz'))).body.content,
    );
    const question = created.activities[0]!.items[0]!;
    const base = fromQuiz(created);
    const firstItem = base.activities[0]!.items[0]!.originId;
    const events: QuizEvent[] = [
      { type: 'activity.add', activityId: 'second' },
      { type: 'item.addQuestion', activityId: 'second', itemId: 'q2', optionIds: ['p1', 'p2', 'p3', 'p4'] },
      { type: 'question.setTitle', itemId: 'q2', title: 'Second question' },
      ...['A', 'B', 'C', 'D'].map((text, i): QuizEvent => ({
        type: 'option.setText',
        itemId: 'q2',
        optionId: `p${i + 1}`,
        text,
      })),
      { type: 'item.move', itemId: firstItem, toActivityId: 'second' },
      { type: 'activity.remove', activityId: base.activities[0]!.originId },
    ];
    const response = await patch('admin', created.id, editPayload(created, events));
    expect(response.status).toBe(200);
    const saved = QuizSchema.parse(response.body.content);
    expect(saved.activities).toHaveLength(1);
    expect(saved.activities[0]!.title).toBe('Activity 2');
    const [second, moved] = saved.activities[0]!.items;
    expect(second!.title).toBe('Second question');
    // The moved question survived its old activity's removal with its ids (students' answers name them).
    expect(moved!.id).toBe(question.id);
    expect(moved!.textOptions.map((o) => o.id)).toEqual(question.textOptions.map((o) => o.id));
    expect(moved!.rightAnswer).toEqual(question.rightAnswer);
    expect([second!.questionOrder, moved!.questionOrder]).toEqual([1, 2]);
  });

  test('a save breaking the editor rules is refused with the SPEC messages', async () => {
    const payload = { ...editorPayload('library', 'x'), title: '' };
    payload.activities = [{ ...payload.activities[0]!, title: '', items: [] }];
    const response = await create('library', payload);
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toMatchObject({
      title: ['No Title'],
      'activities.0.title': ['No Title'],
      'activities.0.items': ['Each activity should have at least one question'],
    });
  });

  test('a question whose right answer is not among its options is refused', async () => {
    const payload = editorPayload('admin', 'Broken answers');
    payload.activities[0]!.items[0]!.rightAnswer = ['nowhere'];
    const response = await create('admin', payload);
    expect(response.status).toBe(400);
    expect(response.body.content.errors['activities.0.items.0.rightAnswer']).toEqual([
      'Each question needs a right answer among its options',
    ]);
  });
});

describe('transactions and versions', () => {
  test('a save that fails half-way leaves the stored quiz as it was', async () => {
    const id = await anyQuiz('admin');
    const before = await getQuiz('admin', id);
    const other = await getQuiz('admin', await anyQuiz('template'), SUPER).catch(() => undefined);
    const foreignItemId = other?.activities[0]?.items[0]?.id ?? 999_999;
    const payload = editPayload(before, [{ type: 'details.set', details: { title: 'Half-saved title' } }]);
    // The title update runs first; the foreign item id is found later and rolls everything back.
    payload.activities[0]!.items.push({
      ...payload.activities[0]!.items[0]!,
      id: foreignItemId,
      sortIndex: 99,
    });
    payload.activities[0]!.items[payload.activities[0]!.items.length - 1]!.type = 2;
    const response = await patch('admin', id, payload);
    expect(response.status).toBe(400);
    expect(await getQuiz('admin', id)).toEqual(before);
  });

  test('an edit made on an older version is refused with who saved and when, and changes nothing', async () => {
    const created = QuizSchema.parse(
      (await create('admin', editorPayload('admin', 'Contested quiz'))).body.content,
    );
    const first = await patch(
      'admin',
      created.id,
      editPayload(created, [{ type: 'details.set', details: { title: 'First save wins' } }]),
    );
    expect(first.status).toBe(200);
    const stale = await patch(
      'admin',
      created.id,
      editPayload(created, [{ type: 'details.set', details: { title: 'Second save' } }]),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.content.message).toMatch(
      /^This quiz was changed by Sam Super on \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M\. Your changes are kept as a draft\.$/,
    );
    expect(stale.body.content.changedBy).toMatchObject({ email: SUPER });
    // The same account saved first (another tab or device), and the answer says so.
    expect(stale.body.content.savedByYou).toBe(true);
    expect(stale.body.content.currentVersion).toBe(2);
    expect((await getQuiz('admin', created.id)).title).toBe('First save wins');
  });
});

describe('who may do what', () => {
  test('only super admins read templates and create or edit templates, library and admin quizzes', async () => {
    // Templates are hidden from other users, so one is answered like a missing id (ADR 105).
    expect((await get('template', await anyQuiz('template'), CS)).status).toBe(404);
    for (const kind of ['template', 'library', 'admin'] as const) {
      expect((await create(kind, editorPayload(kind, 'Not mine'), CS)).status).toBe(403);
      const quiz = await getQuiz(kind, await anyQuiz(kind));
      // A quiz they may read (the library, an admin quiz shared with them) is forbidden to edit; one they may
      // not read is not seen at all.
      const shared = await t.db
        .selectFrom('quiz_shares')
        .select('id')
        .where('quiz_id', '=', quiz.id)
        .where('user_email', '=', CORPORATE)
        .executeTakeFirst();
      expect((await patch(kind, quiz.id, editPayload(quiz, []), CORPORATE)).status).toBe(
        kind === 'library' || shared ? 403 : 404,
      );
    }
  });

  test("users edit their own user quizzes only; a super admin edits a customer's quiz", async () => {
    const mine = QuizSchema.parse(
      (await create('user', editorPayload('user', 'Owned by cs'), CS)).body.content,
    );
    expect((await patch('user', mine.id, editPayload(mine, []), CORPORATE)).status).toBe(404);
    expect((await get('user', mine.id, CORPORATE)).status).toBe(404);
    expect((await patch('user', mine.id, editPayload(mine, []), SUPER)).status).toBe(200);

    // Shared with them, the quiz is theirs to read but not to edit.
    await t.db
      .insertInto('quiz_shares')
      .values({ quiz_id: mine.id, user_email: CORPORATE, shared_by: await userId(CS) })
      .execute();
    expect((await get('user', mine.id, CORPORATE)).status).toBe(200);
    expect(await patch('user', mine.id, editPayload(mine, []), CORPORATE)).toMatchObject({
      status: 403,
      body: { content: { message: QUIZ_CAPABILITY_MESSAGES.viewOnly } },
    });
  });

  test("another user's quiz and a missing id get byte-identical answers", async () => {
    const hidden = QuizSchema.parse(
      (await create('user', editorPayload('user', 'Private to cs'), CS)).body.content,
    );
    const missing = 999_999;
    const raw = async (method: 'GET' | 'PATCH', id: number) => {
      const response = await t.app.inject({
        method,
        url: QUIZ_PATHS.one('user', id),
        headers: await as(CORPORATE),
        ...(method === 'PATCH' ? { payload: editPayload(hidden, []) as object } : {}),
      });
      return { status: response.statusCode, body: response.body, type: response.headers['content-type'] };
    };
    for (const method of ['GET', 'PATCH'] as const) {
      const seenAsMissing = await raw(method, hidden.id);
      expect(seenAsMissing.status).toBe(404);
      expect(seenAsMissing).toEqual(await raw(method, missing));
    }
    const template = await raw('GET', await anyQuiz('template'));
    expect(template.body).toBe((await raw('GET', missing)).body);
  });

  test('a quiz that is no longer editable refuses changes', async () => {
    const quiz = QuizSchema.parse(
      (await create('user', editorPayload('user', 'Locked quiz'), CS)).body.content,
    );
    await t.db.updateTable('quizzes').set({ editable: false }).where('id', '=', quiz.id).execute();
    const response = await patch('user', quiz.id, editPayload(quiz, []), CS);
    expect(response.status).toBe(403);
    expect(response.body.content.message).toBe('This quiz can no longer be edited.');
  });

  test('the access type of a user quiz is locked once it was distributed to students', async () => {
    const quiz = QuizSchema.parse(
      (await create('user', editorPayload('user', 'Distributed quiz'), CS)).body.content,
    );
    await t.db
      .insertInto('quiz_assignments')
      .values({ quiz_id: quiz.id, user_email: 'student@school.test', answers: '{}' })
      .execute();
    const open = editPayload(quiz, [
      { type: 'details.set', details: { restrictNonInstitutional: !quiz.restrictNonInstitutional } },
    ]);
    const refused = await patch('user', quiz.id, open, CS);
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({
      restrictNonInstitutional: ['Access type cannot change once the quiz has been distributed to students.'],
    });
    expect(
      (
        await patch(
          'user',
          quiz.id,
          editPayload(quiz, [{ type: 'details.set', details: { title: 'Still editable' } }]),
          CS,
        )
      ).status,
    ).toBe(200);
  });

  test('a role without the quiz area is refused everywhere', async () => {
    expect((await get('library', await anyQuiz('library'), PUBLISH)).status).toBe(403);
    expect((await create('user', editorPayload('user', 'Nope'), PUBLISH)).status).toBe(403);
  });

  test('a signed-out caller is refused', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: QUIZ_PATHS.one('library', await anyQuiz('library')),
    });
    expect(response.status).toBe(401);
  });
});

describe('prefilled templates', () => {
  test('from an article: one activity with its video', async () => {
    const article = await t.db
      .selectFrom('article_videos')
      .select('article_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await call(t.app, {
      method: 'GET',
      url: QUIZ_PATHS.fromArticle(article.article_id),
      headers: await as(SUPER),
    });
    expect(response.status).toBe(200);
    const quiz = QuizSchema.parse(response.body.content);
    expect(quiz.article?.id).toBe(article.article_id);
    expect(quiz.activities).toHaveLength(1);
    expect(quiz.activities[0]!.items).toMatchObject([{ type: 1, article: { id: article.article_id } }]);
    const state = fromQuiz(quiz);
    expect(toPayload(state, 'template', 'create').activities[0]!.items[0]).toMatchObject({
      article: article.article_id,
      textOptions: [],
      rightAnswer: [],
    });
    expect(
      (await call(t.app, { method: 'GET', url: QUIZ_PATHS.fromArticle(999_999), headers: await as(SUPER) }))
        .status,
    ).toBe(404);
  });

  test("from a playlist: its videos in order with their template questions; another user's playlist is not found", async () => {
    const videos = await t.db
      .selectFrom('article_videos')
      .select('article_id')
      .orderBy('article_id')
      .limit(3)
      .execute();
    const [first, second, third] = videos.map((v) => v.article_id);
    const template = QuizSchema.parse(
      (
        await create('template', {
          ...editorPayload('template', 'Template of the second video'),
          article: second,
        })
      ).body.content,
    );
    const playlist = await t.db
      .insertInto('playlists')
      .values({ title: 'Cells playlist', owner_user_id: await userId(CS) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('playlist_items')
      .values([
        {
          playlist_id: playlist.id,
          title: 'One',
          sort_index: 0,
          type: 'article',
          domain_id: null,
          article_ids: JSON.stringify([second]),
        },
        {
          playlist_id: playlist.id,
          title: 'Label',
          sort_index: 1,
          type: 'label',
          domain_id: null,
          article_ids: JSON.stringify([first, second, third]),
        },
      ])
      .execute();
    const response = await call(t.app, {
      method: 'GET',
      url: QUIZ_PATHS.fromPlaylist(playlist.id),
      headers: await as(CS),
    });
    expect(response.status).toBe(200);
    const quiz = QuizSchema.parse(response.body.content);
    const items = quiz.activities[0]!.items;
    // Each video once, in playlist order; the second article's template question follows its video.
    expect(items.map((i) => (i.type === 1 ? i.article!.id : i.title))).toEqual([
      second,
      template.activities[0]!.items[0]!.title,
      first,
      third,
    ]);
    const copied = items[1]!;
    expect(copied.rightAnswer).toHaveLength(1);
    expect(copied.textOptions.map((o) => o.id)).toContain(copied.rightAnswer[0]);
    // The playlist rule decides (ADR 119): a full admin reads anyone's playlist, another instructor finds none.
    const fromPlaylistAs = async (email: string) =>
      (
        await call(t.app, {
          method: 'GET',
          url: QUIZ_PATHS.fromPlaylist(playlist.id),
          headers: await as(email),
        })
      ).status;
    expect(await fromPlaylistAs(CORPORATE)).toBe(200);
    expect(await fromPlaylistAs(LTI)).toBe(404);
  });
});

describe('question images', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  function multipart(fileName: string, type: string, bytes: Buffer) {
    const boundary = '----quizimage';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  async function upload(fileName: string, type: string, bytes: Buffer) {
    const body = multipart(fileName, type, bytes);
    return call(t.app, {
      method: 'POST',
      url: QUIZ_PATHS.uploadImage,
      payload: body.payload,
      headers: { ...body.headers, ...(await as(CS)) },
    });
  }

  test('an image is stored and its URL returned', async () => {
    const response = await upload('cell.png', 'image/png', PNG);
    expect(response.status).toBe(200);
    const url: string = response.body.content.url;
    expect(url).toMatch(/^\/media\/uploads\/quiz-images\/.+\.png$/);
    expect(await readFile(join(t.config.storageDir, url.slice(1)))).toEqual(PNG);
  });

  test('a renamed non-image is refused by its content', async () => {
    const response = await upload('cell.png', 'image/png', Buffer.from('#!/bin/sh\necho not an image\n'));
    expect(response.status).toBe(400);
    expect(response.body.content.message).toBe('You could only upload images');
  });

  test('an image over 2 MB is refused', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload('big.png', 'image/png', big);
    expect(response.status).toBe(400);
    expect(response.body.content.message).toBe(
      'File size limit exceeded (2 MB). Please reduce and try again.',
    );
  });
});
