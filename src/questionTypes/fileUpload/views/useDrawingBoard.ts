/**
 * The wiring of a drawing board (ADR 306): its actor (src/machines/take/drawingBoardMachine.ts), provided with the
 * board's PNG, made from the canvas and the picture on screen (found by their ids when the machine asks, never during
 * render), told when a file is on its way or answers are closed, and whose requests go to the question's files.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { drawingBoardMachine } from '../../../machines/take/drawingBoardMachine';
import { drawingFile } from './drawingStrokes';

/** The ids of a board's canvas and picture. */
export const boardIds = (id: string) => ({ canvas: `${id}-board`, picture: `${id}-picture` });

function element<T extends HTMLElement>(id: string, type: new () => T): T | null {
  const found = document.getElementById(id);
  return found instanceof type ? found : null;
}

export interface DrawingBoardWiring {
  /** The board's own id (boardIds). */
  readonly id: string;
  /** Whether a drawing was sent before (a reload). */
  readonly sentBefore: boolean;
  readonly sending: boolean;
  readonly disabled: boolean;
  readonly onDrawing: (file: File) => void;
  readonly onEmpty: () => void;
}

export function useDrawingBoard({
  id,
  sentBefore,
  sending,
  disabled,
  onDrawing,
  onEmpty,
}: DrawingBoardWiring) {
  const logic = useMemo(
    () =>
      drawingBoardMachine.provide({
        actors: {
          drawingFile: fromPromise<File | null>(
            () =>
              new Promise((resolve) => {
                const canvas = element(boardIds(id).canvas, HTMLCanvasElement);
                const picture = element(boardIds(id).picture, HTMLImageElement);
                if (canvas && picture) drawingFile(canvas, picture, resolve);
                else resolve(null);
              }),
          ),
        },
      }),
    [id],
  );
  const board = useActorRef(logic, { input: { sentBefore, sending, disabled } });
  useEffect(() => board.send({ type: 'upload.changed', sending, disabled }), [board, sending, disabled]);
  useEffect(() => {
    const send = board.on('drawing.send', (event) => onDrawing(event.file));
    const remove = board.on('drawing.remove', () => onEmpty());
    return () => {
      send.unsubscribe();
      remove.unsubscribe();
    };
  }, [board, onDrawing, onEmpty]);
  return board;
}
