/** The Translations heading with Manage Groups and Add (disabled, with why, while no group exists). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  selectHasNoGroups,
  type TranslationGridActorRef,
} from '../../machines/translations/translationGridMachine';
import { Tooltip } from '../ui/Tooltip';

const LINK =
  'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-sky-600';

export function TranslationGridHeader({ grid }: { readonly grid: TranslationGridActorRef }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const noGroups = useSelector(grid, selectHasNoGroups);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('translations.title')}</h1>
        <div className="flex items-center gap-3">
          <Link
            href="/translations/groups"
            className={`${LINK} border border-slate-300 text-sky-800 hover:bg-slate-50`}
          >
            {t('translations.manageGroups')}
          </Link>
          {noGroups ? (
            <Tooltip content={t('translations.noGroupsTooltip')}>
              <button
                type="button"
                aria-disabled="true"
                className={`${LINK} cursor-not-allowed bg-sky-700/60 text-white`}
              >
                {t('translations.add')}
              </button>
            </Tooltip>
          ) : (
            <button
              type="button"
              className={`${LINK} bg-sky-700 text-white hover:bg-sky-800`}
              onClick={() => navigate('/translations/add')}
            >
              {t('translations.add')}
            </button>
          )}
        </div>
      </div>
      {noGroups && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('translations.noGroups')}
        </p>
      )}
    </>
  );
}
