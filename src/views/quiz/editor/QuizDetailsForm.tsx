/** Quiz Details: title, article, subjects, library Quiz Type, timing, graded type, user quizzes' access and captions. */
import { useSelector } from '@xstate/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailsPatch } from '../../../domain/quiz/editor/quizEvents';
import type { QuizEditorActorRef, QuizEditorSnapshot } from '../../../machines/quiz/editor/quizEditorMachine';
import {
  sameFieldErrors,
  selectDetailFields,
  selectFieldErrors,
  selectIsNewQuiz,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../ui/Button';
import { RadioGroupField } from '../../ui/RadioGroupField';
import { Section } from '../../ui/Section';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { ArticlePickerDialog } from './dialogs/ArticlePickerDialog';
import { SubjectsDialog } from './dialogs/SubjectsDialog';
import { QuizAccessFields } from './QuizAccessFields';
import { QuizDateFields } from './QuizDateFields';

/**
 * The quiz's details only: an edit elsewhere in the quiz keeps the same details object (structural sharing, ADR 044),
 * so typing in a question or an activity title does not re-render this form (ADR 089).
 */
const selectDetails = (s: QuizEditorSnapshot) => s.context.document?.state.details ?? null;

/** Memoised on its one prop (the editor, stable): it re-renders only when its details change. */
export const QuizDetailsForm = memo(function QuizDetailsForm({ editor }: { editor: QuizEditorActorRef }) {
  const { t } = useTranslation();
  const details = useSelector(editor, selectDetails)!;
  const fields = useSelector(editor, selectDetailFields);
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  // A new quiz opens with the focus in its title, the first thing written (ADR 360).
  const isNew = useSelector(editor, selectIsNewQuiz);
  const [dialog, setDialog] = useState<'article' | 'subjects' | null>(null);
  const set = (patch: DetailsPatch) => editor.send({ type: 'details.set', details: patch });

  return (
    <Section
      heading={t('editor.quizDetails')}
      // A container: the date fields stand side by side only where the details are wide enough for both.
      className="@container flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <TextField
        label={t('editor.title')}
        name="title"
        value={details.title}
        error={errors.get('title')}
        data-field="title"
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={isNew}
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
      <QuizDateFields editor={editor} details={details} />
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
      {fields.access && <QuizAccessFields editor={editor} details={details} />}
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
    </Section>
  );
});
