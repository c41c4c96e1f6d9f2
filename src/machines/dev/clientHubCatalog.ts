/** The client hub (ADR 348): the grant, days and label forms, Revoke and a label's playlists in order. Part of the machine catalog (machineCatalog.ts). */
import type { CatalogEntry } from './diagram';
import { hubDaysFormMachine } from '../clientHub/hubDaysFormMachine';
import { hubGrantFormMachine } from '../clientHub/hubGrantFormMachine';
import { hubLabelFormMachine } from '../clientHub/hubLabelFormMachine';
import { hubPlaylistsMachine } from '../clientHub/hubPlaylistsMachine';
import { hubRevokeMachine } from '../clientHub/hubRevokeMachine';

export const CLIENT_HUB_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'hubGrantForm',
    folder: 'clientHub',
    summary:
      'Grant a hub label on the one form lifecycle: a label, an institution found by search, the first and last day; it closes on save.',
    machine: hubGrantFormMachine,
  },
  {
    name: 'hubDaysForm',
    folder: 'clientHub',
    summary:
      'Change the days of an access on the one form lifecycle: its first and last day, saved on the version it was loaded on; it closes on save.',
    machine: hubDaysFormMachine,
  },
  {
    name: 'hubLabelForm',
    folder: 'clientHub',
    summary:
      'New hub label on the one form lifecycle: its name; a name another label has is refused; it closes on save.',
    machine: hubLabelFormMachine,
  },
  {
    name: 'hubRevoke',
    folder: 'clientHub',
    summary:
      'Revoke: asks first, naming the label and the institution, then revokes on the version the list showed; done or refused, the screen says so and reads its list again.',
    machine: hubRevokeMachine,
  },
  {
    name: 'hubPlaylists',
    folder: 'clientHub',
    summary:
      "A label's playlists in order: moved by drag (Esc puts one back) or Move up / Move down, added and removed, then saved as one order on the label's version; Reload or Keep mine on a stale save.",
    machine: hubPlaylistsMachine,
  },
];
