import { delivery } from '../../src/i18n/en/delivery';
import type { PlayerTextKey } from '../../src/views/player/playerText';
import { takePlayerText } from '../../src/views/take/takeText';

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
