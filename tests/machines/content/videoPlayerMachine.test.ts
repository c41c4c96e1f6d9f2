import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectRate,
  selectShowsCover,
  selectShowsOverlay,
  selectSubtitlesUnavailable,
  selectTracks,
  videoPlayerMachine,
  type VideoPlayerInput,
} from '../../../src/machines/content/videoPlayerMachine';
import { reachableLanguages } from '../../../src/machines/content/videoPlayerServices';

const withSubtitles: VideoPlayerInput = {
  subtitles: { en: '/media/v.en.vtt', de: '/media/v.de.vtt' },
  articleType: 'science_core',
};

function start(input: VideoPlayerInput, languages: string[] = ['en']) {
  const effects: string[] = [];
  const actor = createActor(
    videoPlayerMachine.provide({
      actors: { checkSubtitles: fromPromise(async () => languages) },
      actions: {
        playMedia: () => void effects.push('play'),
        applyRate: (_, params: { rate: number }) => void effects.push(`rate ${params.rate}`),
      },
    }),
    { input },
  ).start();
  return { actor, effects };
}

test('the cover shows first; starting hides it and plays', () => {
  const { actor, effects } = start(withSubtitles);
  expect(selectShowsCover(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'player.start' });
  expect(selectShowsCover(actor.getSnapshot())).toBe(false);
  expect(effects).toEqual(['play']);
});

test.each([
  ['science_core', true],
  ['science_education', true],
  ['journal', false],
  ['lab_manual', false],
] as const)('on pause a %s article shows the play overlay: %s', (articleType, overlay) => {
  const { actor, effects } = start({ subtitles: {}, articleType });
  actor.send({ type: 'player.start' });
  actor.send({ type: 'media.pause' });
  expect(selectShowsOverlay(actor.getSnapshot())).toBe(overlay);
  actor.send({ type: 'player.resume' });
  expect(selectShowsOverlay(actor.getSnapshot())).toBe(false);
  expect(effects).toEqual(['play', 'play']);
});

test('speeds are 0.75, 1, 1.5 and 2; anything else is ignored', () => {
  const { actor, effects } = start(withSubtitles);
  expect(selectRate(actor.getSnapshot())).toBe(1);
  actor.send({ type: 'player.speed', rate: 0.75 });
  actor.send({ type: 'player.speed', rate: 3 as never });
  actor.send({ type: 'player.speed', rate: 2 });
  expect(selectRate(actor.getSnapshot())).toBe(2);
  expect(effects).toEqual(['rate 0.75', 'rate 2']);
});

test('subtitles whose file cannot be reached are disabled', async () => {
  const { actor } = start(withSubtitles, []);
  await waitFor(actor, (s) => s.matches({ subtitles: 'unavailable' }));
  expect(selectTracks(actor.getSnapshot())).toEqual([]);
});

test('the reachability check keeps the languages whose file answers, trying GET when HEAD is refused', async () => {
  const calls: string[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method} ${url}`);
    if (url.includes('.en.')) return new Response('', { status: 200 });
    if (url.includes('.de.')) return new Response('', { status: init?.method === 'HEAD' ? 405 : 200 });
    if (url.includes('.fr.')) return new Response('', { status: 404 });
    throw new TypeError('network');
  }) as typeof fetch;
  const languages = await reachableLanguages(
    { en: '/m/v.en.vtt', de: '/m/v.de.vtt', fr: '/m/v.fr.vtt', es: '/m/v.es.vtt' },
    fetcher,
  );
  expect(languages).toEqual(['en', 'de']);
  expect(calls).toContain('GET /m/v.de.vtt');
  expect(calls).not.toContain('GET /m/v.fr.vtt');
});

test('subtitles count as unavailable to the user only when the video has files and none answered', async () => {
  const none = start(withSubtitles, []);
  await waitFor(none.actor, (s) => s.matches({ subtitles: 'unavailable' }));
  expect(selectSubtitlesUnavailable(none.actor.getSnapshot())).toBe(true);
  const some = start(withSubtitles, ['en']);
  await waitFor(some.actor, (s) => s.matches({ subtitles: 'available' }));
  expect(selectSubtitlesUnavailable(some.actor.getSnapshot())).toBe(false);
  const without = start({ subtitles: {}, articleType: 'journal' });
  expect(selectSubtitlesUnavailable(without.actor.getSnapshot())).toBe(false);
});

test.each([
  ['en', ['de', 'fr', 'en'], ['en', 'de', 'fr']],
  ['de-DE', ['fr', 'en', 'de'], ['de', 'en', 'fr']],
  ['ja', ['de', 'fr'], ['de', 'fr']],
  ['ja', ['de', 'en', 'fr'], ['en', 'de', 'fr']],
])(
  'on a %s page the captions of %j come in the order %j: the first is the one shown',
  async (language, answered, order) => {
    const subtitles = Object.fromEntries(answered.map((code) => [code, `/media/v.${code}.vtt`]));
    const { actor } = start({ subtitles, articleType: 'journal', language }, answered);
    await waitFor(actor, (s) => s.matches({ subtitles: 'available' }));
    expect(selectTracks(actor.getSnapshot())).toEqual(order);
  },
);
