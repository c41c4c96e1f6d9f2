/**
 * The strokes of a drawing on a question's picture (ADR 306) and how the board draws them: points in pixels of the
 * board, which is the picture's size brought to a width that keeps a finger's line smooth on a phone.
 */

/** One stroke: its colour, its width and its points as x, y pairs, in pixels of the board. */
export interface Stroke {
  readonly colour: string;
  readonly width: number;
  readonly points: readonly number[];
}

/** The name the drawing is sent under: a new drawing replaces it, as a question of one file does. */
export const DRAWING_FILE_NAME = 'drawing.png';

/** The board's widths: a small picture is drawn on at 720 pixels across, a large one at 1600 at most. */
const BOARD = { min: 720, max: 1600, fallback: { width: 720, height: 540 } } as const;

/** The board's size for a picture of `width` × `height` pixels (unknown: 4:3). */
export function pictureSize(width: number, height: number) {
  if (!(width > 0 && height > 0)) return BOARD.fallback;
  const across = Math.min(BOARD.max, Math.max(BOARD.min, width));
  return { width: across, height: Math.round((height * across) / width) };
}

/** Draws `stroke` from its point at `from` (an index into `points`) on: the whole stroke, or what a move added. */
export function drawStroke(context: CanvasRenderingContext2D | null, stroke: Stroke, from = 0) {
  if (!context) return;
  const { points } = stroke;
  const start = Math.max(0, from - (from % 2));
  context.strokeStyle = stroke.colour;
  context.fillStyle = stroke.colour;
  context.lineWidth = stroke.width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  if (points.length === 2) {
    context.beginPath();
    context.arc(points[0]!, points[1]!, stroke.width / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  context.beginPath();
  context.moveTo(points[start]!, points[start + 1]!);
  for (let i = start + 2; i + 1 < points.length; i += 2) context.lineTo(points[i]!, points[i + 1]!);
  context.stroke();
}
