/** The student's marks on a hotspot image as the page holds them: read from the response, moved by the keyboard. */
import { clampShare, type Mark } from '../domain/hotspotGeometry';

/** The marks of a response; anything else reads as none. */
export const marksOf = (response: unknown): Mark[] =>
  Array.isArray(response)
    ? response.filter(
        (entry): entry is Mark =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as Mark).x === 'number' &&
          typeof (entry as Mark).y === 'number',
      )
    : [];

/** How far one arrow press moves the crosshair, in shares of the image; with Shift, ten times as far. */
export const STEP = 0.01;
export const BIG_STEP = 0.1;

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The crosshair after a key, or undefined for a key that does not move it. Left and right follow the image, not
 * the page's direction: an image is not mirrored in a right-to-left language.
 */
export function movedBy(key: string, shift: boolean, at: Mark): Mark | undefined {
  const move = MOVES[key];
  if (!move) return undefined;
  const step = shift ? BIG_STEP : STEP;
  return { x: clampShare(at.x + move[0] * step), y: clampShare(at.y + move[1] * step) };
}

/** The marks after placing one: up to `max`; with one mark allowed the new one replaces it. */
export function placed(marks: readonly Mark[], mark: Mark, max: number): Mark[] | undefined {
  if (max <= 1) return [mark];
  return marks.length >= max ? undefined : [...marks, mark];
}

/** The place of a pointer on the element, in shares of its width and height. */
export function shareAt(element: Element, clientX: number, clientY: number): Mark {
  const box = element.getBoundingClientRect();
  return {
    x: clampShare(box.width > 0 ? (clientX - box.left) / box.width : 0),
    y: clampShare(box.height > 0 ? (clientY - box.top) / box.height : 0),
  };
}
