/** The class list, a class page and its dialogs, students and documents. Part of the machine catalog (machineCatalog.ts). */
import type { CatalogEntry } from './diagram';
import { classActionsMachine } from '../classes/classActionsMachine';
import { classDocumentsMachine } from '../classes/classDocumentsMachine';
import { classEmailsMachine } from '../classes/classEmailsMachine';
import { classFormMachine } from '../classes/classFormMachine';
import { classPageMachine } from '../classes/classPageMachine';
import { classPickerMachine } from '../classes/classPickerMachine';
import { studentLinksMachine } from '../classes/studentLinksMachine';
import { classQuizDatesMachine } from '../classes/classQuizDatesMachine';

export const CLASSES_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'classActions',
    folder: 'classes',
    summary:
      "The class list's Copy and Published switch: one at a time, each followed by a notification and a reload of the list.",
    machine: classActionsMachine,
  },
  {
    name: 'classForm',
    folder: 'classes',
    summary:
      'Create or edit a class on the one form lifecycle: the dialog values parsed with the title and date rules before saving, dirty while changed, a save closing the dialog, and a stale save waiting for Reload or Keep mine.',
    machine: classFormMachine,
  },
  {
    name: 'classPage',
    folder: 'classes',
    summary:
      "One class's page: its record child reads the class, its quizzes and playlists together (not found for a class the caller may not see, ADR 191); removing a quiz or playlist, publishing and syncing the roster from the course platform (ADR 385), each followed by a quiet read again.",
    machine: classPageMachine,
  },
  {
    name: 'classPicker',
    folder: 'classes',
    summary:
      'Add quizzes or playlists to a class: several rows ticked, sent to this class and any other of the caller’s classes in one call.',
    machine: classPickerMachine,
  },
  {
    name: 'studentLinks',
    folder: 'classes',
    summary:
      'Student links of a class quiz: each student’s personal link with its state and mail, copied to the clipboard with a confirmation on its row, or sent again when the server mails.',
    machine: studentLinksMachine,
  },
  {
    name: 'classQuizDates',
    folder: 'classes',
    summary:
      'A class’s opening date and deadline for one of its quizzes: checked by the shared date rule before they are sent, the server’s refusal beside its field, final once saved.',
    machine: classQuizDatesMachine,
  },
  {
    name: 'classEmails',
    folder: 'classes',
    summary:
      'Invite students or share with instructors: addresses one per line or comma separated, bad ones named inline, sent in one call.',
    machine: classEmailsMachine,
  },
  {
    name: 'classDocuments',
    folder: 'classes',
    summary:
      'The documents tab: the documents or the deleted ones, one change at a time (rename, share, delete with Undo, restore), and an upload with progress that Cancel aborts.',
    machine: classDocumentsMachine,
  },
];
