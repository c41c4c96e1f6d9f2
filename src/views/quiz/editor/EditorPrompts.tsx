/** The draft offer (Restore / Discard) and the save conflict (reload theirs / keep mine). */
import { useTranslation } from 'react-i18next';
import type { ConflictInfo, DraftOffer } from '../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useFormat } from '../../shared/useFormat';

/** The offer of a stored draft; a draft made on an older version says when the quiz was saved since (ADR 085). */
export function DraftDialog({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: DraftOffer | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const changedSince = offer?.changedSince
    ? offer.changedAt
      ? t('editor.draftChangedSince', { date: format.dayTime(offer.changedAt) })
      : t('editor.draftChangedSinceUndated')
    : null;
  return (
    <Dialog
      open={offer !== null}
      onClose={onDiscard}
      role="alertdialog"
      title={t('editor.draftTitle')}
      description={
        <>
          {t('editor.draftText')}
          {changedSince && (
            <>
              {' '}
              <strong className="font-semibold">{changedSince}</strong>
            </>
          )}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onDiscard}>
            {t('editor.discard')}
          </Button>
          <Button onClick={onRestore}>{t('editor.restore')}</Button>
        </>
      }
    />
  );
}

export function ConflictDialog({
  conflict,
  decidable,
  onReloadTheirs,
  onKeepMine,
}: {
  conflict: ConflictInfo | null;
  /** False while their version is still being read: both choices wait for it. */
  decidable: boolean;
  onReloadTheirs: () => void;
  onKeepMine: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const yours = conflict?.savedByYou === true;
  return (
    <Dialog
      open={conflict !== null}
      onClose={onKeepMine}
      role="alertdialog"
      // The user's own account saved in between: another tab or device, not someone else (ADR 262).
      title={t(yours ? 'editor.conflictTitleYours' : 'editor.conflictTitle')}
      // Keep mine merges over their version (ADR 353): said once their version has been read.
      description={
        <>
          {yours ? (
            t('editor.conflictYours', {
              date: format.dayTime(conflict?.theirs?.updatedAt ?? conflict?.changedAt ?? ''),
            })
          ) : (
            <>
              {conflict?.message}{' '}
              {conflict?.theirs &&
                t('editor.conflictTheirs', {
                  date: format.dayTime(conflict.theirs.updatedAt),
                })}
            </>
          )}{' '}
          {conflict?.theirs && t('editor.keepMineMerges')}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onReloadTheirs} disabled={!decidable || !conflict?.theirs}>
            {t(yours ? 'editor.reloadSaved' : 'editor.reloadTheirs')}
          </Button>
          <Button onClick={onKeepMine} disabled={!decidable}>
            {t('editor.keepMine')}
          </Button>
        </>
      }
    />
  );
}
