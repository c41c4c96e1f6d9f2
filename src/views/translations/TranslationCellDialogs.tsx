/** The grid's 'Update translation' and 'Remove translation' dialogs, shown as the grid machine says. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_VALUE_MAX } from '../../domain/translations/translations';
import {
  selectCell,
  selectCellConflict,
  selectCellConflictByYou,
  selectDraft,
  selectDraftError,
  selectIsConfirming,
  selectIsDeleting,
  selectIsDraftDirty,
  selectIsEditing,
  selectIsKeepingMine,
  selectIsSaving,
  type TranslationGridActorRef,
} from '../../machines/translations/translationGridMachine';
import { Button } from '../ui/Button';
import { ConflictDialog } from '../ui/ConflictDialog';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/TextField';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';
import { LANGUAGE_LABEL_KEYS } from './languageLabels';

export function TranslationCellDialogs({ grid }: { readonly grid: TranslationGridActorRef }) {
  const { t } = useTranslation();
  const cell = useSelector(grid, selectCell);
  const draft = useSelector(grid, selectDraft);
  const error = useSelector(grid, selectDraftError);
  const editing = useSelector(grid, selectIsEditing);
  const saving = useSelector(grid, selectIsSaving);
  const confirming = useSelector(grid, selectIsConfirming);
  const deleting = useSelector(grid, selectIsDeleting);
  const dirty = useSelector(grid, selectIsDraftDirty);
  const conflict = useSelector(grid, selectCellConflict);
  const conflictByYou = useSelector(grid, selectCellConflictByYou);
  const keepingMine = useSelector(grid, selectIsKeepingMine);
  useUnsavedChanges('translation-value', dirty);
  const cancel = () => grid.send({ type: 'cell.cancel' });
  const names = cell
    ? { language: t(LANGUAGE_LABEL_KEYS[cell.language]), key: cell.row.key, group: cell.row.groupTitle }
    : { language: '', key: '', group: '' };
  const english = cell?.language !== 'en' ? cell?.row.values.en?.value : undefined;

  return (
    <>
      <ConflictDialog
        message={conflict}
        byYou={conflictByYou}
        busy={keepingMine}
        onReload={() => grid.send({ type: 'conflict.reload' })}
        onKeepMine={() => grid.send({ type: 'conflict.keepMine' })}
      />
      <Dialog
        open={editing}
        onClose={() => !saving && cancel()}
        title={t('translations.updateTitle')}
        description={t('translations.updateText', names)}
      >
        <form
          noValidate
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            grid.send({ type: 'cell.save' });
          }}
        >
          {english !== undefined && (
            <div className="text-sm">
              <p className="font-medium text-slate-800">{t('translations.englishValue')}</p>
              <p className="text-slate-700">{english}</p>
            </div>
          )}
          <TextField
            label={t('translations.value')}
            name="value"
            value={draft}
            description={t('translations.valueHint', { max: TRANSLATION_VALUE_MAX })}
            error={error}
            // The dialog opens to edit this one value.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onChange={(event) => grid.send({ type: 'cell.change', value: event.target.value })}
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={cancel} disabled={saving}>
              {t('translations.cancel')}
            </Button>
            <Button type="submit" busy={saving}>
              {t('translations.save')}
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={confirming}
        onClose={() => !deleting && cancel()}
        role="alertdialog"
        title={t('translations.removeTitle')}
        description={t('translations.removeText', names)}
        actions={
          <>
            <Button variant="secondary" onClick={cancel} disabled={deleting}>
              {t('translations.cancel')}
            </Button>
            <Button variant="danger" busy={deleting} onClick={() => grid.send({ type: 'cell.confirm' })}>
              {t('translations.remove')}
            </Button>
          </>
        }
      />
    </>
  );
}
