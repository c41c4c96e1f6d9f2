/**
 * 'Choose relevant subjects' with Save Subjects.
 *
 * @publicModule the publisher's desk chooses an article's subjects with it.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../../domain/content/content';
import { createSubjectsServices } from '../../../../machines/quiz/editor/quizEditorServices';
import {
  selectChosenSubjectIds,
  selectSubjects,
  subjectsDialogMachine,
} from '../../../../machines/quiz/editor/subjectsDialogMachine';
import { useHttp } from '../../../AppContext';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { useDialogActor } from '../../../shared/useDialogActor';

export function SubjectsDialog({
  selected,
  onClose,
}: {
  selected: readonly Tag[];
  onClose: (tags: Tag[] | null) => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(() => subjectsDialogMachine.provide(createSubjectsServices(http)), [http]);
  const actor = useDialogActor(logic, { selected }, onClose);
  const subjects = useSelector(actor, selectSubjects);
  const chosen = useSelector(actor, selectChosenSubjectIds);
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const ready = useSelector(actor, (s) => s.matches('ready'));

  return (
    <Dialog
      open
      onClose={() => actor.send({ type: 'dialog.cancel' })}
      title={t('editor.subjectsDialogTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={() => actor.send({ type: 'dialog.cancel' })}>
            {t('editor.cancel')}
          </Button>
          <Button disabled={!ready} onClick={() => actor.send({ type: 'subjects.save' })}>
            {t('editor.subjectsDialogSave')}
          </Button>
        </>
      }
    >
      {loading && <Spinner label={t('editor.loading')} className="mt-4 size-6" />}
      <fieldset className="mt-4 grid max-h-[50vh] grid-cols-2 gap-2 overflow-y-auto">
        <legend className="sr-only">{t('editor.subjectsDialogTitle')}</legend>
        {subjects.map((tag) => (
          <CheckboxField
            key={tag.id}
            label={tag.title}
            checked={chosen.includes(tag.id)}
            onChange={() => actor.send({ type: 'subject.toggle', id: tag.id })}
          />
        ))}
      </fieldset>
    </Dialog>
  );
}
