/**
 * The file upload editor's switch "Student draws on the picture" (ADR 306), as the editor's `fileUpload.setDrawing`,
 * with what a save found wrong with it (no question image) beside it.
 */
import { useTranslation } from 'react-i18next';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { SwitchField } from '../../../views/ui/SwitchField';

interface Props {
  readonly editor: QuizEditorActorRef;
  readonly itemId: string;
  /** The field a save's message names, for the editor's jump to it. */
  readonly field: string;
  readonly drawing: boolean;
  readonly error: string | undefined;
}

export function DrawingSwitch({ editor, itemId, field, drawing, error }: Props) {
  const { t } = useTranslation();
  return (
    <div data-field={field} className="flex flex-col gap-1">
      <SwitchField
        label={t('fileUpload.drawing')}
        description={t('fileUpload.drawingHint')}
        isSelected={drawing}
        onChange={(next) => editor.send({ type: 'fileUpload.setDrawing', itemId, drawing: next })}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
