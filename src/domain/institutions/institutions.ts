/**
 * Institutions (SPEC sections 3, 4, 5, ADR 181): the form's rules, the detail record, who may edit, and the rule of
 * how an institution's subscription or trial end bears on its instructors' deadline limit. Pure.
 */
import * as z from 'zod';
import { DB_INT_MAX, hasBadCharacter, TEXT_MAX } from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { RecordVersionSchema } from '../shared/recordVersions';
import { isFullAdmin } from '../access/capabilities';

export const INSTITUTION_MESSAGES = {
  emptyList: 'No institutions found',
  domainInvalid: 'Enter a domain like university.edu',
  domainTwice: 'This domain is listed twice',
  domainTaken: (domain: string, title: string) => `${domain} already belongs to ${title}`,
  tooManyDomains: `At most 50 domains`,
  productInvalid: `Must be a whole number from 1 to ${DB_INT_MAX}`,
  dayInvalid: 'Must be a real date like 2000-01-31',
  domainTakenElsewhere: 'This domain already belongs to another institution',
} as const;

export const INSTITUTION_MAX_DOMAINS = 50;
export const INSTITUTION_FEATURE_MAX = 100;

/** A domain as stored: trimmed, lower-case, without a leading '@'. */
export const normalizeDomain = (value: string) => value.trim().toLowerCase().replace(/^@/, '');

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name of at least two labels (`eastport.example`), at most 253 characters. */
export function isDomain(value: string): boolean {
  const domain = normalizeDomain(value);
  const labels = domain.split('.');
  return domain.length <= 253 && labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** '' (none) or a real day `2027-01-31` between 1900 and 9999. */
export function isDayOrEmpty(value: string): boolean {
  if (value === '') return true;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 9999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A subscription or trial end day is the last instant of that day, UTC (ADR 181). */
export const endOfDay = (day: string) => `${day}T23:59:59.999Z`;
/** The day an end instant falls on, UTC; '' for none. */
export const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

const domainList = z
  .array(
    z
      .string()
      .max(260, INSTITUTION_MESSAGES.domainInvalid)
      .refine((value) => !hasBadCharacter(value) && isDomain(value), INSTITUTION_MESSAGES.domainInvalid),
  )
  .max(INSTITUTION_MAX_DOMAINS, INSTITUTION_MESSAGES.tooManyDomains)
  .superRefine((domains, ctx) => {
    const seen = new Set<string>();
    domains.forEach((domain, index) => {
      const key = normalizeDomain(domain);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index], message: INSTITUTION_MESSAGES.domainTwice });
      seen.add(key);
    });
  });

const dayField = z
  .string()
  .max(10, INSTITUTION_MESSAGES.dayInvalid)
  .refine(isDayOrEmpty, INSTITUTION_MESSAGES.dayInvalid);

/** The detail page's form, as typed: text inputs hold strings; '' means none. */
export const InstitutionFormSchema = z.object({
  title: z
    .string()
    .max(TEXT_MAX.title, `Must be at most ${TEXT_MAX.title} characters`)
    .refine((value) => value.trim().length > 0 && !hasBadCharacter(value), MESSAGES.required),
  approved: z.boolean(),
  productId: z
    .string()
    .max(10, INSTITUTION_MESSAGES.productInvalid)
    .refine((value) => {
      if (value.trim() === '') return true;
      const n = Number(value.trim());
      return /^\d+$/.test(value.trim()) && n >= 1 && n <= DB_INT_MAX;
    }, INSTITUTION_MESSAGES.productInvalid),
  feature: z
    .string()
    .max(INSTITUTION_FEATURE_MAX, `Must be at most ${INSTITUTION_FEATURE_MAX} characters`)
    .refine((value) => !hasBadCharacter(value), MESSAGES.required),
  hasEducationSubscription: z.boolean(),
  hasUnlimitedSubscription: z.boolean(),
  emailDomains: domainList,
  subscriptionEndsAt: dayField,
  trialEndsAt: dayField,
});
export type InstitutionForm = z.infer<typeof InstitutionFormSchema>;

export const EMPTY_INSTITUTION_FORM: InstitutionForm = {
  title: '',
  approved: false,
  productId: '',
  feature: '',
  hasEducationSubscription: false,
  hasUnlimitedSubscription: false,
  emailDomains: [],
  subscriptionEndsAt: '',
  trialEndsAt: '',
};

