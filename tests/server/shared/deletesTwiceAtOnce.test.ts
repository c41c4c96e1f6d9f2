/**
 * The same delete sent twice at once (a double click, two tabs, an attacker, or the bulk outbox sending again a batch
 * a closing page had already handed to the browser, ADR 166): for every kind of record the console deletes, neither
 * answer is a server error, one is the route's success and the other that success again or the route's own answer
 * for a missing record (the outbox counts a 404 as deleted), the record is gone afterwards, the one beside it stays,
 * and a soft-deleted record comes back once with one restore.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { samplePdf } from '../../../server/seed/documents';
import { BANK_PATHS } from '../../../src/api/banks/bankContract';
import { CLASS_DOCUMENT_PATHS } from '../../../src/api/classes/classDocumentsContract';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { IDENTITY_PROVIDER_PATHS } from '../../../src/api/identityProviders/identityProvidersContract';
import { LTI_PATHS } from '../../../src/api/lti/ltiContract';
import { PLAYLIST_PATHS } from '../../../src/api/playlists/playlistsContract';
import { quizDeletePath } from '../../../src/api/quiz/lists/quizListsContract';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { SPONSOR_PATHS } from '../../../src/api/sponsors/sponsorsContract';
import { TRANSLATION_PATHS } from '../../../src/api/translations/translationsContract';
import { LTI_MESSAGES } from '../../../src/domain/lti/lti';
import { BANK_MESSAGES } from '../../../src/domain/quiz/banks/questionBank';
import { SERVER_MESSAGES } from '../../../server/messages';
import { classBody, uploadClassDocument } from '../classes/classFixtures';
import { createQuiz, insertClip, OWNER } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

type Who = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Answer = Awaited<ReturnType<typeof call>>;
/** What a user's console sees of an answer. */
interface Seen {
  readonly status: number;
  readonly body: unknown;
}

let t: TestApp;
/** The demo accounts that may delete each kind: the owner of quizzes, banks and classes; the full admins. */
let owner: Who;
let corporate: Who;
let admin: Who;
let superAdmin: Who;
let instructor: Who;
let clipId: number;
let institutionId: number;

const send = (who: Who, method: Method, url: string, payload?: object) =>
  call(t.app, { method, url, headers: who, ...(payload ? { payload } : {}) });
const seen = ({ status, body }: Answer): Seen => ({ status, body });

const NOT_FOUND: Seen = { status: 404, body: { content: { message: SERVER_MESSAGES.notFound } } };
const deletedId = (id: number): Seen => ({ status: 200, body: { content: { id } } });

/** Exactly one answer is `success` and the other `missing`: the later delete finds nothing left and says so. */
function expectExactlyOneDeletion(answers: readonly Answer[], success: Seen, missing: Seen) {
  expect(answers.map(seen)).toEqual(expect.arrayContaining([success, missing]));
}

/** The same request twice at once, as two tabs or a double click send it. */
const twiceAtOnce = (request: () => Promise<Answer>) => Promise.all([request(), request()]);

/**
 * Neither answer is a server error; one is `success`, the other `success` again or `missing`, whichever order the
 * two met the store in.
 */
function expectOneDeletion(answers: readonly Answer[], success: Seen, missing: Seen) {
  const both = answers.map(seen);
  for (const answer of both) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  expect(both, 'neither answer is the success').toContainEqual(success);
  for (const answer of both)
    expect([success, missing], 'an answer other than the success or the not-found one').toContainEqual(
      answer,
    );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = bearer(await t.signIn(OWNER));
  // The quizzes' owner of the fixtures is the corporate admin, who also runs sponsors and translations.
  corporate = owner;
  admin = bearer(await t.signIn('admin@demo.test'));
  superAdmin = bearer(await t.signIn('super@demo.test'));
  instructor = bearer(await t.signIn('cs@demo.test'));
  clipId = await insertClip(t);
  // LTI platforms and identity providers belong to an institution; the console does not delete institutions.
  ({ id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Twice College' })
    .returning('id')
    .executeTakeFirstOrThrow());
  await t.db
    .insertInto('institution_domains')
    .values({ institution_id: institutionId, domain: 'twice.example' })
    .execute();
}, 60_000);
afterAll(() => t.close());

