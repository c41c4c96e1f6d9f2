/**
 * The client hub (ADR 348): a hub label names a customer space; an institution is given a label from a first to a
 * last day (its instructors then see the label's curated playlists), and a super admin may change the days or
 * revoke it. Every change is written to an append-only history. What an access is at a moment is `accessState`:
 * one rule for the server's playlist filter and the console's list.
 *
 * @publicModule the database's table types read the hub's shapes.
 */
import * as z from 'zod';
import { isoDay, jsonId, list, text, TEXT_MAX } from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { RecordVersionSchema } from '../shared/recordVersions';

const DAY_MS = 86_400_000;
/** The most playlists one label curates: far above a real hub, low enough to keep a reorder one small write. */
export const HUB_PLAYLISTS_MAX = 200;

export const CLIENT_HUB_MESSAGES = {
  nameTaken: 'Another hub label has this name.',
  endBeforeStart: 'The last day must be on or after the first day.',
  endInPast: 'The last day must be today or later.',
  accessOpen: 'This institution already holds this label: change its days instead.',
  revoked: 'This access was revoked: grant the label again instead.',
  orderChanged: "This label's playlists changed: reload them and try again.",
  unknownPlaylist: 'One of these playlists is not yours or no longer exists.',
  labelInUse: 'This label is held by institutions: revoke their access before deleting it.',
  labelDeleted: 'Hub label deleted',
  revokeDone: 'Access revoked',
  staffUnknown: 'Name instructors of this institution by their e-mail, or none for all its instructors.',
} as const;

export const HubLabelFormSchema = z.object({
  name: text(TEXT_MAX.title, { required: MESSAGES.required, trim: true }),
});
export type HubLabelForm = z.infer<typeof HubLabelFormSchema>;

export const HubLabelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Institutions holding the label now. */
  institutions: z.number().int().min(0),
  playlists: z.number().int().min(0),
  version: RecordVersionSchema,
});
export type HubLabel = z.infer<typeof HubLabelSchema>;

/** An access's state at a moment: to come, running, or over (its last day passed or it was revoked). */
export const ACCESS_STATES = ['upcoming', 'current', 'ended', 'revoked'] as const;
export type AccessState = (typeof ACCESS_STATES)[number];

export interface AccessPeriod {
  readonly startsAt: string;
  readonly endsAt: string;
  readonly revokedAt: string | null;
}

export function accessState(access: AccessPeriod, now: Date): AccessState {
  if (access.revokedAt !== null) return 'revoked';
  if (Date.parse(access.endsAt) <= now.getTime()) return 'ended';
  return Date.parse(access.startsAt) > now.getTime() ? 'upcoming' : 'current';
}

export type AccessAction = 'editDates' | 'revoke';
/** A revoked access is over for good (grant again for a new one); any other may have its days changed or be revoked. */
export const accessActions = (state: AccessState): AccessAction[] =>
  state === 'revoked' ? [] : ['editDates', 'revoke'];

export const HubAccessSchema = z.object({
  id: z.number().int(),
  labelId: z.number().int(),
  labelName: z.string(),
  institutionId: z.number().int(),
  institutionTitle: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  revokedAt: z.string().nullable(),
  grantedBy: z.string().nullable(),
  /** The staff it names, by e-mail (ADR 355); none: all the institution's instructors. */
  staff: z.array(z.string()),
  state: z.enum(ACCESS_STATES),
  actions: z.array(z.enum(['editDates', 'revoke'])),
  version: RecordVersionSchema,
});
export type HubAccess = z.infer<typeof HubAccessSchema>;

const lastAfterFirst = { path: ['endsOn'], message: CLIENT_HUB_MESSAGES.endBeforeStart };
const DaysSchema = z.object({ startsOn: isoDay, endsOn: isoDay });

/** The first and last day of an access (both included). */
export const AccessDaysSchema = DaysSchema.refine((days) => days.endsOn >= days.startsOn, lastAfterFirst);
export type AccessDays = z.infer<typeof AccessDaysSchema>;

