/** Faculty Resources (ADR 317): the managers' form and file upload, and the viewer. Part of the machine catalog (machineCatalog.ts). */
import type { CatalogEntry } from './diagram';
import { facultyResourceFormMachine } from '../facultyResources/facultyResourceFormMachine';
import { resourceUploadMachine } from '../facultyResources/resourceUploadMachine';
import { resourceViewerMachine } from '../facultyResources/resourceViewerMachine';

export const FACULTY_RESOURCES_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'facultyResourceForm',
    folder: 'facultyResources',
    summary:
      "Add and Edit Resource on the one form lifecycle: title, a link's address or a file, subjects, videos and audience with their rules; create goes to the new resource's edit page, edit saves in place, Reload or Keep mine on a stale save; the file's upload hands the changed resource back.",
    machine: facultyResourceFormMachine,
  },
  {
    name: 'resourceUpload',
    folder: 'facultyResources',
    summary:
      "A file resource's file: the class documents' kinds and 20 MB checked before sending, progress with Cancel (the request aborted), the server's refusal in its words, the stored resource handed to the form.",
    machine: resourceUploadMachine,
  },
  {
    name: 'resourceViewer',
    folder: 'facultyResources',
    summary:
      'The resource viewer: reads the resource as its reader may see it and a token for its file, shows it inline, in the office viewer or as a link; Download saves the file; a resource not theirs fails like a missing one.',
    machine: resourceViewerMachine,
  },
];
