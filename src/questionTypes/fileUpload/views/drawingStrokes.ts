/**
 * The strokes of a drawing on a question's picture (ADR 306) and how the board draws them: points in pixels of the
 * board, which is the picture's size brought to a width that keeps a finger's line smooth on a phone.
 */
import type { Stroke } from '../../../machines/take/drawingBoardMachine';

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

/** Where a pointer is on a canvas, in the canvas's own pixels, and how many of them one pixel on screen spans. */
export function pointOn(board: HTMLCanvasElement, at: { clientX: number; clientY: number }) {
  const box = board.getBoundingClientRect();
  const scale = box.width > 0 ? board.width / box.width : 1;
  return { x: (at.clientX - box.left) * scale, y: (at.clientY - box.top) * scale, scale };
}

/**
 * The picture with the drawing over it, as the PNG file sent (`DRAWING_FILE_NAME`) for `done`: null when the
 * browser has no 2D canvas. A picture of another site without CORS cannot be read back: the strokes alone are sent.
 */
export function drawingFile(
  board: HTMLCanvasElement,
  picture: HTMLImageElement,
  done: (file: File | null) => void,
) {
  const png = (blob: Blob | null) => done(blob && new File([blob], DRAWING_FILE_NAME, { type: 'image/png' }));
  const composed = document.createElement('canvas');
  composed.width = board.width;
  composed.height = board.height;
  const context = composed.getContext('2d');
  if (!context) return done(null);
  context.drawImage(picture, 0, 0, board.width, board.height);
  context.drawImage(board, 0, 0);
  try {
    composed.toBlob(png, 'image/png');
  } catch {
    board.toBlob(png, 'image/png');
  }
}
