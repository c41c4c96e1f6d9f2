/** The console's runtime configuration, served at `{prefix}/config.json` and read once by the client. */
import * as z from 'zod';

export const RuntimeConfigSchema = z.object({
  routePrefix: z.string().startsWith('/'),
  apiBaseUrl: z.string(),
  featureFlagClientId: z.string().min(1),
  documentViewerUrl: z.string(),
  /** CACHE_HOURS: how long the console keeps the section list in the browser (ADR 265); 0 keeps nothing. */
  cacheHours: z.number().int().min(0).max(8760),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** Parses the configuration and fails with the list of what is missing or wrong. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = RuntimeConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`,
  );
  throw new Error(`Invalid console configuration: ${problems.join('; ')}`);
}
