import { BannerFormSchema, plainText } from '../../../src/domain/banner/banner';
import { formatListDate, isValidUrl, pageOf, SponsorFormSchema } from '../../../src/domain/sponsors/sponsors';
import {
  groupByKey,
  planKeyAdd,
  toAddRequest,
  TranslationAddFormSchema,
} from '../../../src/domain/translations/translations';
import {
  classDocumentType,
  looksLikeMp4,
  looksLikePng,
  uploadProblem,
} from '../../../src/domain/sponsors/uploads';
import { sampleDocx, samplePdf, samplePng } from '../../../server/seed/documents';

test.each([
  ['logo', 'logo.png', 1024 * 1024, null],
  ['logo', 'logo.png', 1024 * 1024 + 1, 'File size limit exceeded (1 MB). Please reduce and try again.'],
  ['logo', 'logo.jpg', 10, 'Invalid file type. Accepted format: PNG'],
  ['video', 'clip.MP4', 2 * 1024 * 1024, null],
  ['video', 'clip.mp4', 2 * 1024 * 1024 + 1, 'File size limit exceeded (2 MB). Please reduce and try again.'],
  ['video', 'clip.mov', 10, 'Invalid file type. Accepted format: mp4.'],
] as const)('a %s named %s of %i bytes: %s', (kind, name, size, message) => {
  expect(uploadProblem(kind, { name, size })).toBe(message);
});

test('content checks know PNG and MP4 by their bytes, not by their names', () => {
  expect(looksLikePng(samplePng())).toBe(true);
  expect(looksLikePng(samplePng().subarray(0, 12))).toBe(false);
  const mp4 = new Uint8Array(32);
  mp4.set([0, 0, 0, 24], 0);
  mp4.set(new TextEncoder().encode('ftypisom'), 4);
  expect(looksLikeMp4(mp4)).toBe(true);
  expect(looksLikeMp4(mp4.subarray(0, 12))).toBe(false);
  expect(looksLikeMp4(samplePng())).toBe(false);
  expect(classDocumentType('a.pdf', samplePdf('x'))).toBe('application/pdf');
  expect(classDocumentType('a.docx', sampleDocx('x'))).toMatch(/wordprocessingml/);
  expect(classDocumentType('a.pdf', new TextEncoder().encode('<html>'))).toBeNull();
});

test('the banner counts the text a reader sees, at most 40 characters', () => {
  expect(plainText('<p><b>Hi</b> &amp; bye</p>')).toBe('Hi & bye');
  expect(
    BannerFormSchema.safeParse({ message: `<p>${'a'.repeat(40)}</p>`, type: 1, published: false }).success,
  ).toBe(true);
  expect(
    BannerFormSchema.safeParse({ message: `<p>${'a'.repeat(41)}</p>`, type: 1, published: false }).success,
  ).toBe(false);
});

test('sponsor URLs must parse as http(s) URLs; dates show as MM/DD/YYYY; 10 per page', () => {
  expect(isValidUrl('https://')).toBe(false);
  expect(isValidUrl('https://acme.example/labs')).toBe(true);
  expect(SponsorFormSchema.safeParse({ companyName: ' ', companyUrl: 'x' }).success).toBe(false);
  expect(formatListDate('2026-03-04T10:00:00.000Z', 'en')).toBe('03/04/2026');
  expect(formatListDate('2026-03-04T23:30:00.000Z', 'ja')).toBe('2026/03/04');
  expect(pageOf([...Array(25).keys()], 3)).toEqual([20, 21, 22, 23, 24]);
});

test('an added translation sends only its non-empty languages and needs en', () => {
  expect(TranslationAddFormSchema.safeParse({ groupId: 1, key: 'k', values: { de: 'x' } }).success).toBe(
    false,
  );
  expect(toAddRequest({ groupId: 1, key: ' k ', values: { en: 'Play', de: ' ', fr: 'Lire' } })).toEqual({
    groupId: 1,
    key: 'k',
    translations: [
      { language: 'en', value: 'Play' },
      { language: 'fr', value: 'Lire' },
    ],
  });
});

test('translation rows group into one grid row per key', () => {
  const rows = groupByKey([
    { id: 1, key: 'a', language: 'en', value: 'A', groupId: 1, groupTitle: 'G', version: 1 },
    { id: 2, key: 'a', language: 'de', value: 'Ä', groupId: 1, groupTitle: 'G', version: 1 },
    { id: 3, key: 'b', language: 'en', value: 'B', groupId: 1, groupTitle: 'G', version: 1 },
  ]);
  expect(rows.map((r) => [r.key, Object.keys(r.values)])).toEqual([
    ['a', ['en', 'de']],
    ['b', ['en']],
  ]);
});

describe('planKeyAdd: what add_by_key may store for a key', () => {
  const request = {
    groupId: 2,
    key: 'player.play',
    translations: [
      { language: 'en' as const, value: 'Play' },
      { language: 'de' as const, value: 'Abspielen' },
    ],
  };
  const en = { language: 'en', value: 'Play', groupId: 2 };

  test('a new key takes every language', () => {
    expect(planKeyAdd([], request)).toEqual({ add: request.translations });
  });
  test('an existing key takes only the languages it lacks when the en echo matches', () => {
    expect(planKeyAdd([en], request)).toEqual({ add: [{ language: 'de', value: 'Abspielen' }] });
  });
  test('another group, a changed value or nothing new is taken', () => {
    expect(planKeyAdd([{ ...en, groupId: 3 }], request)).toBe('taken');
    expect(planKeyAdd([{ ...en, value: 'Start' }], request)).toBe('taken');
    expect(planKeyAdd([en, { language: 'de', value: 'Abspielen', groupId: 2 }], request)).toBe('taken');
  });
});
