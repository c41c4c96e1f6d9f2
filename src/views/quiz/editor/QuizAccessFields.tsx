/**
 * A user quiz's Access Type (open, or restricted to the institution's members; locked once the quiz is given out)
 * and its closed-caption switch.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { QuizDetails } from '../../../domain/quiz/editor/quizEditorState';
import { QUIZ_MESSAGES } from '../../../domain/quiz/quizValidation';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { selectAccessLocked } from '../../../machines/quiz/editor/quizEditorSelectors';
import { CheckboxField } from '../../ui/CheckboxField';
import { RadioGroupField } from '../../ui/RadioGroupField';
import { useMessage } from '../../shared/useMessage';

export function QuizAccessFields({ editor, details }: { editor: QuizEditorActorRef; details: QuizDetails }) {
  const { t } = useTranslation();
  const accessLocked = useSelector(editor, selectAccessLocked);
  const message = useMessage();
  return (
    <>
      <RadioGroupField
        label={t('editor.accessType')}
        options={[
          { value: 'open', label: t('editor.accessOpen') },
          { value: 'restricted', label: t('editor.accessRestricted') },
        ]}
        value={details.restrictNonInstitutional ? 'restricted' : 'open'}
        disabled={accessLocked}
        description={accessLocked ? message(QUIZ_MESSAGES.accessLocked) : undefined}
        onChange={(value) =>
          editor.send({ type: 'details.set', details: { restrictNonInstitutional: value === 'restricted' } })
        }
      />
      <CheckboxField
        asSwitch
        label={t('editor.enableClosedCaption')}
        checked={details.showCaption}
        onChange={(event) =>
          editor.send({ type: 'details.set', details: { showCaption: event.target.checked } })
        }
      />
    </>
  );
}
