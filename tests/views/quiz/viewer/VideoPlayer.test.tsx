import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VideoData } from '../../../../src/domain/quiz/quiz';
import { VideoPlayer } from '../../../../src/views/content/player/VideoPlayer';
import { TEASER_PLACEHOLDER } from '../../../../src/views/content/player/teaserPlaceholder';
import { renderScreen } from '../results/renderScreen';

const video = (over: Partial<VideoData> = {}): VideoData => ({
  articleId: 1,
  title: 'Measuring Enzyme Activity',
  images: { large: '/media/poster.jpg', short: '/media/short.jpg' },
  subtitles: { en: '/media/v.en.vtt', de: '/media/v.de.vtt' },
  thumbnails: [],
  src: '/media/v.mp4',
  articleType: 'science_core',
  ...over,
});

let play: ReturnType<typeof vi.fn>;
beforeEach(() => {
  play = vi.fn(async () => undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response('', { status: url.includes('.de.') ? 404 : 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const noApi = () => ({ status: 500 });

test('the cover shows first; activating it hides it and plays the video', async () => {
  const { user, container } = renderScreen(<VideoPlayer video={video()} />, noApi);
  const cover = screen.getByRole('button', { name: 'Play video: Measuring Enzyme Activity' });
  expect(container.querySelector('video')).not.toHaveAttribute('controls');
  cover.focus();
  await user.keyboard('{Enter}');
  expect(play).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  expect(container.querySelector('video')).toHaveAttribute('controls');
});

test('on pause a core article shows a play overlay that resumes playback', async () => {
  const { user, container } = renderScreen(<VideoPlayer video={video()} />, noApi);
  await user.click(screen.getByRole('button', { name: /Play video/ }));
  fireEvent.play(container.querySelector('video')!);
  fireEvent.pause(container.querySelector('video')!);
  await user.click(screen.getByRole('button', { name: 'Play' }));
  expect(play).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
});

test('a journal article shows no overlay on pause', async () => {
  const { user, container } = renderScreen(<VideoPlayer video={video({ articleType: 'journal' })} />, noApi);
  await user.click(screen.getByRole('button', { name: /Play video/ }));
  fireEvent.pause(container.querySelector('video')!);
  expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  expect(screen.getByText('Journal')).toBeInTheDocument();
});

test('the speed list offers 0.75 (slow) to 2 (faster) and sets the playback rate', async () => {
  const { user, container } = renderScreen(<VideoPlayer video={video()} />, noApi);
  const speed = screen.getByLabelText('Playback speed');
  expect([...speed.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    '0.75× (slow)',
    '1× (normal)',
    '1.5× (fast)',
    '2× (faster)',
  ]);
  await user.selectOptions(speed, '1.5');
  expect(container.querySelector('video')!.playbackRate).toBe(1.5);
});

test('subtitles become caption tracks only for the files that answer', async () => {
  const { container } = renderScreen(<VideoPlayer video={video()} showCaption />, noApi);
  await waitFor(() => expect(container.querySelectorAll('track')).toHaveLength(1));
  const track = container.querySelector('track')!;
  expect(track).toHaveAttribute('kind', 'captions');
  expect(track).toHaveAttribute('srclang', 'en');
  expect(track).toHaveAttribute('src', '/media/v.en.vtt');
});

test('a broken teaser image falls back to a placeholder without words, and the video can still be started', () => {
  const { container } = renderScreen(<VideoPlayer video={video()} />, noApi);
  const image = container.querySelector('img')!;
  expect(image).toHaveAttribute('src', '/media/poster.jpg');
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', TEASER_PLACEHOLDER);
  expect(decodeURIComponent(TEASER_PLACEHOLDER)).not.toMatch(/<text/);
  expect(screen.getByRole('button', { name: 'Play video: Measuring Enzyme Activity' })).toBeEnabled();
});

test('with no video file, the cover says so once in the catalog’s words and offers nothing to press', () => {
  renderScreen(<VideoPlayer video={video({ src: undefined })} />, noApi);
  expect(screen.getAllByText('This video is not available yet.')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
});

test('a core video shows its header label beside the title', () => {
  renderScreen(<VideoPlayer video={video()} />, noApi);
  expect(screen.getByTestId('video-header')).toHaveTextContent('Core');
});

test.each(['lab_manual_prep', 'lab_manual_procedure'] as const)(
  'a %s video shows no header label',
  (articleType) => {
    const { container } = renderScreen(<VideoPlayer video={video({ articleType })} />, noApi);
    expect(screen.queryByTestId('video-header')).not.toBeInTheDocument();
    // The caption holds the title and nothing else.
    const caption = container.querySelector('figcaption')!;
    expect(caption.children).toHaveLength(1);
    expect(caption).toHaveTextContent(/^Measuring Enzyme Activity$/);
  },
);

test('when no subtitle file answers, a status note says subtitles are not available', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  );
  const { container } = renderScreen(<VideoPlayer video={video()} showCaption />, noApi);
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Subtitles are not available for this video.'),
  );
  expect(container.querySelectorAll('track')).toHaveLength(0);
});

test('no note while a subtitle file answers, nor for a video that has no subtitles', async () => {
  const { container, unmount } = renderScreen(<VideoPlayer video={video()} />, noApi);
  await waitFor(() => expect(container.querySelectorAll('track')).toHaveLength(1));
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  unmount();
  renderScreen(<VideoPlayer video={video({ subtitles: {} })} />, noApi);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);
});
