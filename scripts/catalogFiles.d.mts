/** Types of scripts/catalogFiles.mjs (ADR 401), which the build runs as plain JavaScript. */
import type { UiLanguageCode } from '../src/domain/shared/languages';

export type CatalogPart = 'core' | 'areas' | 'take';

export interface CatalogFile {
  readonly part: CatalogPart;
  readonly code: Exclude<UiLanguageCode, 'en'>;
  readonly json: string;
}

export interface CatalogFiles {
  readonly version: string;
  readonly files: readonly CatalogFile[];
}

export function checkStrings(value: unknown, path: string): void;
export function catalogFiles(root: string): Promise<CatalogFiles>;
export function writeCatalogFiles(
  dir: string,
  catalogs: CatalogFiles,
  parts?: readonly CatalogPart[],
): Promise<number>;
