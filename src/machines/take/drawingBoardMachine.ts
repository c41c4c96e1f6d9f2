/**
 * A drawing question's board on the student page (ADR 306): the strokes drawn on the question's picture (or on the
 * drawing sent before, after a reload), the pen, and when the drawing is sent. Each change (a stroke ended, Undo last
 * stroke, Clear) marks the drawing to send, and so does Save drawing; it is sent as soon as no file of the question
 * is on its way and the page takes answers: the view's `drawingFile` turns the board into a PNG and the board emits
 * `drawing.send` for the question's files. A drawing with no stroke left on the bare picture is removed instead
 * (`drawing.remove`). The page tells the board when a file is on its way or answers are closed (`upload.changed`).
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** One line drawn without lifting the pen: its colour, width and points (x, y, x, y…) in the board's pixels. */
export interface Stroke {
  readonly colour: string;
  readonly width: number;
  readonly points: readonly number[];
}

/** The pen's colours, each with the name the page gives it. */
export const PEN_COLOURS = [
  ['black', '#0f172a'],
  ['red', '#dc2626'],
  ['yellow', '#facc15'],
  ['blue', '#2563eb'],
] as const;
export const PEN_WIDTHS = { min: 2, max: 24, step: 2, initial: 6 } as const;

export interface DrawingBoardInput {
  /** Whether a drawing was sent before (a reload): it is what the student draws on next. */
  readonly sentBefore: boolean;
  /** Whether a file of the question is on its way. */
  readonly sending: boolean;
  /** Whether the page takes no answer (submitted, closed, a preview without files). */
  readonly disabled: boolean;
}

export interface DrawingBoardContext {
  strokes: readonly Stroke[];
  /** Drawn on the drawing sent before (until Clear), else on the bare picture. */
  onSent: boolean;
  colour: string;
  width: number;
  /** A change is to be sent. */
  pending: boolean;
  sending: boolean;
  disabled: boolean;
}

export type DrawingBoardEvent =
  | { type: 'stroke.end'; stroke: Stroke }
  | { type: 'stroke.undo' }
  | { type: 'board.clear' }
  | { type: 'board.save' }
  | { type: 'pen.colour'; colour: string }
  | { type: 'pen.width'; width: number }
  | { type: 'upload.changed'; sending: boolean; disabled: boolean };

/** What the board asks of the question's files: send this drawing, or remove the one sent. */
export type DrawingBoardEmitted = { type: 'drawing.send'; file: File } | { type: 'drawing.remove' };

/** Nothing left to send: no stroke on the bare picture. */
const isBlank = (context: Pick<DrawingBoardContext, 'strokes' | 'onSent'>) =>
  context.strokes.length === 0 && !context.onSent;

export const drawingBoardMachine = setup({
  types: {
    context: {} as DrawingBoardContext,
    events: {} as DrawingBoardEvent,
    input: {} as DrawingBoardInput,
    emitted: {} as DrawingBoardEmitted,
  },
  actors: {
    /** The picture with the drawing as the PNG file sent; null when the browser cannot make one. */
    drawingFile: fromPromise<File | null>(async () => {
      throw new Error('drawingFile is not provided');
    }),
  },
  actions: {
    /** Hands the drawing to the question's files, as a picked file is. */
    sendDrawing: emit((_, params: { file: File }) => ({ type: 'drawing.send' as const, file: params.file })),
    /** Removes the drawing sent before: the board is blank again. */
    removeDrawing: emit({ type: 'drawing.remove' as const }),
    noteUpload: assign(({ event }) =>
      event.type === 'upload.changed' ? { sending: event.sending, disabled: event.disabled } : {},
    ),
  },
  guards: {
    canSend: ({ context }) => context.pending && !context.sending && !context.disabled,
    takesAnswers: ({ context }) => !context.disabled,
  },
}).createMachine({
  id: 'drawingBoard',
  context: ({ input }) => ({
    strokes: [],
    onSent: input.sentBefore,
    colour: PEN_COLOURS[0][1],
    width: PEN_WIDTHS.initial,
    pending: false,
    sending: input.sending,
    disabled: input.disabled,
  }),
  on: {
    'pen.colour': {
      guard: ({ event }) => PEN_COLOURS.some(([, value]) => value === event.colour),
      actions: assign(({ event }) => ({ colour: event.colour })),
    },
    'pen.width': {
      guard: ({ event }) => event.width >= PEN_WIDTHS.min && event.width <= PEN_WIDTHS.max,
      actions: assign(({ event }) => ({ width: event.width })),
    },
    'upload.changed': { actions: 'noteUpload' },
    // A change marks the drawing to send: at once, or once the drawing being made into a PNG has gone.
    'stroke.end': {
      guard: 'takesAnswers',
      target: '.settling',
      actions: assign(({ context, event }) => ({
        strokes: [...context.strokes, event.stroke],
        pending: true,
      })),
    },
    'stroke.undo': {
      guard: ({ context }) => !context.disabled && context.strokes.length > 0,
      target: '.settling',
      actions: assign(({ context }) => ({ strokes: context.strokes.slice(0, -1), pending: true })),
    },
    'board.clear': {
      guard: ({ context }) => !context.disabled && !isBlank(context),
      target: '.settling',
      actions: assign({ strokes: [], onSent: false, pending: true }),
    },
    'board.save': {
      guard: ({ context }) => !context.disabled && context.strokes.length > 0,
      target: '.settling',
      actions: assign({ pending: true }),
    },
  },
  initial: 'settling',
  states: {
    /** A blank board removes the drawing sent; another change is sent when it can be; else the board waits. */
    settling: {
      always: [
        {
          guard: ({ context }) => context.pending && isBlank(context),
          target: 'drawing',
          actions: [assign({ pending: false }), 'removeDrawing'],
        },
        { guard: 'canSend', target: 'encoding' },
        { target: 'drawing' },
      ],
    },
    drawing: {
      on: { 'upload.changed': { target: 'settling', actions: 'noteUpload' } },
    },
    /** The board is being made into a PNG; a change made meanwhile is settled after it (the states' own events). */
    encoding: {
      entry: assign({ pending: false }),
      invoke: {
        src: 'drawingFile',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'settling',
            actions: { type: 'sendDrawing', params: ({ event }) => ({ file: event.output! }) },
          },
          { target: 'settling' },
        ],
        onError: 'settling',
      },
      on: {
        'stroke.end': {
          guard: 'takesAnswers',
          actions: assign(({ context, event }) => ({
            strokes: [...context.strokes, event.stroke],
            pending: true,
          })),
        },
        'stroke.undo': {
          guard: ({ context }) => !context.disabled && context.strokes.length > 0,
          actions: assign(({ context }) => ({ strokes: context.strokes.slice(0, -1), pending: true })),
        },
        'board.clear': {
          guard: ({ context }) => !context.disabled && !isBlank(context),
          actions: assign({ strokes: [], onSent: false, pending: true }),
        },
        'board.save': { actions: assign({ pending: true }) },
      },
    },
  },
});

export type DrawingBoardActorRef = ActorRefFrom<typeof drawingBoardMachine>;
type DrawingBoardSnapshot = SnapshotFrom<typeof drawingBoardMachine>;

export const selectStrokes = (s: DrawingBoardSnapshot) => s.context.strokes;
export const selectOnSent = (s: DrawingBoardSnapshot) => s.context.onSent;
export const selectColour = (s: DrawingBoardSnapshot) => s.context.colour;
export const selectWidth = (s: DrawingBoardSnapshot) => s.context.width;
