/**
 * In a production build the other languages' catalogs are data fetched as a user needs them (ADR 401):
 * scripts/catalogFiles.mjs writes `<part>-<code>.<version>.json` under the page's public URL and the build sets
 * CATALOG_BASE and CATALOG_VERSION. Without them (tests, the server, `npm run dev`) each loader imports the part's
 * module instead; its map of imports is only in the bundle when CATALOG_VERSION is unset, which Parcel decides as it
 * inlines the variable.
 */
import type { UiLanguageCode } from '../domain/shared/languages';

export type CatalogPart = 'core' | 'areas' | 'take';

/** A language's part of the catalog as the build wrote it; rejects as a failed import would. */
export async function fetchCatalog<T>(part: CatalogPart, code: UiLanguageCode): Promise<T> {
  const response = await fetch(
    `${process.env.CATALOG_BASE ?? '/'}${part}-${code}.${process.env.CATALOG_VERSION}.json`,
  );
  if (!response.ok) throw new Error(`The ${code} catalog could not be loaded (${response.status})`);
  return (await response.json()) as T;
}
