/**
 * What goes with a deletion (ADR 266), as the Undo notice names it: the server counts, for the rows the caller may
 * delete, a quiz's places in classes and its submitted results, a class's students and documents, a sponsor's
 * article assignments, a translation group's translations. Rows the caller
 * may not delete count for nothing, an id named twice counts once, and a malformed request is refused.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { samplePdf } from '../../../server/seed/documents';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { DELETE_IMPACT_PATHS, NO_IMPACT } from '../../../src/api/shared/deleteImpactContract';
import { SPONSOR_PATHS } from '../../../src/api/sponsors/sponsorsContract';
import { TRANSLATION_PATHS } from '../../../src/api/translations/translationsContract';
import { classBody, uploadClassDocument } from '../classes/classFixtures';
import { assign, createQuiz, insertClip, OWNER, take } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const OTHER_INSTRUCTOR = 'cs@demo.test';

let t: TestApp;
let owner: { authorization: string };
let other: { authorization: string };

type Headers = Record<string, string>;

const api = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url, headers, ...(payload ? { payload } : {}) });

const impact = (headers: Headers, path: string, body: object) => api(headers, 'POST', path, body);

async function newClass(title: string): Promise<number> {
  const created = await api(owner, 'POST', CLASS_PATHS.list, classBody(title));
  expect(created.status).toBe(200);
  return created.body.content.id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = bearer(await t.signIn(OWNER));
  other = bearer(await t.signIn(OTHER_INSTRUCTOR));
}, 60_000);
afterAll(() => t.close());

describe('a quiz', () => {
  let quizId: number;

  beforeAll(async () => {
    quizId = (await createQuiz(t, await insertClip(t), { title: 'Impact quiz' })).id;
    const classIds = [await newClass('Impact class one'), await newClass('Impact class two')];
    expect(
      (await api(owner, 'POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds })).status,
    ).toBe(200);
    // One student submits; another only opens the link: only the submitted one is a result.
    const submitted = await assign(t, quizId, 'submitted@eastport.example');
    expect((await take(t).start(submitted.token)).status).toBe(200);
    expect((await take(t).submit(submitted.token)).status).toBe(200);
    const opened = await assign(t, quizId, 'opened@eastport.example');
    expect((await take(t).start(opened.token)).status).toBe(200);
  });

  test('its owner hears of its places in classes and its submitted results, an id named twice counted once', async () => {
    const answer = await impact(owner, DELETE_IMPACT_PATHS.quiz, { ids: [quizId, quizId], quizKind: 'user' });
    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual({
      classes: 2,
      results: 1,
      students: 0,
      documents: 0,
      articles: 0,
      translations: 0,
    });
  });

  test('an instructor who may not delete it hears of nothing, and learns nothing of its classes', async () => {
    const answer = await impact(other, DELETE_IMPACT_PATHS.quiz, { ids: [quizId], quizKind: 'user' });
    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual({
      classes: 0,
      results: 0,
      students: 0,
      documents: 0,
      articles: 0,
      translations: 0,
    });
  });

  test('a quiz id that names no quiz counts for nothing beside one that does', async () => {
    const answer = await impact(owner, DELETE_IMPACT_PATHS.quiz, {
      ids: [quizId, 987_654],
      quizKind: 'user',
    });
    expect(answer.body.content).toMatchObject({ classes: 2, results: 1 });
  });

  test('without the kind of quiz, with no ids or without a token, the request is refused', async () => {
    expect((await impact(owner, DELETE_IMPACT_PATHS.quiz, { ids: [quizId] })).status).toBe(400);
    expect((await impact(owner, DELETE_IMPACT_PATHS.quiz, { ids: [], quizKind: 'user' })).status).toBe(400);
    expect((await impact({}, DELETE_IMPACT_PATHS.quiz, { ids: [quizId], quizKind: 'user' })).status).toBe(
      401,
    );
  });
});

describe('a class', () => {
  let classId: number;

  beforeAll(async () => {
    classId = await newClass('Impact class with students');
    const invited = await api(owner, 'POST', CLASS_PATHS.invite(classId), {
      emails: ['ada@eastport.example', 'grace@eastport.example'],
    });
    expect(invited.status).toBe(200);
    const pdf = samplePdf('Syllabus');
    expect((await uploadClassDocument(t, owner, classId, 'syllabus.pdf', pdf)).status).toBe(200);
  });

  test('its owner hears of its students and its documents', async () => {
    const answer = await impact(owner, DELETE_IMPACT_PATHS.class, { ids: [classId] });
    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual({
      classes: 0,
      results: 0,
      students: 2,
      documents: 1,
      articles: 0,
      translations: 0,
    });
  });

  test('an instructor who may not delete it hears of nothing', async () => {
    const answer = await impact(other, DELETE_IMPACT_PATHS.class, { ids: [classId] });
    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual({
      classes: 0,
      results: 0,
      students: 0,
      documents: 0,
      articles: 0,
      translations: 0,
    });
  });
});

describe('a sponsor and a translation group', () => {
  // The quiz owner of the other cases is a corporate admin, whose menu has Sponsors and Translations.
  const staff = () => owner;

  test('a sponsor counts its article assignments; an instructor, outside the sponsors area, is refused', async () => {
    const sponsor = await api(staff(), 'POST', SPONSOR_PATHS.create, {
      companyName: 'Impact Reagents',
      companyUrl: 'https://impact.example',
    });
    expect(sponsor.status).toBe(200);
    const sponsorId = sponsor.body.content.id as number;
    const free = await api(staff(), 'POST', SPONSOR_PATHS.candidates, { withSponsor: 2 });
    const articles = (free.body.content.result as { id: number }[]).slice(0, 2).map((a) => a.id);
    expect(articles.length).toBeGreaterThan(0);
    expect((await api(staff(), 'POST', SPONSOR_PATHS.addArticles(sponsorId), { articles })).status).toBe(200);

    const answer = await impact(staff(), DELETE_IMPACT_PATHS.sponsor, { ids: [sponsorId, sponsorId] });
    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual({ ...NO_IMPACT, articles: articles.length });
    // What the notice counted is what the delete takes: the assignments go with the sponsor.
    expect((await api(staff(), 'DELETE', SPONSOR_PATHS.one(sponsorId))).status).toBe(200);
    expect((await impact(staff(), DELETE_IMPACT_PATHS.sponsor, { ids: [sponsorId] })).body.content).toEqual(
      NO_IMPACT,
    );
    expect((await impact(other, DELETE_IMPACT_PATHS.sponsor, { ids: [sponsorId] })).status).toBe(403);
  });

  test('a translation group counts every translation in it, in every language', async () => {
    const group = await api(staff(), 'POST', TRANSLATION_PATHS.groupCreate, {
      key: 'impact',
      title: 'Impact',
    });
    expect(group.status).toBe(200);
    const groupId = group.body.content.id as number;
    const added = await api(staff(), 'POST', TRANSLATION_PATHS.addByKey, {
      groupId,
      key: 'impact.title',
      translations: [
        { language: 'en', value: 'Impact' },
        { language: 'de', value: 'Wirkung' },
        { language: 'fr', value: 'Impact' },
      ],
    });
    expect(added.status).toBe(200);

    const answer = await impact(staff(), DELETE_IMPACT_PATHS.translationGroup, { ids: [groupId] });
    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual({ ...NO_IMPACT, translations: 3 });
    expect((await impact(other, DELETE_IMPACT_PATHS.translationGroup, { ids: [groupId] })).status).toBe(403);
  });
});
