/**
 * The drawing board (ADR 306) as the student page sees it: what it sends, when, and when it removes the drawing.
 */
import { createActor, fromPromise } from 'xstate';
import {
  drawingBoardMachine,
  type DrawingBoardInput,
  type Stroke,
} from '../../../src/machines/take/drawingBoardMachine';

const stroke = (n: number): Stroke => ({ colour: '#dc2626', width: 6, points: [n, n, n + 1, n + 1] });

/** A board whose PNGs are made when the test says so: `made()` answers the oldest PNG asked for. */
function board(input: Partial<DrawingBoardInput> = {}) {
  const asked: Array<(file: File) => void> = [];
  const actor = createActor(
    drawingBoardMachine.provide({
      actors: {
        drawingFile: fromPromise<File | null>(() => new Promise<File>((resolve) => asked.push(resolve))),
      },
    }),
    { input: { sentBefore: false, sending: false, disabled: false, ...input } },
  );
  const sent: string[] = [];
  let removed = 0;
  actor.on('drawing.send', (event) => sent.push(event.file.name));
  actor.on('drawing.remove', () => (removed += 1));
  actor.start();
  const made = async (name = 'drawing.png') => {
    asked.shift()!(new File(['png'], name, { type: 'image/png' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, asked, sent, removed: () => removed, made };
}

test('a stroke ended is made into a PNG and sent', async () => {
  const { actor, asked, sent, made } = board();
  actor.send({ type: 'stroke.end', stroke: stroke(1) });
  expect(asked).toHaveLength(1);
  await made();
  expect(sent).toEqual(['drawing.png']);
  expect(actor.getSnapshot().context.strokes).toHaveLength(1);
});

test('a stroke made while a file is on its way is sent once it has arrived', async () => {
  const { actor, asked, sent, made } = board({ sending: true });
  actor.send({ type: 'stroke.end', stroke: stroke(1) });
  expect(asked).toHaveLength(0);
  actor.send({ type: 'upload.changed', sending: false, disabled: false });
  expect(asked).toHaveLength(1);
  await made();
  expect(sent).toEqual(['drawing.png']);
});

test('a stroke made while the PNG is being made is sent after it, in a second PNG', async () => {
  const { actor, asked, sent, made } = board();
  actor.send({ type: 'stroke.end', stroke: stroke(1) });
  actor.send({ type: 'stroke.end', stroke: stroke(2) });
  expect(asked).toHaveLength(1);
  await made('first.png');
  expect(asked).toHaveLength(1);
  await made('second.png');
  expect(sent).toEqual(['first.png', 'second.png']);
  expect(actor.getSnapshot().context.strokes).toHaveLength(2);
});

test('undoing the last stroke on the bare picture removes the drawing and sends nothing', async () => {
  const { actor, asked, sent, removed, made } = board();
  actor.send({ type: 'stroke.end', stroke: stroke(1) });
  await made();
  actor.send({ type: 'stroke.undo' });
  expect(removed()).toBe(1);
  expect(asked).toHaveLength(0);
  expect(sent).toEqual(['drawing.png']);
});

test('a drawing sent before is drawn on: undo sends it again, Clear removes it', async () => {
  const { actor, asked, removed, made } = board({ sentBefore: true });
  actor.send({ type: 'stroke.end', stroke: stroke(1) });
  await made();
  actor.send({ type: 'stroke.undo' });
  // The strokes are gone, but the drawing sent before is still under them: it is sent as it is.
  expect(asked).toHaveLength(1);
  await made();
  actor.send({ type: 'board.clear' });
  expect(actor.getSnapshot().context.onSent).toBe(false);
  expect(removed()).toBe(1);
});

test('once answers are closed, nothing is drawn, sent or removed', () => {
  const { actor, asked, removed } = board({ disabled: true });
  actor.send({ type: 'stroke.end', stroke: stroke(1) });
  actor.send({ type: 'board.save' });
  actor.send({ type: 'board.clear' });
  expect(actor.getSnapshot().context.strokes).toEqual([]);
  expect(asked).toHaveLength(0);
  expect(removed()).toBe(0);
});
