import { delivery } from '../../src/i18n/en/delivery';
import type { PlayerTextKey } from '../../src/views/player/playerText';
import { ENGLISH_TAKE_TEXT } from '../../src/views/take/takeText';

const takePlayerText = ENGLISH_TAKE_TEXT.player;

const KEYS: PlayerTextKey[] = [
  'delivery.play',
  'delivery.playbackSpeed',
  'delivery.speed_slow',
  'delivery.speed_normal',
  'delivery.speed_fast',
  'delivery.speed_faster',
  'delivery.videoFailed',
  'delivery.noVideo',
  'delivery.subtitlesUnavailable',
  'delivery.header_journal',
  'delivery.header_science_core',
  'delivery.header_encyclopedia_of_experiments',
  'delivery.header_science_education',
  'delivery.header_lab_manual',
];

test.each(KEYS)('the student page words %s of the player as the console does', (key) => {
  expect(takePlayerText(key)).toBe(delivery[key.slice('delivery.'.length) as keyof typeof delivery]);
});

test('the cover names the video it plays', () => {
  expect(takePlayerText('delivery.playVideo', { title: 'Osmosis' })).toBe('Play video: Osmosis');
});

test('in Russian the student page counts by Russian plural rules; in Arabic values keep their own direction', async () => {
  const { loadTakeCatalog } = await import('../../src/i18n/loadTakeCatalog');
  const { takeTextFrom } = await import('../../src/views/take/takeText');
  const ru = takeTextFrom(await loadTakeCatalog('ru'), 'ru');
  const forms = [1, 2, 5].map((count) => ru.confirmUnanswered(count));
  expect(new Set(forms).size).toBe(3);
  expect(ru.start).not.toBe(ENGLISH_TAKE_TEXT.start);
  const ar = takeTextFrom(await loadTakeCatalog('ar'), 'ar');
  expect(ar.dir).toBe('rtl');
  expect(ar.scoreOf(7, 10)).toContain('\u20687\u2069');
});
