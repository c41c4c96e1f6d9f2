/** Faculty Resources (ADR 317): the managers' form (the file's upload and the viewer are the shared upload and document viewer machines). Part of the machine catalog (machineCatalog.ts). */
import type { CatalogEntry } from './diagram';
import { facultyResourceFormMachine } from '../facultyResources/facultyResourceFormMachine';

export const FACULTY_RESOURCES_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'facultyResourceForm',
    folder: 'facultyResources',
    summary:
      "Add and Edit Resource on the one form lifecycle: title, a link's address or a file, subjects, videos and audience with their rules; create goes to the new resource's edit page, edit saves in place, Reload or Keep mine on a stale save; the file's upload hands the changed resource back.",
    machine: facultyResourceFormMachine,
  },
];
