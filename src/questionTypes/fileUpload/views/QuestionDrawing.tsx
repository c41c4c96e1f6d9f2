/**
 * A drawing question's board on the student page (ADR 306): the drawing board on the question's picture, the drawing
 * sent before drawn on next, each new drawing sent through the question's files and a drawing with no stroke left
 * removed; without a picture, what the hotspot question says then.
 */
import type { AnswerFile } from '../domain/fileAnswers';
import { useTypeText } from '../../../views/take/takeText';
import type { StudentFiles } from '../../shared/views/studentQuestion';
import { DrawingBoard } from './DrawingBoard';
import { DRAWING_FILE_NAME } from './drawingStrokes';
import { fileUploadTakeText } from './fileUploadTakeText';

interface Props {
  readonly picture: string | null | undefined;
  /** The files of the answer, as the server stored them. */
  readonly sent: readonly AnswerFile[];
  readonly files: StudentFiles | undefined;
}

export function QuestionDrawing({ picture, sent, files }: Props) {
  const text = useTypeText(fileUploadTakeText);
  const sentDrawing = sent.find((file) => file.name === DRAWING_FILE_NAME);
  if (!picture) return <p className="text-sm text-red-700">{text.noImage}</p>;
  return (
    <DrawingBoard
      picture={picture}
      sent={sentDrawing && files?.downloadUrl ? files.downloadUrl(sentDrawing.id) : null}
      sending={(files?.sending ?? null) !== null}
      disabled={!files}
      onDrawing={(file) => files?.onSend(file)}
      onEmpty={() => sentDrawing && files?.onRemove(sentDrawing.id, sentDrawing.name)}
    />
  );
}
