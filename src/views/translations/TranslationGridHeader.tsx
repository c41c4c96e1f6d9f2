/** The Translations heading with Manage Groups and Add (disabled, with why, while no group exists). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  selectHasNoGroups,
  type TranslationGridActorRef,
} from '../../machines/translations/translationGridMachine';
import { Tooltip } from '../ui/Tooltip';
import { PRIMARY_LINK, PRIMARY_LINK_DISABLED, SECONDARY_LINK } from './translationLinkClass';

export function TranslationGridHeader({ grid }: { readonly grid: TranslationGridActorRef }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const noGroups = useSelector(grid, selectHasNoGroups);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('translations.title')}</h1>
        <div className="flex items-center gap-3">
          <Link href="/translations/groups" className={SECONDARY_LINK}>
            {t('translations.manageGroups')}
          </Link>
          {noGroups ? (
            <Tooltip content={t('translations.noGroupsTooltip')}>
              <button type="button" aria-disabled="true" className={PRIMARY_LINK_DISABLED}>
                {t('translations.add')}
              </button>
            </Tooltip>
          ) : (
            <button type="button" className={PRIMARY_LINK} onClick={() => navigate('/translations/add')}>
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
