/** Quiz Details: title, article, subjects, library Quiz Type, timing, graded type, user quizzes' access and captions. */
import { useSelector } from '@xstate/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailsPatch } from '../../../domain/quiz/editor/quizEvents';
import { sameSchedule } from '../../../domain/quiz/quizSchedule';
import { QUIZ_MESSAGES } from '../../../domain/quiz/quizValidation';
import type { QuizEditorActorRef, QuizEditorSnapshot } from '../../../machines/quiz/editor/quizEditorMachine';
import {
  sameFieldErrors,
  selectAccessLocked,
  selectDetailFields,
  selectFieldErrors,
  selectSchedule,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { DateTimeField } from '../../ui/DateTimeField';
import { RadioGroupField } from '../../ui/RadioGroupField';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { Tooltip } from '../../ui/Tooltip';
import { TrialNotice } from '../TrialNotice';
import { ArticlePickerDialog } from './dialogs/ArticlePickerDialog';
import { SubjectsDialog } from './dialogs/SubjectsDialog';
import { useMessage } from '../../shared/useMessage';

/**
 * The quiz's details only: an edit elsewhere in the quiz keeps the same details object (structural sharing, ADR 044),
 * so typing in a question or an activity title does not re-render this form (ADR 089).
 */
const selectDetails = (s: QuizEditorSnapshot) => s.context.document?.state.details ?? null;

/** Start Date and End Date with the limits and errors of the machine's date rules (SPEC section 5). */
function DateFields({ editor }: { editor: QuizEditorActorRef }) {
  const { t } = useTranslation();
  const details = useSelector(editor, selectDetails)!;
  const schedule = useSelector(editor, selectSchedule, sameSchedule)!;
  const set = (patch: DetailsPatch) => editor.send({ type: 'details.set', details: patch });
  const endField = (
    <DateTimeField
      label={t('editor.endDate')}
      name="endDate"
      value={details.endDate}
      min={schedule.endMin}
      max={schedule.endMax}
      disabled={schedule.locked}
      error={schedule.endError}
      onChange={(endDate) => set({ endDate })}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <DateTimeField
        label={t('editor.startDate')}
        name="startDate"
        value={details.startDate}
        min={schedule.startMin}
        disabled={schedule.locked}
        error={schedule.startError}
        onChange={(startDate) => set({ startDate })}
      />
      {schedule.endMax && !schedule.locked ? (
        <Tooltip content={t('editor.deadlineBeyondSubscription')} className="block">
          {endField}
        </Tooltip>
      ) : (
        endField
      )}
      {schedule.locked && <TrialNotice endedAt={schedule.endMax} screen="editor" className="sm:col-span-2" />}
    </div>
  );
}

/** Memoised on its one prop (the editor, stable): it re-renders only when its details change. */
export const QuizDetailsForm = memo(function QuizDetailsForm({ editor }: { editor: QuizEditorActorRef }) {
  const { t } = useTranslation();
  const details = useSelector(editor, selectDetails)!;
  const accessLocked = useSelector(editor, selectAccessLocked);
  const message = useMessage();
  const fields = useSelector(editor, selectDetailFields);
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const [dialog, setDialog] = useState<'article' | 'subjects' | null>(null);
  const set = (patch: DetailsPatch) => editor.send({ type: 'details.set', details: patch });

  return (
    <section
      aria-labelledby="quiz-details"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="quiz-details" className="text-lg font-semibold text-slate-900">
        {t('editor.quizDetails')}
      </h2>
      <TextField
        label={t('editor.title')}
        name="title"
        value={details.title}
        error={errors.get('title')}
        data-field="title"
        onChange={(event) => set({ title: event.target.value })}
      />
      {fields.article && (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-800">{details.article?.title ?? t('editor.noArticle')}</span>
          <Button variant="secondary" onClick={() => setDialog('article')}>
            {t('editor.selectArticle')}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-slate-800">{t('editor.subjects')}:</span>
        <span className="text-sm text-slate-800">
          {details.tags.length ? details.tags.map((tag) => tag.title).join(', ') : t('editor.noSubjects')}
        </span>
        <Button variant="secondary" onClick={() => setDialog('subjects')}>
          {t('editor.chooseSubjects')}
        </Button>
      </div>
      {fields.quizType && (
        <SelectField
          label={t('editor.quizType')}
          value={details.quizType ?? ''}
          placeholder={t('editor.chooseQuizType')}
          error={errors.get('quizType')}
          data-field="quizType"
          options={[
            { value: 'textbook', label: t('editor.quizTypeTextbook') },
            { value: 'section', label: t('editor.quizTypeSection') },
          ]}
          onChange={(event) => set({ quizType: event.target.value || null })}
        />
      )}
      <DateFields editor={editor} />
      <TextField
        label={t('editor.quizDuration')}
        name="duration"
        type="number"
        min={0}
        description={t('editor.durationHint')}
        error={errors.get('duration')}
        data-field="duration"
        value={details.duration ?? ''}
        onChange={(event) => set({ duration: event.target.value === '' ? null : Number(event.target.value) })}
      />
      <div data-field="isGraded">
        <RadioGroupField
          label={t('editor.gradedType')}
          error={errors.get('isGraded')}
          options={[
            { value: 'graded', label: t('editor.graded') },
            { value: 'ungraded', label: t('editor.ungraded') },
          ]}
          value={details.isGraded === true ? 'graded' : details.isGraded === false ? 'ungraded' : null}
          onChange={(value) => set({ isGraded: value === 'graded' })}
        />
      </div>
      {fields.access && (
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
            onChange={(value) => set({ restrictNonInstitutional: value === 'restricted' })}
          />
          <CheckboxField
            asSwitch
            label={t('editor.enableClosedCaption')}
            checked={details.showCaption}
            onChange={(event) => set({ showCaption: event.target.checked })}
          />
        </>
      )}
      {dialog === 'article' && (
        <ArticlePickerDialog
          onClose={(article) => {
            setDialog(null);
            if (article) set({ article: { id: article.id, title: article.title } });
          }}
        />
      )}
      {dialog === 'subjects' && (
        <SubjectsDialog
          selected={details.tags}
          onClose={(tags) => {
            setDialog(null);
            if (tags) editor.send({ type: 'subjects.set', tags });
          }}
        />
      )}
    </section>
  );
});
