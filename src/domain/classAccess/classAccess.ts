/**
 * Class Products (ADR 345): a product names the console features it unlocks for an institution's instructors and
 * the product lines whose sections it opens; a grant gives a product to an institution from a start to an end,
 * with seats where it counts them. What a grant decides is `featureStanding`: one rule for the server's refusals
 * and the console's locked state.
 *
 * @publicModule the class list shows a locked feature with `FeatureLock`; the institution list filters by FEATURES.
 */
import * as z from 'zod';
import { REBUILD_TYPE_PRODUCTS, type SectionProduct } from '../content/content';
import { isoDay, jsonId, list, text, TEXT_MAX } from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { RecordVersionSchema } from '../shared/recordVersions';

/** The console features a product may unlock: a closed list. */
export const FEATURES = ['classes', 'quizzes', 'questionBanks', 'aiGeneration', 'lti', 'exports'] as const;
export const FeatureSchema = z.enum(FEATURES);
export type Feature = z.infer<typeof FeatureSchema>;

/** The product lines whose sections a product opens (SPEC's rebuild types 2–5). */
export const PRODUCT_LINES = REBUILD_TYPE_PRODUCTS[1];
const ProductLineSchema = z.enum(
  PRODUCT_LINES as readonly SectionProduct[] as [SectionProduct, ...SectionProduct[]],
);

/** 'Grants ending soon' and the dashboard's card: grants whose end falls within this many days. */
export const ENDING_SOON_DAYS = 30;
/** The most days the list's 'ending within' filter looks ahead. */
const ENDING_WITHIN_MAX = 3650;
const SEATS_MAX = 1_000_000;
const DAY_MS = 86_400_000;

export const CLASS_ACCESS_MESSAGES = {
  nameTaken: 'Another product has this name.',
  featuresRequired: 'Choose at least one feature.',
  endBeforeStart: 'The end date must be after the start date.',
  endInPast: 'The end date must be after today.',
  seats: `Seats must be a whole number from 1 to ${SEATS_MAX.toLocaleString('en')}, or empty for no count.`,
  grantOpen: 'This institution already holds an open grant of this product: renew it instead.',
  productInUse: 'This product has grants that have not ended: end them before deleting it.',
  productDeleted: 'Product deleted',
  productDeleteFailed: 'Unable to delete the product',
  /** SPEC's tone for a locked action: what is missing and since when. */
  featureLocked: (feature: Feature, product: string, endedOn: string) =>
    `You cannot perform this action: ${FEATURE_NAMES[feature]} need a current grant of ${product} for your institution, which ended on ${endedOn}.`,
  featureNeverGranted: (feature: Feature) =>
    `You cannot perform this action: no product your institution holds includes ${FEATURE_NAMES[feature]}.`,
} as const;

/** The features as the server's messages name them. */
const FEATURE_NAMES: Readonly<Record<Feature, string>> = {
  classes: 'classes',
  quizzes: 'quizzes',
  questionBanks: 'question banks',
  aiGeneration: 'AI generation',
  lti: 'LTI',
  exports: 'exports',
};

export const ProductFormSchema = z.object({
  name: text(TEXT_MAX.title, { required: MESSAGES.required, trim: true }),
  features: list(FeatureSchema, FEATURES.length).min(1, CLASS_ACCESS_MESSAGES.featuresRequired),
  lines: list(ProductLineSchema, PRODUCT_LINES.length),
});
export type ProductForm = z.infer<typeof ProductFormSchema>;
export const EMPTY_PRODUCT_FORM: ProductForm = { name: '', features: [], lines: [] };

export const ProductSchema = ProductFormSchema.extend({
  id: z.number().int(),
  /** Grants not ended (running or to come). */
  openGrants: z.number().int().min(0),
  version: RecordVersionSchema,
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const productFormOf = (product: Product): ProductForm => ({
  name: product.name,
  features: [...product.features],
  lines: [...product.lines],
});

/** A grant's state at a moment: to come, running, or over (its end passed or it was ended). */
const GRANT_STATES = ['upcoming', 'current', 'ended'] as const;
export type GrantState = (typeof GRANT_STATES)[number];

export interface GrantPeriod {
  readonly startsAt: string;
  readonly endsAt: string;
  readonly endedAt: string | null;
}

/** When the grant stops (or stopped) giving its product: the end now given, else its end date. */
const grantStopsAt = (grant: GrantPeriod): string => grant.endedAt ?? grant.endsAt;

export function grantState(grant: GrantPeriod, now: Date): GrantState {
  if (Date.parse(grantStopsAt(grant)) <= now.getTime()) return 'ended';
  return Date.parse(grant.startsAt) > now.getTime() ? 'upcoming' : 'current';
}

export const GrantSchema = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  institutionTitle: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  seats: z.number().int().nullable(),
  endedAt: z.string().nullable(),
  state: z.enum(GRANT_STATES),
  /** What the caller may do to it now (`grantActions`). */
  actions: z.array(z.enum(['renew', 'end'])),
  version: RecordVersionSchema,
});
export type GrantAction = 'renew' | 'end';
export type Grant = z.infer<typeof GrantSchema>;