/** The most staff one access names. */
const STAFF_MAX = 50;
const staffEmail = z.email({ error: CLIENT_HUB_MESSAGES.staffUnknown }).max(TEXT_MAX.email);
/** The e-mails a staff field holds: separated by commas, semicolons, spaces or lines. */
export const staffEmailsOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((one) => one.toLowerCase()),
  ),
];

/** Grant: a label to an institution for these days, for the staff it names (none: all its instructors). */
export const HubAccessRequestSchema = DaysSchema.extend({
  labelId: jsonId,
  institutionId: jsonId,
  staff: list(staffEmail, STAFF_MAX).default([]),
}).refine((days) => days.endsOn >= days.startsOn, lastAfterFirst);
export type HubAccessRequest = z.infer<typeof HubAccessRequestSchema>;

const chosenId = z.string().regex(/^\d{1,10}$/, MESSAGES.required);

/** The Grant dialog's fields as it holds them (text; '' for none chosen), with the request's messages. */
export const HubGrantFormSchema = DaysSchema.extend({
  labelId: chosenId,
  institutionId: chosenId,
  institutionTitle: z.string(),
  staff: z
    .string()
    .max(STAFF_MAX * (TEXT_MAX.email + 1))
    .refine(
      (text) =>
        staffEmailsOf(text).length <= STAFF_MAX &&
        staffEmailsOf(text).every((one) => staffEmail.safeParse(one).success),
      CLIENT_HUB_MESSAGES.staffUnknown,
    ),
}).refine((days) => days.endsOn >= days.startsOn, lastAfterFirst);
export type HubGrantForm = z.infer<typeof HubGrantFormSchema>;

export const hubAccessRequestOf = (form: HubGrantForm): HubAccessRequest => ({
  labelId: Number(form.labelId),
  institutionId: Number(form.institutionId),
  startsOn: form.startsOn,
  endsOn: form.endsOn,
  staff: staffEmailsOf(form.staff),
});

export const dayOf = (iso: string) => iso.slice(0, 10);
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** A first day starts at 00:00 UTC; the last day is included, so access stops at 00:00 UTC the day after. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
export const endOfLastDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
export const lastDayOf = (endsAt: string) => addDays(dayOf(endsAt), -1);

/** A new access runs from today for a year. */

export const accessDaysOf = (access: HubAccess): AccessDays => ({
  startsOn: dayOf(access.startsAt),
  endsOn: lastDayOf(access.endsAt),
});

/** What the history records. */
export const HUB_HISTORY_ACTIONS = [
  'labelCreated',
  'labelRenamed',
  'labelDeleted',
  'accessGranted',
  'accessChanged',
  'accessRevoked',
  'playlistsOrdered',
] as const;
export type HubHistoryAction = (typeof HUB_HISTORY_ACTIONS)[number];

export const HubHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  by: z.string(),
  action: z.enum(HUB_HISTORY_ACTIONS),
  labelName: z.string(),
  institutionTitle: z.string().nullable(),
  /** The days or names the change set, as `from → to` where it moved something. */
  detail: z.string(),
});
export type HubHistoryEntry = z.infer<typeof HubHistoryEntrySchema>;

/** One curated playlist of a label, in its place. */
export const HubPlaylistSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  countOfArticles: z.number().int(),
});
export type HubPlaylist = z.infer<typeof HubPlaylistSchema>;

/** A label's playlists in order, with the label's version a new order is made on. */
export const HubPlaylistsSchema = z.object({
  labelId: z.number().int(),
  labelName: z.string(),
  version: RecordVersionSchema,
  playlists: z.array(HubPlaylistSchema),
});
export type HubPlaylists = z.infer<typeof HubPlaylistsSchema>;

/** The whole order at once (add and remove are a new order too), on the version it was read with. */
export const HubPlaylistOrderSchema = z.object({
  playlistIds: list(jsonId, HUB_PLAYLISTS_MAX).refine(
    (ids) => new Set(ids).size === ids.length,
    'Each playlist may appear once',
  ),
  version: RecordVersionSchema,
});
export type HubPlaylistOrder = z.infer<typeof HubPlaylistOrderSchema>;

/** `ids` with the one at `from` moved to `to` (drag or keyboard); out-of-range moves change nothing. */
export function moveId<T>(ids: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