describe('sponsors', () => {
  const create = async (companyName: string) => {
    const created = await send(corporate, 'POST', SPONSOR_PATHS.create, {
      companyName,
      companyUrl: 'https://sponsor.example',
    });
    expect(created.status).toBe(200);
    return created.body.content.id as number;
  };

  test('a sponsor deleted twice at once: 200 with its id, then 200 again or 404; its neighbour stays', async () => {
    const [id, beside] = [await create('Twice Labs'), await create('Beside Labs')];
    const answers = await twiceAtOnce(() => send(corporate, 'DELETE', SPONSOR_PATHS.one(id)));
    expectOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(seen(await send(corporate, 'GET', SPONSOR_PATHS.one(id)))).toEqual(NOT_FOUND);
    expect((await send(corporate, 'GET', SPONSOR_PATHS.one(beside))).body.content).toMatchObject({
      id: beside,
      companyName: 'Beside Labs',
    });
  });
});

describe('translations', () => {
  const createGroup = async (key: string) => {
    const created = await send(corporate, 'POST', TRANSLATION_PATHS.groupCreate, { key, title: key });
    expect(created.status).toBe(200);
    return created.body.content.id as number;
  };
  const addValues = async (groupId: number, key: string) => {
    const added = await send(corporate, 'POST', TRANSLATION_PATHS.addByKey, {
      groupId,
      key,
      translations: [
        { language: 'en', value: `${key} in English` },
        { language: 'de', value: `${key} auf Deutsch` },
      ],
    });
    expect(added.status).toBe(200);
  };
  const rowsOf = async (key: string) => {
    const listed = await send(corporate, 'POST', TRANSLATION_PATHS.list, {
      filter: [{ bool_operator: 'or', property: 'key', operator: 'contains', value: key }],
    });
    expect(listed.status).toBe(200);
    return (listed.body.content.result as { id: number; key: string; language: string }[]).filter(
      (row) => row.key === key,
    );
  };

  test('a translation group deleted twice at once: gone with its values; the group beside it keeps its own', async () => {
    const [id, beside] = [await createGroup('twice'), await createGroup('beside')];
    await addValues(id, 'twice.title');
    await addValues(beside, 'beside.title');
    const answers = await twiceAtOnce(() => send(corporate, 'DELETE', TRANSLATION_PATHS.group(id)));
    expectOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(seen(await send(corporate, 'GET', TRANSLATION_PATHS.group(id)))).toEqual(NOT_FOUND);
    expect(await rowsOf('twice.title')).toEqual([]);
    expect((await send(corporate, 'GET', TRANSLATION_PATHS.group(beside))).status).toBe(200);
    expect(await rowsOf('beside.title')).toHaveLength(2);
  });

  test("one language's value deleted twice at once: the other language of the key stays", async () => {
    const groupId = await createGroup('values');
    await addValues(groupId, 'values.title');
    const rows = await rowsOf('values.title');
    const german = rows.find((row) => row.language === 'de')!;
    const answers = await twiceAtOnce(() => send(corporate, 'DELETE', TRANSLATION_PATHS.remove(german.id)));
    expectOneDeletion(answers, deletedId(german.id), NOT_FOUND);
    expect((await rowsOf('values.title')).map((row) => row.language)).toEqual(['en']);
  });
});

describe('LTI platforms', () => {
  const register = async (clientId: string) => {
    const created = await send(admin, 'POST', LTI_PATHS.platforms, {
      issuer: 'https://lms.twice.example',
      clientId,
      deploymentIds: ['1'],
      jwksUrl: 'https://lms.twice.example/jwks',
      authUrl: 'https://lms.twice.example/auth',
      tokenUrl: 'https://lms.twice.example/token',
      institutionId,
    });
    expect(created.status).toBe(200);
    return created.body.content.id as number;
  };

  test("a registration deleted twice at once: 'Platform registration deleted', then that again or 'not found'", async () => {
    const [id, beside] = [await register('twice'), await register('beside')];
    const answers = await twiceAtOnce(() => send(admin, 'DELETE', LTI_PATHS.platform(id)));
    const missing: Seen = { status: 404, body: { content: { message: LTI_MESSAGES.notFound } } };
    expectOneDeletion(
      answers,
      { status: 200, body: { content: { message: LTI_MESSAGES.deleted } } },
      missing,
    );
    expect(seen(await send(admin, 'GET', LTI_PATHS.platform(id)))).toEqual(missing);
    expect((await send(admin, 'GET', LTI_PATHS.platform(beside))).body.content).toMatchObject({
      id: beside,
      clientId: 'beside',
    });
  });
});

