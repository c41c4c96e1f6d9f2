/**
 * The student draws on the question's picture (ADR 306): the picture, and over it a canvas drawn on with a pointer,
 * a finger or a pen, in one of a few colours at the chosen pen width. Each time the student lifts the pen (or presses
 * Save drawing) the picture with the drawing is sent as one PNG through the question's file upload (`onDrawing`), as
 * a picked file is; a drawing made while one is on its way is sent once it has arrived. Undo last stroke and Clear
 * change it the same way; a drawing with no stroke left is removed (`onEmpty`). A drawing sent before (a reload)
 * is the picture drawn on next. The board is pointer-only: the question keeps its file picker beside it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTakeText } from '../../../take/takeText';
import { drawStroke, DRAWING_FILE_NAME, pictureSize, type Stroke } from './drawingStrokes';

const COLOURS = [
  ['black', '#0f172a'],
  ['red', '#dc2626'],
  ['yellow', '#facc15'],
  ['blue', '#2563eb'],
] as const;

const BUTTON =
  'min-h-11 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50';

export interface DrawingBoardProps {
  /** The question's picture. */
  readonly picture: string;
  /** A drawing sent before, drawn on next in place of the bare picture. */
  readonly sent: string | null;
  /** Whether a file is on its way (the next drawing waits for it). */
  readonly sending: boolean;
  readonly disabled: boolean;
  readonly onDrawing: (file: File) => void;
  readonly onEmpty: () => void;
}

export function DrawingBoard({ picture, sent, sending, disabled, onDrawing, onEmpty }: DrawingBoardProps) {
  const text = useTakeText().fileUpload;
  const id = useId();
  const image = useRef<HTMLImageElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [base, setBase] = useState(() => sent ?? picture);
  const [strokes, setStrokes] = useState<readonly Stroke[]>([]);
  const [colour, setColour] = useState<string>(COLOURS[0][1]);
  const [width, setWidth] = useState(6);
  const drawing = useRef<{ pointer: number; stroke: Stroke } | null>(null);
  // A change not sent yet, and a drawing being turned into a PNG (the upload has not taken it yet).
  const [waiting, setWaiting] = useState(false);
  const [encoding, setEncoding] = useState(false);

  const redraw = useCallback((all: readonly Stroke[]) => {
    const context = canvas.current?.getContext('2d');
    if (!canvas.current || !context) return;
    context.clearRect(0, 0, canvas.current.width, canvas.current.height);
    for (const stroke of all) drawStroke(context, stroke);
  }, []);

  const sized = () => {
    if (!canvas.current || !image.current) return;
    const size = pictureSize(image.current.naturalWidth, image.current.naturalHeight);
    canvas.current.width = size.width;
    canvas.current.height = size.height;
    redraw(strokes);
  };

  const send = useCallback(() => {
    const board = canvas.current;
    const picture = image.current;
    if (!board || !picture) return;
    setWaiting(false);
    setEncoding(true);
    const done = (blob: Blob | null) => {
      setEncoding(false);
      if (blob) onDrawing(new File([blob], DRAWING_FILE_NAME, { type: 'image/png' }));
    };
    const composed = document.createElement('canvas');
    composed.width = board.width;
    composed.height = board.height;
    const context = composed.getContext('2d');
    if (!context) return done(null);
    context.drawImage(picture, 0, 0, board.width, board.height);
    context.drawImage(board, 0, 0);
    try {
      composed.toBlob(done, 'image/png');
    } catch {
      // A picture of another site without CORS cannot be read back: the strokes alone are sent.
      board.toBlob(done, 'image/png');
    }
  }, [onDrawing]);

  // A change is sent when nothing is on its way: one made while a file was sent goes once it has arrived.
  useEffect(() => {
    if (waiting && !sending && !encoding && !disabled) send();
  }, [waiting, sending, encoding, disabled, send]);

  const changed = (next: readonly Stroke[], nextBase = base) => {
    setStrokes(next);
    redraw(next);
    if (next.length === 0 && nextBase === picture) {
      setWaiting(false);
      onEmpty();
    } else setWaiting(true);
  };

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = box.width > 0 ? event.currentTarget.width / box.width : 1;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale, scale };
  };

  return (
    <div className="flex flex-col gap-2">
      <p aria-hidden="true" className="text-sm font-medium text-slate-700">
        {text.draw}
      </p>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {text.drawHint}
      </p>
      <div className="relative w-full max-w-2xl self-start">
        <img
          ref={image}
          src={base}
          alt=""
          className="block h-auto w-full rounded-md border border-slate-300"
          onLoad={sized}
        />
        <canvas
          ref={canvas}
          aria-label={text.draw}
          aria-describedby={`${id}-hint`}
          className="absolute inset-0 h-full w-full touch-none"
          onPointerDown={(event) => {
            if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
            event.currentTarget.setPointerCapture?.(event.pointerId);
            const { x, y, scale } = point(event);
            drawing.current = {
              pointer: event.pointerId,
              stroke: { colour, width: width * scale, points: [x, y] },
            };
            drawStroke(event.currentTarget.getContext('2d'), drawing.current.stroke);
          }}
          onPointerMove={(event) => {
            const current = drawing.current;
            if (!current || current.pointer !== event.pointerId) return;
            const { x, y } = point(event);
            current.stroke = { ...current.stroke, points: [...current.stroke.points, x, y] };
            drawStroke(
              event.currentTarget.getContext('2d'),
              current.stroke,
              current.stroke.points.length - 4,
            );
          }}
          onPointerUp={(event) => {
            const current = drawing.current;
            if (!current || current.pointer !== event.pointerId) return;
            drawing.current = null;
            changed([...strokes, current.stroke]);
          }}
          onPointerCancel={() => {
            drawing.current = null;
            redraw(strokes);
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{text.colour}</legend>
          {COLOURS.map(([name, value]) => (
            <label
              key={name}
              className="flex size-11 cursor-pointer items-center justify-center rounded-full has-[:checked]:ring-2 has-[:checked]:ring-sky-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-500"
            >
              <input
                type="radio"
                name={`${id}-colour`}
                className="sr-only"
                checked={colour === value}
                onChange={() => setColour(value)}
              />
              <span
                aria-hidden="true"
                className="size-7 rounded-full border border-slate-400"
                style={{ background: value }}
              />
              <span className="sr-only">{text.colours[name]}</span>
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {text.penWidth}
          <input
            type="range"
            min={2}
            max={24}
            step={2}
            value={width}
            className="min-h-11 w-28"
            onChange={(event) => setWidth(Number(event.target.value))}
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={disabled || strokes.length === 0}
          onClick={() => changed(strokes.slice(0, -1))}
        >
          {text.undo}
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={disabled || (strokes.length === 0 && base === picture)}
          onClick={() => {
            setBase(picture);
            changed([], picture);
          }}
        >
          {text.clear}
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={disabled || strokes.length === 0}
          onClick={() => setWaiting(true)}
        >
          {text.save}
        </button>
      </div>
    </div>
  );
}