/** What may be done to a grant in its state: Renew always (an ended grant runs again), End while not ended. */
export const grantActions = (state: GrantState): GrantAction[] =>
  state === 'ended' ? ['renew'] : ['renew', 'end'];

const seats = z.number().int().min(1).max(SEATS_MAX).nullable();
const endAfterStart = { path: ['endsOn'], message: CLASS_ACCESS_MESSAGES.endBeforeStart };

/** A grant as sent: an institution, a product, the first and last day, seats or none. */
export const GrantRequestSchema = z
  .object({ institutionId: jsonId, productId: jsonId, startsOn: isoDay, endsOn: isoDay, seats })
  .refine((form) => form.endsOn > form.startsOn, endAfterStart);
export type GrantRequest = z.infer<typeof GrantRequestSchema>;

const chosenId = z.string().regex(/^\d{1,10}$/, MESSAGES.required);

/** The Grant dialog's fields as they hold them (text; '' for none chosen), with the request's messages. */
export const GrantFormSchema = z
  .object({
    institutionId: chosenId,
    institutionTitle: z.string(),
    productId: chosenId,
    startsOn: isoDay,
    endsOn: isoDay,
    seats: z
      .string()
      .regex(/^\d{0,7}$/, CLASS_ACCESS_MESSAGES.seats)
      .refine(
        (value) => value === '' || (Number(value) >= 1 && Number(value) <= SEATS_MAX),
        CLASS_ACCESS_MESSAGES.seats,
      ),
  })
  .refine((form) => form.endsOn > form.startsOn, endAfterStart);
export type GrantForm = z.infer<typeof GrantFormSchema>;

export const grantRequestOf = (form: GrantForm): GrantRequest => ({
  institutionId: Number(form.institutionId),
  productId: Number(form.productId),
  startsOn: form.startsOn,
  endsOn: form.endsOn,
  seats: form.seats === '' ? null : Number(form.seats),
});

/** Renew: the grant's new last day. */
export const RenewFormSchema = z.object({ endsOn: isoDay });
export type RenewForm = z.infer<typeof RenewFormSchema>;

export const dayOf = (iso: string) => iso.slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A grant's first day starts at 00:00 UTC; its last day is included, so it stops at 00:00 UTC the day after. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
export const endOfLastDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
/** The last day a stored end includes. */
export const lastDayOf = (endsAt: string) => addDays(dayOf(endsAt), -1);

export const EndingWithinSchema = z.number().int().min(1).max(ENDING_WITHIN_MAX);

/** A feature locked for the caller: the product whose grant it needs and when that grant stopped. */
export const FeatureLockSchema = z.object({
  feature: FeatureSchema,
  /** The product whose grant ended most recently among those unlocking it; null when none ever did. */
  product: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type FeatureLock = z.infer<typeof FeatureLockSchema>;

/** What the caller's institution's grants say of one feature (ADR 345). */
export interface HeldGrant extends GrantPeriod {
  readonly productName: string;
  readonly features: readonly Feature[];
}

/**
 * Open when the institution holds no grant at all (the subscription and trial decide alone, as before grants), or a
 * current grant of a product unlocking the feature; otherwise locked, naming the product whose grant stopped last.
 */
export function featureLock(grants: readonly HeldGrant[], feature: Feature, now: Date): FeatureLock | null {
  if (grants.length === 0) return null;
  const unlocking = grants.filter((grant) => grant.features.includes(feature));
  if (unlocking.some((grant) => grantState(grant, now) === 'current')) return null;
  const stopped = unlocking
    .filter((grant) => grantState(grant, now) === 'ended')
    .sort((a, b) => Date.parse(grantStopsAt(b)) - Date.parse(grantStopsAt(a)))[0];
  return { feature, product: stopped?.productName ?? null, endedAt: stopped ? grantStopsAt(stopped) : null };
}

/** The refusal a locked feature's routes answer. */
export const featureLockMessage = (lock: FeatureLock): string =>
  lock.product !== null && lock.endedAt !== null
    ? CLASS_ACCESS_MESSAGES.featureLocked(lock.feature, lock.product, dayOf(lock.endedAt))
    : CLASS_ACCESS_MESSAGES.featureNeverGranted(lock.feature);
