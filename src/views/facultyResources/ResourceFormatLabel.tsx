/** A resource's format in words (PDF, Slides, Link…), or that its file is still to come. */
import { useTranslation } from 'react-i18next';
import type { ResourceFormat } from '../../domain/facultyResources/facultyResources';

export function ResourceFormatLabel({ format }: { readonly format: ResourceFormat | null }) {
  const { t } = useTranslation();
  return format === null ? (
    <span className="text-amber-800">{t('facultyResources.noFileYet')}</span>
  ) : (
    <span>{t(`facultyResources.format_${format}`)}</span>
  );
}