describe('identity providers', () => {
  const create = async (name: string, domain: string) => {
    const created = await send(superAdmin, 'POST', IDENTITY_PROVIDER_PATHS.create, {
      institutionId,
      name,
      issuer: 'https://login.twice.example',
      clientId: 'console',
      clientSecret: 'secret',
      emailDomains: domain,
      roles: ['ROLE_CS_USER'],
      enabled: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.content.id as number;
  };

  test('a provider deleted twice at once: 204 without a body, then 204 again or 404; its neighbour stays', async () => {
    const id = await create('Twice', 'a.twice.example');
    const beside = await create('Beside', 'b.twice.example');
    const answers = await twiceAtOnce(() => send(superAdmin, 'DELETE', IDENTITY_PROVIDER_PATHS.one(id)));
    expectOneDeletion(answers, { status: 204, body: '' }, NOT_FOUND);
    expect(seen(await send(superAdmin, 'GET', IDENTITY_PROVIDER_PATHS.one(id)))).toEqual(NOT_FOUND);
    expect((await send(superAdmin, 'GET', IDENTITY_PROVIDER_PATHS.one(beside))).body.content).toMatchObject({
      id: beside,
      name: 'Beside',
    });
  });
});

describe('quizzes', () => {
  const userQuiz = async (title: string) => (await createQuiz(t, clipId, { title })).id;
  const exists = async (id: number) => (await send(owner, 'GET', QUIZ_PATHS.one('user', id))).status;

  test("the owner's quiz deleted twice at once: 200 with its id, then 200 again or 404; the quiz beside it stays", async () => {
    const [id, beside] = [await userQuiz('Twice quiz'), await userQuiz('Beside quiz')];
    const answers = await twiceAtOnce(() => send(owner, 'DELETE', quizDeletePath('user', id)));
    expectOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(seen(await send(owner, 'GET', QUIZ_PATHS.one('user', id)))).toEqual(NOT_FOUND);
    expect(await exists(beside)).toBe(200);
  });

  test('a bulk delete sent twice at once (the handed-off batch and its resend): every row gone, no other', async () => {
    const batch = [await userQuiz('Bulk one'), await userQuiz('Bulk two'), await userQuiz('Bulk three')];
    const beside = await userQuiz('Not in the batch');
    // The outbox sends one DELETE per row; the closing page's copy and the next start's send meet at the server.
    const sendBatch = () => Promise.all(batch.map((id) => send(owner, 'DELETE', quizDeletePath('user', id))));
    const [first, again] = await Promise.all([sendBatch(), sendBatch()]);
    batch.forEach((id, row) => expectOneDeletion([first[row]!, again[row]!], deletedId(id), NOT_FOUND));
    for (const id of batch) expect(await exists(id)).toBe(404);
    expect(await exists(beside)).toBe(200);
  });
});

describe('question banks', () => {
  const createBank = async (title: string) => {
    const created = await send(owner, 'POST', BANK_PATHS.banks, { title });
    expect(created.status).toBe(200);
    return created.body.content.id as number;
  };
  const addCategory = async (bankId: number, title: string) => {
    const added = await send(owner, 'POST', BANK_PATHS.categories(bankId), { title });
    expect(added.status).toBe(200);
    return (added.body.content.categories as { id: number; title: string }[]).find(
      (category) => category.title === title,
    )!.id;
  };
  const addQuestion = async (bankId: number, categoryId: number, title: string) => {
    const added = await send(owner, 'POST', BANK_PATHS.questions(bankId), {
      categoryId,
      question: {
        title,
        isMultiple: false,
        rightAnswer: ['r'],
        image: null,
        textOptions: [
          { id: 'r', text: 'Right' },
          { id: 'w', text: 'Wrong' },
        ],
      },
    });
    expect(added.status).toBe(200);
    return added.body.content.id as number;
  };
  const detail = async (bankId: number) => (await send(owner, 'GET', BANK_PATHS.bank(bankId))).body.content;

  test('a bank deleted twice at once: 200 with its id, then 404; the bank beside it stays', async () => {
    const [id, beside] = [await createBank('Twice bank'), await createBank('Beside bank')];
    const answers = await twiceAtOnce(() => send(owner, 'DELETE', BANK_PATHS.bank(id)));
    expectExactlyOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(seen(await send(owner, 'GET', BANK_PATHS.bank(id)))).toEqual(NOT_FOUND);
    const listed = (await send(owner, 'GET', BANK_PATHS.banks)).body.content as { id: number }[];
    expect(listed.map((bank) => bank.id)).toContain(beside);
    expect(listed.map((bank) => bank.id)).not.toContain(id);
  });

  test("a bank's question deleted twice at once: 200, then 404 'not part of the bank'; its neighbour stays", async () => {
    const bankId = await createBank('Questions bank');
    const categoryId = await addCategory(bankId, 'Cells');
    const id = await addQuestion(bankId, categoryId, 'Twice question');
    const beside = await addQuestion(bankId, categoryId, 'Beside question');
    const answers = await twiceAtOnce(() => send(owner, 'DELETE', BANK_PATHS.question(bankId, id)));
    const missing: Seen = { status: 404, body: { content: { message: BANK_MESSAGES.questionNotInBank } } };
    expectExactlyOneDeletion(answers, deletedId(id), missing);
    expect((await detail(bankId)).questions.map((question: { id: number }) => question.id)).toEqual([beside]);
  });

  test("a bank's category deleted twice at once: the bank without it, then 404 'not part of the bank'", async () => {
    const bankId = await createBank('Categories bank');
    const id = await addCategory(bankId, 'Twice category');
    const beside = await addCategory(bankId, 'Beside category');
    const answers = await twiceAtOnce(() => send(owner, 'DELETE', BANK_PATHS.category(bankId, id)));
    const after = await detail(bankId);
    expect(after.categories.map((category: { id: number }) => category.id)).toEqual([beside]);
    const missing: Seen = { status: 404, body: { content: { message: BANK_MESSAGES.categoryNotInBank } } };
    expectExactlyOneDeletion(answers, { status: 200, body: { content: after } }, missing);
  });
});

describe('classes', () => {
  const createClass = async (title: string) => {
    const created = await send(owner, 'POST', CLASS_PATHS.list, classBody(title));
    expect(created.status).toBe(200);
    return created.body.content.id as number;
  };
  const documents = async (classId: number, deleted = false) => {
    const listed = await send(
      owner,
      'GET',
      `${CLASS_DOCUMENT_PATHS.list(classId)}${deleted ? '?deleted=1' : ''}`,
    );
    expect(listed.status).toBe(200);
    return (listed.body.content.documents as { id: number }[]).map((document) => document.id);
  };
  const upload = async (classId: number, fileName: string) => {
    const uploaded = await uploadClassDocument(t, owner, classId, fileName, samplePdf(fileName));
    expect(uploaded.status).toBe(200);
    return uploaded.body.content.id as number;
  };
  const quizzesIn = async (classId: number) =>
    ((await send(owner, 'GET', CLASS_PATHS.quizzes(classId))).body.content.result as { id: number }[]).map(
      (quiz) => quiz.id,
    );
  const playlistsIn = async (classId: number) =>
    ((await send(owner, 'GET', CLASS_PATHS.playlists(classId))).body.content.result as { id: number }[]).map(
      (playlist) => playlist.id,
    );

  test('a class deleted twice at once: 200 with its id, then 200 again or 404; the class beside it stays', async () => {
    const [id, beside] = [await createClass('Twice class'), await createClass('Beside class')];
    await upload(id, 'twice.pdf');
    const besideDocument = await upload(beside, 'beside.pdf');
    const answers = await twiceAtOnce(() => send(owner, 'DELETE', CLASS_PATHS.one(id)));
    expectOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(seen(await send(owner, 'GET', CLASS_PATHS.one(id)))).toEqual(NOT_FOUND);
    expect((await send(owner, 'GET', CLASS_PATHS.one(beside))).status).toBe(200);
    expect(await documents(beside)).toEqual([besideDocument]);
  });

  test('a document deleted (softly) twice at once: once in the Deleted view; one restore brings it back once', async () => {
    const classId = await createClass('Documents class');
    const id = await upload(classId, 'twice.pdf');
    const beside = await upload(classId, 'beside.pdf');
    const answers = await twiceAtOnce(() => send(owner, 'DELETE', CLASS_DOCUMENT_PATHS.one(classId, id)));
    expectOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(await documents(classId)).toEqual([beside]);
    expect(await documents(classId, true)).toEqual([id]);

    // Undo clicked twice at once: one restore brings it back, the other finds nothing to restore.
    const restores = await twiceAtOnce(() => send(owner, 'POST', CLASS_DOCUMENT_PATHS.restore(classId, id)));
    const restored = restores.map(seen).find((answer) => answer.status === 200);
    expect(restored?.body).toMatchObject({ content: { id, deletedAt: null } });
    expect(restores.map(seen)).toContainEqual(NOT_FOUND);
    expect(await documents(classId)).toEqual([id, beside]);
    expect(await documents(classId, true)).toEqual([]);
  });

  test('a document deleted for good twice at once: in neither view afterwards; its neighbour stays', async () => {
    const classId = await createClass('Hard delete class');
    const id = await upload(classId, 'twice.pdf');
    const beside = await upload(classId, 'beside.pdf');
    const answers = await twiceAtOnce(() =>
      send(owner, 'DELETE', `${CLASS_DOCUMENT_PATHS.one(classId, id)}?isSoft=0`),
    );
    expectOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(await documents(classId)).toEqual([beside]);
    expect(await documents(classId, true)).toEqual([]);
    expect(seen(await send(owner, 'POST', CLASS_DOCUMENT_PATHS.restore(classId, id)))).toEqual(NOT_FOUND);
  });

  test('a quiz removed from a class twice at once: out of the class, still a quiz; the quiz beside it stays in', async () => {
    const classId = await createClass('Quizzes class');
    const [id, beside] = [
      (await createQuiz(t, clipId, { title: 'Removed' })).id,
      (await createQuiz(t, clipId)).id,
    ];
    const added = await send(owner, 'POST', CLASS_PATHS.addQuizzes, {
      quizzesIds: [id, beside],
      classIds: [classId],
    });
    expect(added.status).toBe(200);
    const answers = await twiceAtOnce(() => send(owner, 'DELETE', CLASS_PATHS.quiz(classId, id)));
    expectOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(await quizzesIn(classId)).toEqual([beside]);
    expect((await send(owner, 'GET', QUIZ_PATHS.one('user', id))).status).toBe(200);
  });

  test('a playlist removed from a class twice at once: out of the class, still a playlist', async () => {
    const classId = await createClass('Playlists class');
    const playlist = async (title: string) =>
      (
        await send(owner, 'POST', PLAYLIST_PATHS.create, {
          title,
          items: [{ type: 'article', articleId: clipId }],
        })
      ).body.content.id as number;
    const [id, beside] = [await playlist('Removed playlist'), await playlist('Beside playlist')];
    const added = await send(owner, 'POST', CLASS_PATHS.addPlaylists, {
      playlistsIds: [id, beside],
      classIds: [classId],
    });
    expect(added.status).toBe(200);
    const answers = await twiceAtOnce(() => send(owner, 'DELETE', CLASS_PATHS.playlist(classId, id)));
    expectOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(await playlistsIn(classId)).toEqual([beside]);
    expect((await send(owner, 'GET', PLAYLIST_PATHS.one(id))).status).toBe(200);
  });
});

describe('playlists', () => {
  test("an instructor's playlist deleted twice at once: 200 with its id, then 200 again or 404; the other stays", async () => {
    const create = async (title: string) => {
      const created = await send(instructor, 'POST', PLAYLIST_PATHS.create, {
        title,
        items: [{ type: 'article', articleId: clipId }],
      });
      expect(created.status).toBe(200);
      return created.body.content.id as number;
    };
    const [id, beside] = [await create('Twice playlist'), await create('Beside playlist')];
    const answers = await twiceAtOnce(() => send(instructor, 'DELETE', PLAYLIST_PATHS.one(id)));
    expectOneDeletion(answers, deletedId(id), NOT_FOUND);
    expect(seen(await send(instructor, 'GET', PLAYLIST_PATHS.one(id)))).toEqual(NOT_FOUND);
    expect((await send(instructor, 'GET', PLAYLIST_PATHS.one(beside))).body.content).toMatchObject({
      id: beside,
      title: 'Beside playlist',
    });
  });
});
