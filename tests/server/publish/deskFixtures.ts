/**
 * The publisher's desk in the server's tests: a small catalogue (a domain with two sections, two subjects), the
 * desk's two roles signed in, an article made through the API and brought to any status, the sample video and
 * its subtitles as uploads, and the calls of the desk.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PUBLISH_PATHS } from '../../../src/api/publish/publishContract';
import type { ArticleStatus, ArticleStep } from '../../../src/domain/publish/articleLifecycle';
import type { ArticleSave, DeskArticle } from '../../../src/domain/publish/deskArticle';
import { multipartFile } from '../multipartFile';
import { bearer, call, type TestApp } from '../testApp';

/** ROLE_PUBLISH: the desk's editor. */
export const EDITOR = 'publish@demo.test';
/** A full admin: the desk's approver. */
export const APPROVER = 'super@demo.test';
/** No desk role: CS users see only what is offered. */
export const INSTRUCTOR = 'cs@demo.test';

export const SAMPLE_VIDEO = readFileSync(
  new URL('../../../server/seed/media/sample-video.mp4', import.meta.url),
);
export const SAMPLE_VTT = readFileSync(
  new URL('../../../server/seed/media/sample-video.en.vtt', import.meta.url),
);
export const SAMPLE_JPEG = readFileSync(
  new URL('../../../server/seed/media/thumbnail-1.jpg', import.meta.url),
);

export interface Catalog {
  readonly domainId: number;
  readonly sectionIds: readonly [number, number];
  readonly subjectIds: readonly [number, number];
}

/** A domain with two sections and two subjects of its own (unique names: a file may make several). */
export async function insertCatalog(t: TestApp): Promise<Catalog> {
  const tag = randomBytes(3).toString('hex');
  const { id: domainId } = await t.db
    .insertInto('sections')
    .values({ title: `Desk Domain ${tag}`, product: 'research', article_type: 'journal' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sections = await t.db
    .insertInto('sections')
    .values(
      ['Cells', 'Circuits'].map((title, index) => ({
        title: `${title} ${tag}`,
        product: 'research' as const,
        article_type: 'journal' as const,
        parent_id: domainId,
        sort_index: index,
      })),
    )
    .returning('id')
    .execute();
  const subjects = await t.db
    .insertInto('tags')
    .values([{ title: `Desk Biology ${tag}` }, { title: `Desk Physics ${tag}` }])
    .returning('id')
    .execute();
  return {
    domainId,
    sectionIds: [sections[0]!.id, sections[1]!.id],
    subjectIds: [subjects[0]!.id, subjects[1]!.id],
  };
}

export function articleSave(catalog: Catalog, overrides: Partial<ArticleSave> = {}): ArticleSave {
  return {
    title: `Imaging membranes ${randomBytes(3).toString('hex')}`,
    abstract: 'How a membrane is imaged, step by step.',
    articleType: 'journal',
    sectionId: catalog.sectionIds[0],
    authors: [{ name: 'Ada Lovelace', institutionIndexes: [0] }],
    institutions: [{ departmentTitle: 'Physics', institutionTitle: 'Eastport' }],
    subjectIds: [catalog.subjectIds[0]],
    topics: ['Membranes'],
    ...overrides,
  };
}

export type Who = { authorization: string };

export function desk(t: TestApp) {
  const tokens = new Map<string, Who>();
  const as = async (email: string): Promise<Who> => {
    if (!tokens.has(email)) tokens.set(email, bearer(await t.signIn(email)));
    return tokens.get(email)!;
  };
  /** A call as `email`; a token the moved clock has expired is renewed once. */
  const send = async (
    email: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const once = async () =>
      call(t.app, { method, url, headers: await as(email), ...(payload ? { payload } : {}) });
    const answer = await once();
    if (answer.status !== 401) return answer;
    tokens.delete(email);
    return once();
  };

  const calls = {
    as,
    send,
    read: (email: string, id: number) => send(email, 'GET', PUBLISH_PATHS.one(id)),
    create: (email: string, save: ArticleSave) => send(email, 'POST', PUBLISH_PATHS.create, save),
    save: (email: string, id: number, article: ArticleSave, version: number) =>
      send(email, 'PATCH', PUBLISH_PATHS.one(id), { article, version }),
    step: (
      email: string,
      id: number,
      request: { step: ArticleStep; note?: string; at?: string; version?: number },
    ) => send(email, 'POST', PUBLISH_PATHS.step(id), request),
    upload: async (email: string, url: string, name: string, bytes: Uint8Array, type: string) => {
      const body = multipartFile(name, bytes, type);
      const once = async () =>
        call(t.app, {
          method: 'POST',
          url,
          payload: body.payload,
          headers: { ...body.headers, ...(await as(email)) },
        });
      const answer = await once();
      if (answer.status !== 401) return answer;
      tokens.delete(email);
      return once();
    },
    /** The article as stored, read as the approver. */
    async article(id: number): Promise<DeskArticle> {
      const response = await calls.read(APPROVER, id);
      if (response.status !== 200) throw new Error(`read ${id}: ${response.status}`);
      return response.body.content as DeskArticle;
    },
    /** A new draft by the editor; with its video (the sample) unless told otherwise. */
    async draft(catalog: Catalog, options: { video?: boolean; save?: Partial<ArticleSave> } = {}) {
      const made = await calls.create(EDITOR, articleSave(catalog, options.save));
      if (made.status !== 200) throw new Error(`create: ${made.status} ${JSON.stringify(made.body)}`);
      const article = made.body.content as DeskArticle;
      if (options.video === false) return article;
      const uploaded = await calls.upload(
        EDITOR,
        PUBLISH_PATHS.video(article.id),
        'clip.mp4',
        SAMPLE_VIDEO,
        'video/mp4',
      );
      if (uploaded.status !== 200)
        throw new Error(`video: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
      return uploaded.body.content as DeskArticle;
    },
    /** An article brought to `status` through the desk's steps (an approver's where needed). */
    async articleIn(catalog: Catalog, status: ArticleStatus, now: Date): Promise<DeskArticle> {
      const article = await calls.draft(catalog);
      const path: { step: ArticleStep; note?: string; at?: string }[] = {
        draft: [],
        in_review: [{ step: 'submit' as const }],
        scheduled: [{ step: 'submit' as const }, { step: 'schedule' as const, at: inHours(now, 24) }],
        published: [{ step: 'submit' as const }, { step: 'publish' as const }],
        unpublished: [
          { step: 'submit' as const },
          { step: 'publish' as const },
          { step: 'unpublish' as const, note: 'Being corrected.' },
        ],
      }[status];
      for (const step of path) {
        const taken = await calls.step(step.step === 'submit' ? EDITOR : APPROVER, article.id, step);
        if (taken.status !== 200)
          throw new Error(`${step.step}: ${taken.status} ${JSON.stringify(taken.body)}`);
      }
      return calls.article(article.id);
    },
  };
  return calls;
}

export const inHours = (now: Date, hours: number) =>
  new Date(now.getTime() + hours * 3_600_000).toISOString();

/** The storage keys of an article's uploads, as they stand on the disk of the test app's storage. */
export const uploadsDirOf = (storageDir: string, articleId: number) =>
  `${storageDir}/media/uploads/articles/${articleId}`;
