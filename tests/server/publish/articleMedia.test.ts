/**
 * An article's media (ADR 315): the sample MP4 is stored under a fresh key with its name, size and duration, plays
 * in the article's video data, and replaces the previous file, which is removed; subtitles per language are read
 * with the W3C parser and a broken file is refused naming its line; pictures are PNG, JPEG or WebP by content. A
 * refused upload — a text file named .mp4, a truncated MP4, a video over VIDEO_UPLOAD_MAX_MB, a broken WebVTT, a
 * GIF, an article locked for review — is a 400 or 409 with the reason, and stores nothing: no row changes, no file
 * is left in the storage or the upload directory.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISH_PATHS } from '../../../src/api/publish/publishContract';
import { LIFECYCLE_MESSAGES } from '../../../src/domain/publish/articleLifecycle';
import { ARTICLE_MEDIA_MESSAGES } from '../../../src/domain/publish/articleMedia';
import type { DeskArticle } from '../../../src/domain/publish/deskArticle';
import { multipartFile } from '../multipartFile';
import { createTestApp, type TestApp } from '../testApp';
import {
  APPROVER,
  desk,
  EDITOR,
  insertCatalog,
  SAMPLE_JPEG,
  SAMPLE_VIDEO,
  SAMPLE_VTT,
  uploadsDirOf,
  type Catalog,
} from './deskFixtures';

let t: TestApp;
let catalog: Catalog;
let d: ReturnType<typeof desk>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'desk-media-'));
  // A small limit, so an oversized video is a few megabytes.
  t = await createTestApp({ env: { DATA_DIR: dataDir, VIDEO_UPLOAD_MAX_MB: '1' } });
  catalog = await insertCatalog(t);
  d = desk(t);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const filesOf = (articleId: number) => {
  const dir = uploadsDirOf(t.config.storageDir, articleId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const inProgress = () => {
  const dir = join(dataDir, 'uploads-in-progress');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const rows = (id: number) =>
  Promise.all([
    t.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    t.db.selectFrom('article_videos').selectAll().where('article_id', '=', id).execute(),
  ]);

/** Sends one file and checks that a refusal left the article, its video rows and the files as they were. */
async function refused(
  id: number,
  url: string,
  name: string,
  bytes: Uint8Array,
  type = 'application/octet-stream',
) {
  const before = await rows(id);
  const files = filesOf(id);
  const answer = await d.upload(EDITOR, url, name, bytes, type);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(await rows(id)).toEqual(before);
  expect(filesOf(id)).toEqual(files);
  expect(inProgress()).toEqual([]);
  return answer.body.content as { message: string; errors?: Record<string, string[]> };
}

