/**
 * What an opened section shows under its button: a spinner while its children are read, the failure with Try
 * again, or the child sections (or that it has none).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectSectionChildren,
  selectSectionChildrenStatus,
  type SectionChildrenActorRef,
} from '../../machines/access/sectionChildrenMachine';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';

export interface SectionChildrenProps {
  readonly read: SectionChildrenActorRef;
  /** The opened section's title, which names its children's list. */
  readonly title: string;
  readonly onRetry: () => void;
}

export function SectionChildren({ read, title, onRetry }: SectionChildrenProps) {
  const { t } = useTranslation();
  const status = useSelector(read, selectSectionChildrenStatus);
  const children = useSelector(read, selectSectionChildren);

  if (status === 'loading')
    return (
      <div className="py-1 text-sky-700">
        <Spinner label={t('access.childrenLoading', { title })} className="size-5" />
      </div>
    );
  if (status === 'failed')
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
      >
        <span>{t('access.childrenFailed', { title })}</span>
        <Button variant="secondary" onClick={onRetry}>
          {t('access.retry')}
        </Button>
      </div>
    );
  if (!children || children.length === 0)
    return <p className="py-1 text-sm text-slate-600">{t('access.noChildren', { title })}</p>;
  return (
    <ul aria-label={t('access.childrenLabel', { title })} className="flex list-disc flex-col gap-1 ps-5">
      {children.map((child) => (
        <li key={child.id} className="text-slate-800 marker:text-slate-400">
          <bdi>{child.title}</bdi>
        </li>
      ))}
    </ul>
  );
}
