/**
 * The layout every record form screen shares: Back and the heading, the conflict dialog, then the fields and the
 * actions in one form whose submit sends the screen's save. Loading shows a spinner in place of the form, a failed
 * load what the screen gives as its failure, and a record that does not exist (404) says so under the heading with
 * a link back to its list.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { Button } from './Button';
import { ConflictDialog } from './ConflictDialog';
import { cx } from './cx';
import { Spinner } from './Spinner';

export interface FormScreenProps {
  /** The heading and the document title. */
  readonly title: string;
  readonly backLabel: string;
  /** The list the record belongs to: where Back and the not-found link lead, and its title for that link. */
  readonly list?: { readonly href: string; readonly title: string };
  /** What Back does; by default it goes to `list`. */
  readonly onBack?: () => void;
  readonly loading?: boolean;
  /** Shown in place of the form when its record could not be loaded (a retry, or where to go instead). */
  readonly failure?: ReactNode;
  /** The record does not exist or is hidden (404): `notFoundText` and the link back to `list` replace the form. */
  readonly notFound?: boolean;
  /** What was not found ('This sponsor does not exist.'); by default the shared sentence. */
  readonly notFoundText?: string;
  readonly onSubmit: () => void;
  /** The fields. */
  readonly children: ReactNode;
  /** The submit button and any other action, under the fields. */
  readonly actions: ReactNode;
  /** The refused save's message while Reload or Keep mine is to be chosen. */
  readonly conflict: string | null;
  /** The conflict is with the user's own save from another tab or device (ADR 300). */
  readonly conflictByYou?: boolean;
  readonly busy: boolean;
  readonly onReload: () => void;
  readonly onKeepMine: () => void;
  /** Between the heading and the form, once the record is there: where it stands (an article's status and steps). */
  readonly before?: ReactNode;
  /** After the form: parts of the screen that are not the record's fields (uploads, assigned articles). */
  readonly after?: ReactNode;
  readonly width?: 'narrow' | 'medium' | 'wide';
}

const WIDTHS = { narrow: 'max-w-xl', medium: 'max-w-3xl', wide: 'max-w-4xl' } as const;

export function FormScreen({
  title,
  backLabel,
  list,
  onBack,
  loading = false,
  failure,
  notFound = false,
  notFoundText,
  onSubmit,
  children,
  actions,
  conflict,
  conflictByYou = false,
  busy,
  onReload,
  onKeepMine,
  before,
  after,
  width = 'wide',
}: FormScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useDocumentTitle(title);
  const back = onBack ?? (() => list && navigate(list.href));
  return (
    <section className={cx('flex flex-col gap-6', WIDTHS[width])}>
      <div className="flex items-center gap-4">
        <Button variant="secondary" onClick={back}>
          {backLabel}
        </Button>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      </div>
      <ConflictDialog
        message={conflict}
        byYou={conflictByYou}
        busy={busy}
        onReload={onReload}
        onKeepMine={onKeepMine}
      />
      {failure ? (
        failure
      ) : notFound ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="rounded-md border border-slate-200 bg-white px-4 py-3 text-slate-800">
            {notFoundText ?? t('record.notFound')}
          </p>
          {list && (
            <Link href={list.href} className="self-start text-sky-800 underline">
              {t('record.backTo', { list: list.title })}
            </Link>
          )}
        </div>
      ) : loading ? (
        <Spinner label={t('app.loading')} className="size-8" />
      ) : (
        <>
          {before}
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {children}
            <div className="flex gap-2">{actions}</div>
          </form>
          {after}
        </>
      )}
    </section>
  );
}
