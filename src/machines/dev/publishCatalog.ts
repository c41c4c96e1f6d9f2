/** The publisher's desk (ADR 314, 315): the article form, its steps and media removals, the list's bulk steps. Part of the machine catalog (machineCatalog.ts). */
import type { CatalogEntry } from './diagram';
import { articleActionsMachine } from '../publish/articleActionsMachine';
import { articleFormMachine } from '../publish/articleFormMachine';
import { deskBulkMachine } from '../publish/deskBulkMachine';

export const PUBLISH_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'articleForm',
    folder: 'publish',
    summary:
      "An article of the publisher's desk on the one form lifecycle: text, type, section, authors with their institutions, subjects and topics; create then edit in place, Reload / Keep mine on a stale save; uploads and steps hand the article back, its new version taken when nothing else changed it.",
    machine: articleFormMachine,
  },
  {
    name: 'articleActions',
    folder: 'publish',
    summary:
      "An article's lifecycle steps and subtitle removals beside its form: only the steps the server offers, a note, a future moment or a confirmation asked first and checked with the lifecycle's messages, a stale step read again, the article handed back after each change.",
    machine: articleActionsMachine,
  },
  {
    name: 'deskBulk',
    folder: 'publish',
    summary:
      "The desk list's bulk Publish, Publish again and Unpublish: Unpublish asks one reason for all, then the batch goes to the bulk outbox's Undo window.",
    machine: deskBulkMachine,
  },
];
