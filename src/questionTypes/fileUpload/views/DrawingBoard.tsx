/**
 * The student draws on the question's picture (ADR 306) with a pointer, a finger or a pen (DrawingTools: colour,
 * width, Undo last stroke, Clear, Save drawing). Each time the pen is lifted (or Save drawing is pressed) the picture
 * with the drawing is sent as one PNG through the question's file upload (`onDrawing`); one made while another is on
 * its way is sent once it has arrived; a drawing with no stroke left is removed (`onEmpty`). A drawing sent before (a
 * reload) is drawn on next. What the board does is its machine's (drawingBoardMachine.ts); this view draws the strokes and
 * sends the pointer's. The board is pointer-only: the question keeps its file picker beside it.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import {
  selectColour,
  selectOnSent,
  selectStrokes,
  selectWidth,
  type Stroke,
} from '../../../machines/take/drawingBoardMachine';
import { useTypeText } from '../../../views/take/takeText';
import { fileUploadTakeText } from './fileUploadTakeText';
import { drawStroke, pictureSize, pointOn } from './drawingStrokes';
import { DrawingTools } from './DrawingTools';
import { boardIds, useDrawingBoard } from './useDrawingBoard';

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

/** Draws every stroke afresh on the board. */
function redraw(board: HTMLCanvasElement | null, strokes: readonly Stroke[]) {
  const context = board?.getContext('2d');
  if (!board || !context) return;
  context.clearRect(0, 0, board.width, board.height);
  for (const stroke of strokes) drawStroke(context, stroke);
}

export function DrawingBoard({ picture, sent, sending, disabled, onDrawing, onEmpty }: DrawingBoardProps) {
  const text = useTypeText(fileUploadTakeText);
  const id = useId();
  const image = useRef<HTMLImageElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const board = useDrawingBoard({
    id,
    sentBefore: sent !== null,
    sending,
    disabled,
    onDrawing,
    onEmpty,
  });
  const strokes = useSelector(board, selectStrokes);
  const onSent = useSelector(board, selectOnSent);
  const colour = useSelector(board, selectColour);
  const width = useSelector(board, selectWidth);
  // The stroke under the pointer, drawn as it moves; the machine has it once the pen is lifted.
  const drawing = useRef<{ pointer: number; stroke: Stroke } | null>(null);
  useEffect(() => redraw(canvas.current, strokes), [strokes]);

  const sized = () => {
    if (!canvas.current || !image.current) return;
    const size = pictureSize(image.current.naturalWidth, image.current.naturalHeight);
    canvas.current.width = size.width;
    canvas.current.height = size.height;
    redraw(canvas.current, strokes);
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
          id={boardIds(id).picture}
          src={onSent && sent ? sent : picture}
          alt=""
          className="block h-auto w-full rounded-md border border-slate-300"
          onLoad={sized}
        />
        <canvas
          ref={canvas}
          id={boardIds(id).canvas}
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
            board.send({ type: 'stroke.end', stroke: current.stroke });
          }}
          onPointerCancel={() => {
            drawing.current = null;
            redraw(canvas.current, strokes);
          }}
        />
      </div>
      <DrawingTools
        colour={colour}
        width={width}
        disabled={disabled}
        canUndo={strokes.length > 0}
        canClear={strokes.length > 0 || onSent}
        onColour={(next) => board.send({ type: 'pen.colour', colour: next })}
        onWidth={(next) => board.send({ type: 'pen.width', width: next })}
        onUndo={() => board.send({ type: 'stroke.undo' })}
        onClear={() => board.send({ type: 'board.clear' })}
        onSave={() => board.send({ type: 'board.save' })}
      />
    </div>
  );
}
