/**
 * The console's i18next instance looks a plain key up once (src/i18n/i18n.ts): what a screen reads must not change
 * for it. A plain key says its text; a key with values, a count or a prefix says what i18next says for them each
 * time, never an earlier call's text; two prefixes never share a text.
 */
import { en } from '../../../src/i18n/en';
import { createI18n, type FullCatalog } from '../../../src/i18n/i18n';

const i18n = createI18n('en', en as unknown as FullCatalog);

test('a plain key says its text, call after call', () => {
  const t = i18n.getFixedT('en-US');
  expect(t('editor.collapseAll')).toBe('Collapse All');
  expect(t('editor.collapseAll')).toBe('Collapse All');
  expect(t('editor.expandAll')).toBe('Expand All');
});

test('values and counts are interpolated on every call, after the plain text was asked for', () => {
  const t = i18n.getFixedT('en-US');
  expect(t('bulk.deleted_one')).toBe('{{count}} deleted');
  expect(t('bulk.deleted', { count: 1 })).toBe('1 deleted');
  expect(t('bulk.deleted', { count: 3 })).toBe('3 deleted');
  expect(t('list.dragMoved', { name: 'Cells', position: 2, count: 5 })).toBe(
    'Cells moved to position 2 of 5.',
  );
  expect(t('list.dragMoved', { name: 'Atoms', position: 1, count: 5 })).toBe(
    'Atoms moved to position 1 of 5.',
  );
});

test('a key prefix is part of what is remembered', () => {
  const quiz = i18n.getFixedT('en-US', null, 'quiz');
  const bulk = i18n.getFixedT('en-US', null, 'bulk');
  expect(quiz('downloadQti')).toBe('QTI');
  expect(bulk('downloadQti')).toBe('Download QTI');
  expect(quiz('downloadQti')).toBe('QTI');
});
