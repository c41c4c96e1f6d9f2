/**
 * How an instructor opens a resource: a link in a new tab (rel=noopener), a file in the viewer, also in a new tab,
 * so the quiz editor or the class page they came from stays as it was.
 */
import { useTranslation } from 'react-i18next';
import type { ResourceCard } from '../../domain/facultyResources/facultyResources';
import { useApp } from '../AppContext';

export function ResourceLink({ resource }: { readonly resource: ResourceCard }) {
  const { t } = useTranslation();
  const { routePrefix } = useApp();
  const href =
    resource.kind === 'link' && resource.url
      ? resource.url
      : `${routePrefix}/classes/view-resource/${resource.id}`;
  const label =
    resource.kind === 'link'
      ? t('facultyResources.openLink', { name: resource.title })
      : t('facultyResources.open', { name: resource.title });
  return (
    <a
      href={href}
      target="_blank"
      rel={resource.kind === 'link' ? 'noopener noreferrer' : 'noopener'}
      className="font-medium text-sky-800 underline underline-offset-2"
    >
      {label} <span className="sr-only">{t('facultyResources.newTab')}</span>
    </a>
  );
}
