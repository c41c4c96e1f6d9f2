/**
 * The one grading form of a submitted attempt (ADR 352): the questions' points and comments (rendered in the answer
 * list inside it), the attempt's comment and one Save grades for all of them. Tab goes from an answer's points to its
 * comment and on to the next answer; Enter in a points field saves; a save says so in a notification. A save refused on an older version asks Reload
 * or Keep mine; the form registers with the unsaved-changes guard while something is typed and not saved.
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADING_LIMITS } from '../../../domain/quiz/results/grading';
import {
  gradingForm,
  selectGrading,
  type GradingFormActorRef,
} from '../../../machines/quiz/results/gradingFormMachine';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { Button } from '../../ui/Button';
import { ConflictDialog } from '../../ui/ConflictDialog';
import { TextAreaField } from '../../ui/TextAreaField';
import { History } from './GradingControls';

export function GradingForm({ actor, children }: { actor: GradingFormActorRef; children: ReactNode }) {
  const { t } = useTranslation();
  const grading = useSelector(actor, selectGrading);
  const values = useSelector(actor, gradingForm.selectValues);
  const saving = useSelector(actor, gradingForm.selectIsSaving);
  const busy = useSelector(actor, gradingForm.selectIsBusy);
  const conflict = useSelector(actor, gradingForm.selectConflict);
  const conflictByYou = useSelector(actor, gradingForm.selectConflictByYou);
  useUnsavedChanges('grading-form', useSelector(actor, gradingForm.selectIsDirty));
  return (
    <form
      noValidate
      aria-labelledby="attempt-grading"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.save' });
      }}
    >
      <ConflictDialog
        message={conflict}
        byYou={conflictByYou}
        busy={busy}
        onReload={() => actor.send({ type: 'conflict.reload' })}
        onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
      />
      {children}
      {grading?.submitted && (
        <section className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
          <h2 id="attempt-grading" className="text-lg font-semibold text-slate-900">
            {t('grading.heading')}
          </h2>
          <p className="text-sm text-slate-600">{t('grading.keyboardHelp')}</p>
          <TextAreaField
            name="attempt-comment"
            label={t('grading.attemptComment')}
            rows={2}
            maxLength={GRADING_LIMITS.attemptComment}
            value={values.attemptComment}
            onChange={(event) =>
              actor.send({ type: 'form.edit', edit: { kind: 'attemptComment', value: event.target.value } })
            }
          />
          <History entries={grading.attemptHistory} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" busy={saving}>
              {t('grading.saveGrades')}
            </Button>
          </div>
        </section>
      )}
    </form>
  );
}
