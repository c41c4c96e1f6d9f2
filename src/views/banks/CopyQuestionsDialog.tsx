/**
 * Copy from a quiz: choose one of your quizzes, tick its questions, choose the bank's category, Copy questions.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectCategoryId,
  selectChosen,
  selectCopyBusy,
  selectCopyError,
  selectCopying,
  selectQuestions,
  selectQuizId,
  selectQuizzes,
  type CopyQuestionsActorRef,
} from '../../machines/banks/copyQuestionsMachine';
import { plainText } from '../../domain/shared/richText';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';

export function CopyQuestionsDialog({ actor }: { readonly actor: CopyQuestionsActorRef }) {
  const { t } = useTranslation();
  const message = useMessage();
  const quizzes = useSelector(actor, selectQuizzes);
  const quizId = useSelector(actor, selectQuizId);
  const questions = useSelector(actor, selectQuestions);
  const chosen = useSelector(actor, selectChosen);
  const categoryId = useSelector(actor, selectCategoryId);
  const error = useSelector(actor, selectCopyError);
  const busy = useSelector(actor, selectCopyBusy);
  const copying = useSelector(actor, selectCopying);
  const bank = useSelector(actor, (s) => s.context.bank);
  const cancel = () => {
    if (!copying) actor.send({ type: 'copy.cancel' });
  };
  return (
    <Dialog
      open
      onClose={cancel}
      size="lg"
      title={t('banks.copyTitle')}
      actions={
        <>
          <Button variant="secondary" disabled={copying} onClick={cancel}>
            {t('banks.cancel')}
          </Button>
          <Button
            busy={copying}
            disabled={chosen.length === 0 || categoryId === null}
            onClick={() => actor.send({ type: 'copy.submit' })}
          >
            {t('banks.copy')}
          </Button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-4">
        <SelectField
          name="quiz"
          label={t('banks.quiz')}
          placeholder={t('banks.chooseQuiz')}
          value={quizId === null ? '' : String(quizId)}
          options={quizzes.map((quiz) => ({ value: String(quiz.id), label: quiz.title }))}
          onChange={(event) =>
            actor.send({ type: 'copy.quiz', quizId: event.target.value ? Number(event.target.value) : null })
          }
        />
        {!busy && quizzes.length === 0 && <p className="text-sm text-slate-700">{t('banks.noQuizzes')}</p>}
        {busy && !copying && <Spinner label={t('banks.loading')} className="size-6 text-sky-700" />}
        {quizId !== null && !busy && (
          <fieldset className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            <legend className="mb-2 font-medium text-slate-900">{t('banks.quizQuestions')}</legend>
            {questions.length === 0 && <p className="text-sm text-slate-700">{t('banks.noQuizQuestions')}</p>}
            {questions.map((question) => (
              <CheckboxField
                key={question.id}
                name={`question-${question.id}`}
                label={plainText(question.title) || t('editorLayout.noQuestionText')}
                checked={chosen.includes(question.id)}
                onChange={() => actor.send({ type: 'copy.toggle', itemId: question.id })}
              />
            ))}
          </fieldset>
        )}
        <SelectField
          name="category"
          label={t('banks.category')}
          value={categoryId === null ? '' : String(categoryId)}
          options={bank.categories.map((c) => ({ value: String(c.id), label: c.title }))}
          onChange={(event) => actor.send({ type: 'copy.category', categoryId: Number(event.target.value) })}
        />
        <FormError message={error ? message(error.message) : null} />
      </div>
    </Dialog>
  );
}
