/**
 * The Results screen's 'Video' section (ADR 339): per video who played it, the watching curve as a chart with its
 * table (read by screen readers, shown on request), the chapters watched, and each question at a moment with the
 * facility of all, of those who watched the part before it and of those who skipped it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { VideoStatistics as Figures } from '../../../../src/domain/quiz/results/videoStatistics';
import { VideoStatistics } from '../../../../src/views/quiz/results/VideoStatistics';
import { renderScreen, type FakeRoute } from './renderScreen';

const curve = Array.from({ length: 100 }, (_, part) => ({
  part,
  from: part * 3,
  to: (part + 1) * 3,
  students: part < 50 ? 3 : 1,
  plays: part < 10 ? 5 : part < 50 ? 3 : 1,
}));

const figures: Figures = {
  students: 4,
  videos: [
    {
      itemId: 7,
      title: 'Cellular respiration',
      duration: 300,
      students: 3,
      curve,
      chapters: [
        { title: 'Glycolysis', from: 0, to: 150, students: 2 },
        { title: 'Krebs cycle', from: 150, to: 300, students: 1 },
      ],
      questions: [
        {
          itemId: 8,
          number: 1,
          title: '<p>Which organelle makes <strong>ATP</strong>?</p>',
          at: 100,
          from: 0,
          attempts: 4,
          facility: 0.5,
          watched: { attempts: 2, facility: 1 },
          skipped: { attempts: 2, facility: 0 },
        },
      ],
    },
    { itemId: 9, title: 'Summary', duration: null, students: 0, curve: [], chapters: [], questions: [] },
  ],
};

const ok = (): FakeRoute => (request) =>
  request.url.pathname === '/api/admin/quiz/user_quiz/5/video_statistics'
    ? { status: 200, body: { content: figures } }
    : { status: 404 };

test('each video says who played it, and a video nobody played says so instead of a curve', async () => {
  renderScreen(<VideoStatistics quizId={5} />, ok());
  const first = await screen.findByRole('region', { name: 'Cellular respiration' });
  expect(within(first).getByText('Students who played it: 3 of 4')).toBeInTheDocument();
  const second = screen.getByRole('region', { name: 'Summary' });
  expect(within(second).getByText('Nobody has played this video yet.')).toBeInTheDocument();
  expect(within(second).queryByRole('img')).not.toBeInTheDocument();
});

test('the curve is a chart whose table gives each part’s students and plays, shown on request', async () => {
  const { user } = renderScreen(<VideoStatistics quizId={5} />, ok());
  const chart = await screen.findByRole('img', { name: /^Watching curve/ });
  await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
  const data = screen.getByRole('table', { name: 'Watching curve' });
  expect(data.parentElement).toHaveClass('sr-only');
  expect(within(data).getAllByRole('row')).toHaveLength(101);
  expect(within(data).getByRole('row', { name: '0:00–0:03 3 5' })).toBeInTheDocument();
  expect(within(data).getByRole('row', { name: '2:30–2:33 1 1' })).toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: 'Show as table' });
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  expect(data.parentElement).not.toHaveClass('sr-only');
});

test('chapters and questions at moments show their figures, with how many each figure counts', async () => {
  renderScreen(<VideoStatistics quizId={5} />, ok());
  const chapters = await screen.findByRole('table', { name: /^Chapters:/ });
  expect(
    within(chapters)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['Glycolysis0:00–2:302 of 3', 'Krebs cycle2:30–5:001 of 3']);
  const questions = screen.getByRole('table', { name: /^Questions in the video/ });
  const row = within(questions).getByRole('row', { name: /Which organelle makes ATP\?/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1', '1:40', '50 % (n = 4)', '100 % (n = 2)', '0 % (n = 2)']);
});
