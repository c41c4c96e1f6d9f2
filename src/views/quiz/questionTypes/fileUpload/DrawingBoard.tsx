/**
 * The student draws on the question's picture (ADR 306) with a pointer, a finger or a pen (DrawingTools: colour,
 * width, Undo last stroke, Clear, Save drawing). Each time the pen is lifted (or Save drawing is pressed) the picture
 * with the drawing is sent as one PNG through the question's file upload (`onDrawing`); one made while another is on
 * its way is sent once it has arrived; a drawing with no stroke left is removed (`onEmpty`). A drawing sent before (a
 * reload) is drawn on next. The board is pointer-only: the question keeps its file picker beside it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTakeText } from '../../../take/takeText';
import { drawingFile, drawStroke, pictureSize, pointOn, type Stroke } from './drawingStrokes';
import { DrawingTools, PEN_COLOURS } from './DrawingTools';

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
  const [colour, setColour] = useState<string>(PEN_COLOURS[0][1]);
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
    if (!canvas.current || !image.current) return;
    setWaiting(false);
    setEncoding(true);
    drawingFile(canvas.current, image.current, (file) => {
      setEncoding(false);
      if (file) onDrawing(file);
    });
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
            const { x, y, scale } = pointOn(event.currentTarget, event);
            drawing.current = {
              pointer: event.pointerId,
              stroke: { colour, width: width * scale, points: [x, y] },
            };
            drawStroke(event.currentTarget.getContext('2d'), drawing.current.stroke);
          }}
          onPointerMove={(event) => {
            const current = drawing.current;
            if (!current || current.pointer !== event.pointerId) return;
            const { x, y } = pointOn(event.currentTarget, event);
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
      <DrawingTools
        colour={colour}
        width={width}
        disabled={disabled}
        canUndo={strokes.length > 0}
        canClear={strokes.length > 0 || base !== picture}
        onColour={setColour}
        onWidth={setWidth}
        onUndo={() => changed(strokes.slice(0, -1))}
        onClear={() => {
          setBase(picture);
          changed([], picture);
        }}
        onSave={() => setWaiting(true)}
      />
    </div>
  );
}
