/**
 * Add text (ADR 260): a text block after the selected activity's items, as Add Question adds a question.
 * @publicModule src/views/quiz uses it.
 */
import { useTranslation } from 'react-i18next';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../../views/ui/Button';

export function AddTextButton({ editor }: { editor: QuizEditorActorRef }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      onClick={() => editor.send({ type: 'editor.addQuestion', questionType: 'textBlock' })}
    >
      {t('questionTypes.addText')}
    </Button>
  );
}