/** What the wire carries for a save: the form's values as data. */
export const InstitutionSaveSchema = z.object({
  title: InstitutionFormSchema.shape.title,
  approved: z.boolean(),
  productId: z
    .number()
    .int(INSTITUTION_MESSAGES.productInvalid)
    .min(1, INSTITUTION_MESSAGES.productInvalid)
    .max(DB_INT_MAX, INSTITUTION_MESSAGES.productInvalid)
    .nullable(),
  feature: InstitutionFormSchema.shape.feature.nullable(),
  hasEducationSubscription: z.boolean(),
  hasUnlimitedSubscription: z.boolean(),
  emailDomains: domainList,
  /** Days, `2027-01-31`; null: none. */
  subscriptionEndsAt: dayField.nullable(),
  trialEndsAt: dayField.nullable(),
});
export type InstitutionSave = z.infer<typeof InstitutionSaveSchema>;

/** The form's values as the wire's save. */
export function saveOf(form: InstitutionForm): InstitutionSave {
  const blank = (value: string) => (value.trim() === '' ? null : value.trim());
  const product = blank(form.productId);
  return {
    title: form.title.trim(),
    approved: form.approved,
    productId: product === null ? null : Number(product),
    feature: blank(form.feature),
    hasEducationSubscription: form.hasEducationSubscription,
    hasUnlimitedSubscription: form.hasUnlimitedSubscription,
    emailDomains: form.emailDomains.map(normalizeDomain),
    subscriptionEndsAt: blank(form.subscriptionEndsAt),
    trialEndsAt: blank(form.trialEndsAt),
  };
}

export const InstitutionMemberSchema = z.object({
  id: z.number().int(),
  email: z.string().max(260, INSTITUTION_MESSAGES.domainInvalid),
  firstName: z.string(),
  lastName: z.string(),
  /** The instructor's own trial or subscription end (ISO); null: none. */
  ownEndsAt: z.string().nullable(),
});
export type InstitutionMember = z.infer<typeof InstitutionMemberSchema>;

export const InstitutionClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  ownerEmail: z.string().nullable(),
});
export type InstitutionClass = z.infer<typeof InstitutionClassSchema>;

/** An institution as the list shows it (SPEC section 7 "Search, content and institutions"). */
export const InstitutionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  approved: z.boolean(),
  product_id: z.number().int().nullable(),
  feature: z.string().nullable(),
  hasEducationSubscription: z.boolean(),
  hasUnlimitedSubscription: z.boolean(),
});
export type Institution = z.infer<typeof InstitutionSchema>;

/** One institution's page: the list's fields and what only the page shows. */
export const InstitutionDetailSchema = InstitutionSchema.extend({
  emailDomains: z.array(z.string()),
  /** ISO instants (the last instant of the day chosen); null: none. */
  subscriptionEndsAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
  instructors: z.array(InstitutionMemberSchema),
  classes: z.array(InstitutionClassSchema),
  version: RecordVersionSchema,
});
export type InstitutionDetail = z.infer<typeof InstitutionDetailSchema>;

export function formOf(detail: InstitutionDetail): InstitutionForm {
  return {
    title: detail.title,
    approved: detail.approved,
    productId: detail.product_id === null ? '' : String(detail.product_id),
    feature: detail.feature ?? '',
    hasEducationSubscription: detail.hasEducationSubscription,
    hasUnlimitedSubscription: detail.hasUnlimitedSubscription,
    emailDomains: detail.emailDomains,
    subscriptionEndsAt: dayOf(detail.subscriptionEndsAt),
    trialEndsAt: dayOf(detail.trialEndsAt),
  };
}

/** Full admins edit institutions; whoever else may open the area reads them (ADR 181). */
export const canEditInstitutions = (roles: readonly string[]) => isFullAdmin(roles);

/** Edits of the domain rows of the form: one more empty row, a row typed in, a row removed. */
export type DomainEdit =
  | { readonly kind: 'add' }
  | { readonly kind: 'set'; readonly index: number; readonly value: string }
  | { readonly kind: 'remove'; readonly index: number };

export function editDomains(form: InstitutionForm, edit: DomainEdit): InstitutionForm {
  const domains = [...form.emailDomains];
  if (edit.kind === 'add') {
    if (domains.length >= INSTITUTION_MAX_DOMAINS) return form;
    domains.push('');
  } else if (edit.index < 0 || edit.index >= domains.length) return form;
  else if (edit.kind === 'set') domains[edit.index] = edit.value;
  else domains.splice(edit.index, 1);
  return { ...form, emailDomains: domains };
}
