/**
 * The document viewer (SPEC section 2's class document viewer, ADR 317 for faculty resources): the document's name
 * with Download, a spinner while it opens, the error with Try again, and the file shown inline (PDF, images) or
 * through the external viewer (office formats). Each screen gives what its machine opened and its own words.
 */
import type { ReactNode } from 'react';
import type { DocumentView } from '../../domain/sponsors/uploads';
import { Button } from '../ui/Button';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';

export interface ViewedDocument {
  readonly view: DocumentView | null;
  /** The file, loadable without a bearer header. */
  readonly fileUrl: string | null;
  /** The external viewer's URL for office formats. */
  readonly viewerUrl: string | null;
}

export interface DocumentViewerTexts {
  readonly loading: string;
  readonly failed: string;
  readonly download: string;
  /** The frame's title, naming the document. */
  readonly frame: string;
  readonly unsupported: string;
}

export interface DocumentViewerProps {
  readonly name: string;
  readonly texts: DocumentViewerTexts;
  readonly opening: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
  /** What was opened; null while opening or after a failure. */
  readonly opened: ViewedDocument | null;
  /** Download, when the document is a file. */
  readonly onDownload?: (() => void) | undefined;
  readonly downloading: boolean;
  /** Under the heading (a resource's description, a link). */
  readonly children?: ReactNode;
}

export function DocumentViewer({
  name,
  texts,
  opening,
  failed,
  onRetry,
  opened,
  onDownload,
  downloading,
  children,
}: DocumentViewerProps) {
  const view = opened?.view ?? null;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <bdi>{name}</bdi>
        </h1>
        {opened && onDownload && (
          <Button onClick={onDownload} busy={downloading}>
            {texts.download}
          </Button>
        )}
      </div>
      {opening && <Spinner label={texts.loading} className="size-8" />}
      {failed && <LoadFailed message={texts.failed} onRetry={onRetry} />}
      {children}
      {opened?.fileUrl && view === 'pdf' && (
        <iframe
          title={texts.frame}
          src={opened.fileUrl}
          className="h-[75vh] w-full rounded-md border border-slate-300"
        />
      )}
      {opened?.fileUrl && view === 'image' && (
        <img
          src={opened.fileUrl}
          alt={name}
          className="max-h-[75vh] max-w-full self-start rounded-md border"
        />
      )}
      {opened?.viewerUrl && view === 'office' && (
        <iframe
          title={texts.frame}
          src={opened.viewerUrl}
          className="h-[75vh] w-full rounded-md border border-slate-300"
        />
      )}
      {opened && view === 'unsupported' && <p className="text-slate-700">{texts.unsupported}</p>}
    </section>
  );
}
