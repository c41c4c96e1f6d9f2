/**
 * The transcript beside a student's video (ADR 342) as a student meets it: a Transcript disclosure, closed at
 * first; opened, the lines of the captions with their times, the search keeping the lines it finds (whatever the
 * case and accents) with the words found marked, the line spoken marked as current, and a line pressed asking for
 * a seek to its start. The cues are given as the browser's parser would read them.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import {
  takeTranscriptMachine,
  type TakeTranscriptCommand,
} from '../../../src/machines/take/takeTranscriptMachine';
import { TakeTranscriptPanel } from '../../../src/views/take/TakeTranscriptPanel';

const CUES = [
  { start: 0, end: 4, text: 'Cells need energy.' },
  { start: 4, end: 9, text: 'Mitochondria make ATP.' },
  { start: 65, end: 70, text: 'Énergie moves through the cell.' },
];

function transcript(languages = ['en']) {
  const actor = createActor(takeTranscriptMachine, { input: { preferred: 'en', open: false } }).start();
  const seeks: TakeTranscriptCommand[] = [];
  actor.on('transcript.seek', (command) => void seeks.push(command));
  actor.send({ type: 'transcript.tracks', languages });
  actor.send({ type: 'transcript.cues', language: 'en', cues: CUES });
  render(<TakeTranscriptPanel actor={actor} />);
  return { actor, seeks };
}

const lines = () => within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('button');

test('the transcript is a disclosure, closed until the student opens it', async () => {
  transcript();
  const toggle = screen.getByRole('button', { name: 'Transcript' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(lines().map((line) => line.textContent)).toEqual([
    '0:00 Cells need energy.',
    '0:04 Mitochondria make ATP.',
    '1:05 Énergie moves through the cell.',
  ]);
  // One caption language: no language menu.
  expect(screen.queryByRole('combobox', { name: 'Transcript language' })).not.toBeInTheDocument();
});

test('a video without captions shows no transcript', () => {
  transcript([]);
  expect(screen.queryByRole('button', { name: 'Transcript' })).not.toBeInTheDocument();
});

test('the search keeps the lines it finds, whatever the case and accents, with the words found marked', async () => {
  transcript();
  await userEvent.click(screen.getByRole('button', { name: 'Transcript' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search the transcript' }), 'ENERGIE');
  expect(lines().map((line) => line.querySelector('mark')?.textContent)).toEqual(['Énergie']);
  await userEvent.clear(screen.getByRole('searchbox'));
  await userEvent.type(screen.getByRole('searchbox'), 'photosynthesis');
  expect(screen.queryAllByRole('button', { name: /^\d+:\d\d/ })).toEqual([]);
  expect(screen.getByRole('status')).toHaveTextContent('No line of the transcript matches your search.');
});

test('the line spoken is marked as current and follows the playhead', async () => {
  const { actor } = transcript();
  await userEvent.click(screen.getByRole('button', { name: 'Transcript' }));
  act(() => actor.send({ type: 'transcript.time', at: 5 }));
  expect(lines().filter((line) => line.getAttribute('aria-current') === 'true')).toEqual([
    screen.getByRole('button', { name: '0:04 Mitochondria make ATP.' }),
  ]);
  act(() => actor.send({ type: 'transcript.time', at: 30 }));
  expect(lines().some((line) => line.hasAttribute('aria-current'))).toBe(false);
});

test('a line clicked, or pressed with Enter, asks for a seek to its start', async () => {
  const { seeks } = transcript();
  await userEvent.click(screen.getByRole('button', { name: 'Transcript' }));
  await userEvent.click(screen.getByRole('button', { name: '1:05 Énergie moves through the cell.' }));
  screen.getByRole('button', { name: '0:04 Mitochondria make ATP.' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(seeks).toEqual([
    { type: 'transcript.seek', at: 65 },
    { type: 'transcript.seek', at: 4 },
  ]);
});

test('several caption languages offer a language menu', async () => {
  const { actor } = transcript(['en', 'fr']);
  await userEvent.click(screen.getByRole('button', { name: 'Transcript' }));
  const menu = screen.getByRole('combobox', { name: 'Transcript language' });
  expect(
    within(menu)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['English', 'French']);
  await userEvent.selectOptions(menu, 'fr');
  expect(actor.getSnapshot().context.language).toBe('fr');
});
