import type { PlayerTextKey } from '../../../src/views/content/player/playerText';
import { createI18n } from '../../support/i18n';
import { ENGLISH_TAKE_TEXT } from '../../../src/views/take/takeText';

const takePlayerText = ENGLISH_TAKE_TEXT.player;

const KEYS: PlayerTextKey[] = [
  'player.play',
  'player.playbackSpeed',
  'player.speed_slow',
  'player.speed_normal',
  'player.speed_fast',
  'player.speed_faster',
  'player.videoFailed',
  'player.noVideo',
  'player.subtitlesUnavailable',
  'player.header_journal',
  'player.header_science_core',
  'player.header_encyclopedia_of_experiments',
  'player.header_science_education',
  'player.header_lab_manual',
];

test.each(KEYS)('the student page words %s of the player as the console does', (key) => {
  const consoleText = createI18n().t as unknown as (key: string) => string;
  expect(takePlayerText(key)).toBe(consoleText(key));
  expect(takePlayerText(key)).not.toBe(key);
});

test('the cover names the video it plays', () => {
  expect(takePlayerText('player.playVideo', { title: 'Osmosis' })).toBe('Play video: Osmosis');
});

test('in Russian the student page counts by Russian plural rules; in Arabic values keep their own direction', async () => {
  const { loadTakeCatalog } = await import('../../../src/i18n/loadTakeCatalog');
  const { takeTextFrom } = await import('../../../src/views/take/takeText');
  const ru = takeTextFrom(await loadTakeCatalog('ru'), 'ru');
  const forms = [1, 2, 5].map((count) => ru.confirmUnanswered(count));
  expect(new Set(forms).size).toBe(3);
  expect(ru.start).not.toBe(ENGLISH_TAKE_TEXT.start);
  const ar = takeTextFrom(await loadTakeCatalog('ar'), 'ar');
  expect(ar.dir).toBe('rtl');
  expect(ar.scoreOf(7, 10)).toContain('\u20687\u2069');
});
