import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedContent } from '../../../server/seed/content';
import { samplePng } from '../../../server/seed/documents';
import { UPLOAD_RULES } from '../../../src/domain/sponsors/uploads';
import { tinyMp4 } from './sponsorFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  auth = bearer(await t.signIn('corporate@demo.test'));
}, 60_000);
afterAll(() => t.close());

function multipart(fileName: string, bytes: Uint8Array, contentType = 'application/octet-stream') {
  const boundary = '----sponsorTestBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An MP4 header alone: an 'ftyp' box followed by zeros, which a magic-number check alone would accept. */
function mp4HeaderOnly(total = 64): Uint8Array {
  const bytes = new Uint8Array(total);
  bytes.set([0, 0, 0, 24], 0);
  bytes.set(Buffer.from('ftypisom'), 4);
  bytes.set(Buffer.from('isomavc1'), 16);
  return bytes;
}

/** A whole PNG padded after its IEND to exactly `size` bytes (decoders ignore what follows IEND). */
function pngOfSize(size: number): Uint8Array {
  const png = samplePng();
  return Buffer.concat([Buffer.from(png), Buffer.alloc(size - png.length)]);
}

const uploadedFiles = () => {
  const dir = join(t.config.storageDir, 'media/uploads/sponsors');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

async function createSponsor(companyName = 'Acme Labs', companyUrl = 'https://acme.example') {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/admin/sponsor',
    headers: auth,
    payload: { companyName, companyUrl },
  });
  expect(response.status).toBe(200);
  return response.body.content as {
    id: number;
    companyName: string;
    logoUrl: string | null;
    videoUrl: string | null;
    version: number;
  };
}

describe('sponsor list', () => {
  test('lists 20 per page, newest first by default, with counts and file ticks', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor/list',
      headers: auth,
      payload: {},
    });
    expect(response.status).toBe(200);
    const { result, navigation } = response.body.content;
    expect(navigation.items_per_page).toBe(20);
    const ids = result.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const helix = result.find((s: { companyName: string }) => s.companyName === 'Helix Instruments');
    expect(helix.countOfArticles).toBe(14);
    expect(helix.logoUrl).toMatch(/\.png$/);
  });

  test('filters by company name contains and sorts by company name', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor/list',
      headers: auth,
      payload: {
        filter: [{ property: 'company_name', operator: 'contains', value: 'north' }],
        sort: [['company_name', 'asc']],
      },
    });
    expect(response.body.content.result.map((s: { companyName: string }) => s.companyName)).toEqual([
      'Northwind <em>Reagents</em>',
    ]);
  });

  test('a CS user, whose routes lack sponsors, is refused', async () => {
    const admin = bearer(await t.signIn('cs@demo.test'));
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor/list',
      headers: admin,
      payload: {},
    });
    expect(response.status).toBe(403);
  });
});

