/** The honest placeholder of an area whose screens arrive in a later release. */
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { Link } from 'wouter';
import { AREA_INFO, HOME_PATH, type Area } from '../../domain/access/roles';
import { useDocumentTitle } from './useDocumentTitle';

export function ComingSoonView({ area }: { readonly area: Area }) {
  const { t } = useTranslation();
  const title = t(AREA_INFO[area].labelKey as ParseKeys);
  useDocumentTitle(title);
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{t('comingSoon.text', { area: title })}</p>
      <p className="mt-6">
        <Link href={HOME_PATH} className="text-sky-800 underline hover:text-sky-900">
          {t('comingSoon.back')}
        </Link>
      </p>
    </section>
  );
}
