/**
 * One language cell of the grid: the value, and edit and delete icon buttons that show while the pointer rests on
 * the cell or the keyboard focus is in it. An empty cell offers to add the value (ADR 091).
 */
import { useTranslation } from 'react-i18next';
import type { TranslationLanguage } from '../../domain/content';
import { canAddCell, type TranslationGridRow } from '../../domain/translations';
import type { TranslationGridActorRef } from '../../machines/translationGridMachine';
import { LANGUAGE_LABEL_KEYS } from './languageLabels';

const ICON_BUTTON =
  'inline-flex size-7 items-center justify-center rounded-md text-slate-700 opacity-0 transition-opacity ' +
  'group-hover/cell:opacity-100 group-focus-within/cell:opacity-100 hover:bg-slate-200 focus-visible:opacity-100';

function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M13.6 2.9a2 2 0 0 1 2.8 0l.7.7a2 2 0 0 1 0 2.8l-9.4 9.4-3.9 1 1-3.9 8.8-10Z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M8 2h4a1 1 0 0 1 1 1v1h4v2H3V4h4V3a1 1 0 0 1 1-1Zm-3 6h10l-.8 9.1a1 1 0 0 1-1 .9H6.8a1 1 0 0 1-1-.9L5 8Z" />
    </svg>
  );
}

export interface TranslationCellProps {
  readonly row: TranslationGridRow;
  readonly language: TranslationLanguage;
  readonly grid: TranslationGridActorRef;
}

export function TranslationCell({ row, language, grid }: TranslationCellProps) {
  const { t } = useTranslation();
  const entry = row.values[language];
  const names = { language: t(LANGUAGE_LABEL_KEYS[language]), key: row.key };
  const cell = { row, language };
  return (
    <div className="flex min-w-32 items-start justify-between gap-1">
      {entry ? (
        <span className="break-words">{entry.value}</span>
      ) : (
        <span className="text-slate-500">
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('translations.emptyCell')}</span>
        </span>
      )}
      <span className="flex shrink-0">
        {(entry || canAddCell(row, language)) && (
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