describe('sponsor form', () => {
  test('company name and URL are required, the URL must parse', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor',
      headers: auth,
      payload: { companyName: '', companyUrl: 'not a url' },
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toEqual({
      companyName: ['This field is required'],
      companyUrl: ['URL is not valid'],
    });
  });

  test('a stored XSS payload comes back sanitised', async () => {
    const created = await createSponsor('<b>Bold</b><img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(created.companyName).toBe('<b>Bold</b>');
    const again = await call(t.app, {
      method: 'GET',
      url: `/api/admin/sponsor/${created.id}`,
      headers: auth,
    });
    expect(again.body.content.companyName).toBe('<b>Bold</b>');
  });

  test('a name that sanitises to nothing is refused as required', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor',
      headers: auth,
      payload: { companyName: '<script>alert(1)</script>', companyUrl: 'https://x.example' },
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors.companyName).toEqual(['This field is required']);
  });

  test('update changes the fields; delete removes the sponsor', async () => {
    const created = await createSponsor();
    const updated = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/sponsor/${created.id}`,
      headers: auth,
      payload: {
        companyName: 'Acme Renamed',
        companyUrl: 'https://renamed.example',
        version: created.version,
      },
    });
    expect(updated.body.content.companyName).toBe('Acme Renamed');
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/admin/sponsor/${created.id}`, headers: auth }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/admin/sponsor/${created.id}`, headers: auth })).status,
    ).toBe(404);
  });
});

describe('sponsor uploads', () => {
  test('a PNG logo is stored and served, replacing the previous one', async () => {
    const sponsor = await createSponsor();
    const first = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/add_file/logo`,
      ...multipart('logo.png', samplePng(150, 50), 'image/png'),
    });
    expect(first.status).toBe(200);
    const firstPath = first.body.content.logoUrl as string;
    expect(existsSync(join(t.config.storageDir, firstPath))).toBe(true);
    const second = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/add_file/logo`,
      ...multipart('logo.png', samplePng(100, 40), 'image/png'),
    });
    expect(second.body.content.logoUrl).not.toBe(firstPath);
    expect(existsSync(join(t.config.storageDir, firstPath))).toBe(false);
  });

  test.each([
    [
      'a JPEG renamed to .png',
      'logo',
      'logo.png',
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]),
      UPLOAD_RULES.logo.typeMessage,
    ],
    [
      'a text file renamed to .mp4',
      'video',
      'clip.mp4',
      Buffer.from('just some text pretending to be a video file'),
      UPLOAD_RULES.video.typeMessage,
    ],
    [
      'a text file renamed to .png',
      'logo',
      'logo.png',
      Buffer.from('<svg onload="alert(1)"></svg>'),
      UPLOAD_RULES.logo.typeMessage,
    ],
    ['an MP4 renamed to .png', 'logo', 'logo.png', tinyMp4(), UPLOAD_RULES.logo.typeMessage],
    ['a PNG renamed to .mp4', 'video', 'clip.mp4', samplePng(), UPLOAD_RULES.video.typeMessage],
    ['an empty .png', 'logo', 'logo.png', new Uint8Array(0), UPLOAD_RULES.logo.typeMessage],
    [
      'a PNG cut to its header',
      'logo',
      'logo.png',
      samplePng().subarray(0, 10),
      UPLOAD_RULES.logo.typeMessage,
    ],
    [
      'a PNG cut inside its image data',
      'logo',
      'logo.png',
      samplePng().subarray(0, samplePng().length - 30),
      UPLOAD_RULES.logo.typeMessage,
    ],
    [
      'an MP4 cut to its header',
      'video',
      'clip.mp4',
      tinyMp4().subarray(0, 12),
      UPLOAD_RULES.video.typeMessage,
    ],
    [
      'an MP4 cut inside its index',
      'video',
      'clip.mp4',
      tinyMp4().subarray(0, 400),
      UPLOAD_RULES.video.typeMessage,
    ],
    [
      'an MP4 header with nothing after it',
      'video',
      'clip.mp4',
      mp4HeaderOnly(),
      UPLOAD_RULES.video.typeMessage,
    ],
    [
      'an oversized logo',
      'logo',
      'logo.png',
      pngOfSize(UPLOAD_RULES.logo.maxBytes + 1),
      UPLOAD_RULES.logo.sizeMessage,
    ],
    [
      'an oversized video',
      'video',
      'clip.mp4',
      Buffer.concat([Buffer.from(tinyMp4()), Buffer.alloc(UPLOAD_RULES.video.maxBytes)]),
      UPLOAD_RULES.video.sizeMessage,
    ],
  ] as const)('%s is refused and the previous file stays', async (_name, kind, fileName, bytes, message) => {
    const sponsor = await createSponsor();
    const good = kind === 'logo' ? samplePng() : tinyMp4();
    const before = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/add_file/${kind}`,
      ...multipart(fileName, good),
    });
    expect(before.status).toBe(200);
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/add_file/${kind}`,
      ...multipart(fileName, bytes, kind === 'logo' ? 'image/png' : 'video/mp4'),
    });
    expect(response.status).toBe(400);
    expect(response.body.content.message).toBe(message);
    const after = await call(t.app, {
      method: 'GET',
      url: `/api/admin/sponsor/${sponsor.id}`,
      headers: auth,
    });
    const key = kind === 'logo' ? 'logoUrl' : 'videoUrl';
    expect(after.body.content[key]).toBe(before.body.content[key]);
  });
});

describe('sponsor upload limits', () => {
  test('a logo of exactly 1 MB and a real MP4 are accepted and stored byte for byte', async () => {
    const sponsor = await createSponsor();
    const logo = pngOfSize(UPLOAD_RULES.logo.maxBytes);
    const logoAnswer = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/add_file/logo`,
      ...multipart('logo.png', logo, 'image/png'),
    });
    expect(logoAnswer.status).toBe(200);
    const video = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/add_file/video`,
      ...multipart('clip.mp4', tinyMp4(), 'video/mp4'),
    });
    expect(video.status).toBe(200);
    const stored = (path: string) => readFileSync(join(t.config.storageDir, path));
    expect(stored(logoAnswer.body.content.logoUrl).equals(Buffer.from(logo))).toBe(true);
    expect(stored(video.body.content.videoUrl).equals(Buffer.from(tinyMp4()))).toBe(true);
  });

  test('a request without the file field is refused, and an unknown sponsor keeps no file', async () => {
    const sponsor = await createSponsor();
    const boundary = '----noFileBoundary';
    const noFile = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/add_file/logo`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.content.message).toBe('A file is required');
    const before = uploadedFiles();
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor/999999/add_file/logo',
      ...multipart('logo.png', samplePng(), 'image/png'),
    });
    expect(unknown.status).toBe(404);
    expect(uploadedFiles()).toEqual(before);
  });
});

describe('assigned articles', () => {
  test('assigns, refuses an article sponsored elsewhere with an error value, and removes', async () => {
    const sponsor = await createSponsor();
    const free = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor/article_list',
      headers: auth,
      payload: { withSponsor: 2 },
    });
    const articleId = free.body.content.result[0].id as number;
    expect(free.body.content.result[0].sponsor_data).toBeNull();
    const sponsored = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor/article_list',
      headers: auth,
      payload: { withSponsor: 1 },
    });
    const takenId = sponsored.body.content.result[0].id as number;

    const added = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/article/add`,
      headers: auth,
      payload: { articles: [articleId] },
    });
    expect(added.body.content.error).toBeUndefined();
    expect(added.body.content.sponsor.articleList.map((a: { id: number }) => a.id)).toEqual([articleId]);

    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/article/add`,
      headers: auth,
      payload: { articles: [takenId] },
    });
    expect(Object.values(refused.body.content.error)[0]).toBe(
      `Article ${takenId} is already assigned to another sponsor`,
    );

    const byId = await call(t.app, {
      method: 'POST',
      url: '/api/admin/sponsor/article_list',
      headers: auth,
      payload: { withSponsor: 1, filter: [{ property: 'id', operator: 'equals', value: articleId }] },
    });
    expect(byId.body.content.result.map((a: { id: number }) => a.id)).toEqual([articleId]);

    const removed = await call(t.app, {
      method: 'POST',
      url: `/api/admin/sponsor/${sponsor.id}/article/remove`,
      headers: auth,
      payload: { articles: [articleId] },
    });
    expect(removed.body.content.sponsor.articleList).toEqual([]);
  });
});
