/** The building blocks every feature shares: forms, lists, records, uploads, notifications and the guards around them. Part of the machine catalog (machineCatalog.ts). */
import * as z from 'zod';
import type { CatalogEntry } from './diagram';
import { cropImageDialogMachine } from '../shared/cropImageDialogMachine';
import { navigationGuardMachine } from '../shared/navigationGuardMachine';
import { confirmDeleteMachine } from '../shared/confirmDeleteMachine';
import { createFormMachine } from '../shared/formMachine';
import { uploadMachine } from '../shared/uploadMachine';
import { documentViewerMachine } from '../shared/documentViewerMachine';
import { listMachine } from '../shared/listMachine';
import { recordMachine } from '../shared/recordMachine';
import { notificationsMachine } from '../shared/notificationsMachine';
import { bulkOutboxMachine } from '../shared/bulkOutboxMachine';

/** The shared form lifecycle on a minimal record, a note with a title, for the diagram of every form. */
const NOTE_FORM = {
  id: 'form',
  record: 'this record',
  schema: z.object({ title: z.string().trim().min(1) }),
  empty: { title: '' },
  valuesOf: (record: { id: number; title: string; version: number }) => ({ title: record.title }),
  idOf: (record: { id: number }) => record.id,
  versionOf: (record: { version: number }) => record.version,
};

export const SHARED_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'form',
    folder: 'shared',
    summary:
      'The one lifecycle of a record form (ADR 125): load, edit, check with the record schema, save, Reload or Keep mine on a stale version, dirty until saved; shown on a minimal record.',
    machine: createFormMachine(NOTE_FORM),
    builtWith: 'createFormMachine',
  },
  {
    name: 'confirmDelete',
    folder: 'shared',
    summary:
      'Deleting one row of a list in one step (ADR 351): a delete with Undo (the bulk outbox) is made at once; only one without asks first, Cancel deleting nothing; then the list reloads, or a failure says so.',
    machine: confirmDeleteMachine,
  },
  {
    name: 'upload',
    folder: 'shared',
    summary:
      "A file of a record's field (a sponsor's video or logo, an article's video, subtitles or pictures, a collection's cover, a faculty resource's file): checked by type and size first, the logo cropped, progress shown, Cancel aborts, the server's refusal shown.",
    machine: uploadMachine,
  },
  {
    name: 'documentViewer',
    folder: 'shared',
    summary:
      "A stored document in the viewer (a class document, a faculty resource): opens it with a file token (inline PDF and images, office formats in the external viewer, a resource's link as a link), Download saves it under its name or says why not, and any failure, a document not the reader's included, is an error state with Try again.",
    machine: documentViewerMachine,
  },
  {
    name: 'list',
    folder: 'shared',
    summary:
      'The lifecycle every list screen shares: loads pages for a query (search, page, sort, filters), debounces typing into one search on page 1, aborts superseded requests, and tells empty, failed and denied apart.',
    machine: listMachine,
  },
  {
    name: 'record',
    folder: 'shared',
    summary:
      'The lifecycle every screen that reads a record shares (ADR 191): loads it, tells not found (404) from a failed read with Try again, refreshes it in place (a failed refresh keeps it), aborts the read on leaving, and remembers which parts the reader turned to another view.',
    machine: recordMachine,
  },
  {
    name: 'bulkOutbox',
    folder: 'shared',
    summary:
      'Undoable bulk deletions (ADR 166): rows hidden at once with Undo for the undo window, then sent a row at a time; kept in the browser so a closed tab hands them off and the next start sends them.',
    machine: bulkOutboxMachine,
  },
  {
    name: 'notifications',
    folder: 'shared',
    summary: 'Notifications on a fixed layer at the top; each dismisses itself after 4000 ms or when closed.',
    machine: notificationsMachine,
  },
  {
    name: 'navigationGuard',
    folder: 'shared',
    summary:
      'In-app navigation (a link, Back or Forward) while a screen holds unsaved changes is held and asks "Leave this page?": Stay or Leave.',
    machine: navigationGuardMachine,
  },
  {
    name: 'cropImageDialog',
    folder: 'shared',
    summary: 'A question image: choose a file, crop it in the dialog (Cancel, Upload), upload the PNG.',
    machine: cropImageDialogMachine,
  },
];
