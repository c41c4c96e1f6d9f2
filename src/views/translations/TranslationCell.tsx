/**
 * One language cell of the grid: the value, and edit and delete icon buttons that show while the pointer rests on
 * the cell or the keyboard focus is in it. An empty cell offers to add the value (ADR 091). A value whose removal
 * waits in the outbox shows as empty, with nothing to do until it is sent or undone (ADR 266).
 */
import { useTranslation } from 'react-i18next';
import type { TranslationLanguage } from '../../domain/content/content';
import { canAddCell, type TranslationGridRow } from '../../domain/translations/translations';
import type { TranslationGridActorRef } from '../../machines/translations/translationGridMachine';
import { LANGUAGE_LABEL_KEYS } from './languageLabels';
import { PencilIcon, TrashIcon } from './TranslationIcons';

const ICON_BUTTON =
  'inline-flex size-7 items-center justify-center rounded-md text-slate-700 opacity-0 transition-opacity ' +
  'group-hover/cell:opacity-100 group-focus-within/cell:opacity-100 hover:bg-slate-200 focus-visible:opacity-100';

export interface TranslationCellProps {
  readonly row: TranslationGridRow;
  readonly language: TranslationLanguage;
  readonly grid: TranslationGridActorRef;
  /** Values whose removal waits out its Undo. */
  readonly pendingValues: ReadonlySet<number>;
}

export function TranslationCell({ row, language, grid, pendingValues }: TranslationCellProps) {
  const { t } = useTranslation();
  const stored = row.values[language];
  const pending = stored !== undefined && pendingValues.has(stored.id);
  const entry = pending ? undefined : stored;
  const names = { language: t(LANGUAGE_LABEL_KEYS[language]), key: row.key };
  const cell = { row, language };
  return (
    <div className="flex min-w-32 items-center justify-between gap-1">
      {entry ? (
        <span className="break-words">{entry.value}</span>
      ) : (
        <span className="text-slate-500">
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('translations.emptyCell')}</span>
        </span>
      )}
      <span className="flex shrink-0">
        {!pending && (entry || canAddCell(row, language)) && (
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={t(entry ? 'translations.editValue' : 'translations.addValue', names)}
            onClick={() => grid.send({ type: 'cell.edit', cell })}
          >
            <PencilIcon />
          </button>
        )}
        {entry && (
          <button
            type="button"
            className={`${ICON_BUTTON} text-red-800`}
            aria-label={t('translations.deleteValue', names)}
            onClick={() => grid.send({ type: 'cell.delete', cell })}
          >
            <TrashIcon />
          </button>
        )}
      </span>
    </div>
  );
}