test('the sample video is stored with its name, size and duration, and plays in the preview', async () => {
  const article = await d.draft(catalog, { video: false });
  const answer = await d.upload(
    EDITOR,
    PUBLISH_PATHS.video(article.id),
    'lecture.mp4',
    SAMPLE_VIDEO,
    'video/mp4',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const stored = answer.body.content as DeskArticle;
  expect(stored.version).toBe(article.version + 1);
  expect(stored.media.video).toMatchObject({
    fileName: 'lecture.mp4',
    size: SAMPLE_VIDEO.length,
    duration: 6,
  });
  expect(stored.media.video!.url).toMatch(
    new RegExp(`^/media/uploads/articles/${article.id}/[0-9a-f]{32}\\.mp4$`),
  );
  expect(stored.videoData).toMatchObject({ articleId: article.id, src: stored.media.video!.url });
  expect(stored.missingForReview).toEqual([]);
  expect(filesOf(article.id)).toHaveLength(1);
  expect(inProgress()).toEqual([]);

  const replaced = await d.upload(
    EDITOR,
    PUBLISH_PATHS.video(article.id),
    'take-2.mp4',
    SAMPLE_VIDEO,
    'video/mp4',
  );
  expect(replaced.status).toBe(200);
  const files = filesOf(article.id);
  expect(files).toHaveLength(1);
  expect((replaced.body.content as DeskArticle).media.video!.url).toContain(files[0]);
});

test('a text file named .mp4 is refused as no MP4, and nothing is stored', async () => {
  const article = await d.draft(catalog, { video: false });
  const text = Buffer.from('This is not a video at all, whatever its name says.\n'.repeat(20));
  const answer = await refused(article.id, PUBLISH_PATHS.video(article.id), 'notes.mp4', text, 'video/mp4');
  expect(answer.message).toBe(ARTICLE_MEDIA_MESSAGES.videoType);
});

test('an MP4 cut short (its boxes do not reach the end they claim) is refused', async () => {
  const article = await d.draft(catalog, { video: false });
  const cut = SAMPLE_VIDEO.subarray(0, SAMPLE_VIDEO.length - 100);
  const answer = await refused(article.id, PUBLISH_PATHS.video(article.id), 'cut.mp4', cut, 'video/mp4');
  expect(answer.message).toBe(ARTICLE_MEDIA_MESSAGES.videoType);
});

test('a video over VIDEO_UPLOAD_MAX_MB is refused with the size limit, whatever its content', async () => {
  const article = await d.draft(catalog, { video: false });
  const large = Buffer.concat([SAMPLE_VIDEO, Buffer.alloc(1024 * 1024)]);
  const answer = await refused(article.id, PUBLISH_PATHS.video(article.id), 'long.mp4', large, 'video/mp4');
  expect(answer.message).toBe(ARTICLE_MEDIA_MESSAGES.videoSize(1));
});

test('an upload that ends before its file does is refused, and nothing is stored', async () => {
  const article = await d.draft(catalog, { video: false });
  const whole = multipartFile('clip.mp4', SAMPLE_VIDEO, 'video/mp4');
  const cut = whole.payload.subarray(0, whole.payload.length - 5000);
  const answer = await t.app.inject({
    method: 'POST',
    url: PUBLISH_PATHS.video(article.id),
    payload: cut,
    headers: { ...whole.headers, ...(await d.as(EDITOR)) },
  });
  expect(answer.statusCode).toBe(400);
  expect(answer.json().content.message).toBe(ARTICLE_MEDIA_MESSAGES.videoIncomplete);
  expect(filesOf(article.id)).toEqual([]);
  expect(inProgress()).toEqual([]);
  expect((await d.article(article.id)).version).toBe(article.version);
});

test('removing subtitles the article does not have changes nothing', async () => {
  const article = await d.draft(catalog, { video: false });
  const answer = await d.send(EDITOR, 'DELETE', PUBLISH_PATHS.subtitles(article.id, 'ja'));
  expect(answer.status).toBe(200);
  expect((answer.body.content as DeskArticle).version).toBe(article.version);
  expect(
    await t.db.selectFrom('article_videos').select('id').where('article_id', '=', article.id).execute(),
  ).toEqual([]);
});

test('subtitles are stored per language and removed by a DELETE', async () => {
  const article = await d.draft(catalog);
  const en = await d.upload(
    EDITOR,
    PUBLISH_PATHS.subtitles(article.id, 'en'),
    'en.vtt',
    SAMPLE_VTT,
    'text/vtt',
  );
  expect(en.status, JSON.stringify(en.body)).toBe(200);
  const withEnglish = en.body.content as DeskArticle;
  expect(Object.keys(withEnglish.media.subtitles)).toEqual(['en']);
  expect(withEnglish.videoData!.subtitles!.en).toBe(withEnglish.media.subtitles.en);
  const removed = await d.send(EDITOR, 'DELETE', PUBLISH_PATHS.subtitles(article.id, 'en'));
  expect(removed.status).toBe(200);
  expect((removed.body.content as DeskArticle).media.subtitles).toEqual({});
  expect((removed.body.content as DeskArticle).version).toBe(withEnglish.version + 1);
  expect(filesOf(article.id).filter((file) => file.endsWith('.vtt'))).toEqual([]);
});

test('a broken WebVTT is refused naming its line, and nothing is stored', async () => {
  const article = await d.draft(catalog);
  const broken = Buffer.from(
    'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n\n00:05.000 --> 00:04.000\nBackwards\n',
  );
  const answer = await refused(
    article.id,
    PUBLISH_PATHS.subtitles(article.id, 'de'),
    'de.vtt',
    broken,
    'text/vtt',
  );
  expect(answer.message).toBe('Line 6: End timestamp is not greater than start timestamp.');
  expect(answer.errors?.file).toEqual([answer.message]);
  const unsigned = await refused(
    article.id,
    PUBLISH_PATHS.subtitles(article.id, 'de'),
    'de.vtt',
    Buffer.from('Hello\n'),
  );
  expect(unsigned.message).toMatch(/^Line 1: /);
});

test('a thumbnail and a header image are stored for the cards and the player; a GIF is refused', async () => {
  const article = await d.draft(catalog);
  const thumbnail = await d.upload(
    EDITOR,
    PUBLISH_PATHS.image(article.id, 'thumbnail'),
    't.jpg',
    SAMPLE_JPEG,
    'image/jpeg',
  );
  expect(thumbnail.status).toBe(200);
  const withThumbnail = thumbnail.body.content as DeskArticle;
  expect(withThumbnail.media.thumbnail).toMatch(/\.jpg$/);
  expect(withThumbnail.videoData!.images).toEqual({
    short: withThumbnail.media.thumbnail,
    large: withThumbnail.media.thumbnail,
  });
  const header = await d.upload(
    EDITOR,
    PUBLISH_PATHS.image(article.id, 'header'),
    'h.jpg',
    SAMPLE_JPEG,
    'image/jpeg',
  );
  expect((header.body.content as DeskArticle).media.headerImage).toMatch(/\.jpg$/);
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
  const answer = await refused(
    article.id,
    PUBLISH_PATHS.image(article.id, 'thumbnail'),
    'x.gif',
    gif,
    'image/gif',
  );
  expect(answer.message).toBe(ARTICLE_MEDIA_MESSAGES.imageType);
});

test('an article in review takes no media, from anyone: 409, nothing stored', async () => {
  const article = await d.articleIn(catalog, 'in_review', t.clock.now());
  const files = filesOf(article.id);
  for (const email of [EDITOR, APPROVER]) {
    const answer = await d.upload(email, PUBLISH_PATHS.video(article.id), 'v.mp4', SAMPLE_VIDEO, 'video/mp4');
    expect(answer.status).toBe(409);
    expect(answer.body.content.message).toBe(LIFECYCLE_MESSAGES.locked);
  }
  expect(filesOf(article.id)).toEqual(files);
  expect((await d.article(article.id)).version).toBe(article.version);
});

test('a change to a live article’s media is one more version and an edit in its history', async () => {
  const article = await d.articleIn(catalog, 'published', t.clock.now());
  const answer = await d.upload(
    APPROVER,
    PUBLISH_PATHS.subtitles(article.id, 'fr'),
    'fr.vtt',
    SAMPLE_VTT,
    'text/vtt',
  );
  expect(answer.status).toBe(200);
  const after = answer.body.content as DeskArticle;
  expect(after.version).toBe(article.version + 1);
  expect(after.history.at(-1)).toMatchObject({ kind: 'edited', from: 'published', to: 'published' });
});
