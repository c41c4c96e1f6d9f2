/**
 * GET /api/section_subscription (SPEC section 7; what it serves is ADR 265's): the caller's standing with the
 * catalogue's sections. Their trial or subscription (their own, or their institution's when later) and, while it
 * runs (or when they have none that ends), the top-level sections it opens; once it has ended, none. The /access
 * screen's subscription info and the section pickers read it.
 */
import * as z from 'zod';
import { SectionSchema } from './contentContract';

export const SECTION_SUBSCRIPTION_PATH = '/api/section_subscription';

export const SectionSubscriptionSchema = z.object({
  /** The caller's own account kind; null when they have no trial or subscription row (no end: unlimited). */
  kind: z.enum(['trial', 'subscription']).nullable(),
  /** When it ends (the institution's counted, ADR 181); null: it does not end. */
  endsAt: z.string().nullable(),
  active: z.boolean(),
  /** The top-level sections the subscription opens, in the catalogue's order; none once it has ended. */
  sections: z.array(SectionSchema),
});
export type SectionSubscription = z.infer<typeof SectionSubscriptionSchema>;
