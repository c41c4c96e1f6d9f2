/** Site translations and their groups (SPEC sections 3, 5 and 8). */
import * as z from 'zod';
import {
  TRANSLATION_LANGUAGES,
  TranslationLanguageSchema,
  type TranslationLanguage,
} from '../content/content';
import { MESSAGES } from '../shared/messages';
import { RecordVersionSchema } from '../shared/recordVersions';

export const TRANSLATION_VALUE_MAX = 256;

/** The one table of language names: the console's column headings and labels, and the server's search by name. */
export const LANGUAGE_NAMES: Readonly<Record<TranslationLanguage, string>> = {
  en: 'English',
  cn: 'Chinese',
  de: 'German',
  es: 'Spanish',
  kr: 'Korean',
  it: 'Italian',
  fr: 'French',
  pt: 'Portuguese',
};

export const TRANSLATION_MESSAGES = {
  valueTooLong: `Value must be at most ${TRANSLATION_VALUE_MAX} characters`,
  deleteFailed: 'Unable to delete translation',
  deleted: 'The value was successfully updated',
  updateFailed: 'Unable to update translation',
  updated: 'The value was successfully updated',
  created: 'translation successfully updated',
  groupCreateFailed: 'Unable to create translation group',
  groupCreated: 'Group successfully created',
  groupUpdateFailed: 'Unable to update translation group',
  groupUpdated: 'Group successfully updated',
  groupDeleted: 'Translation Group successfully deleted',
  groupDeleteFailed: 'Unable to delete translation group',
  noGroupsTooltip: 'Groups must be created before adding translations',
  empty: 'No translations found',
  noGroups: 'There are no groups',
  noMatch: 'No translations match your search',
  groupsEmpty: 'No identity providers found!',
} as const;

const required = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required);
const value = z.string().max(TRANSLATION_VALUE_MAX, TRANSLATION_MESSAGES.valueTooLong);
/** One value of the Update translation dialog: required, at most 256 characters. */
export const TranslationValueSchema = required.pipe(value);
const groupId = z.number({ error: MESSAGES.required }).int().positive(MESSAGES.required);

/** The add form: one input per language; en is required, only non-empty languages are sent. */
export const TranslationAddFormSchema = z.object({
  groupId,
  key: required,
  values: z
    .partialRecord(TranslationLanguageSchema, value)
    .refine((values) => (values.en ?? '').trim().length > 0, { message: MESSAGES.required, path: ['en'] }),
});
export type TranslationAddForm = z.input<typeof TranslationAddFormSchema>;

export const TranslationAddRequestSchema = z.object({
  groupId,
  key: required,
  translations: z
    .array(z.object({ language: TranslationLanguageSchema, value: required.pipe(value) }))
    .refine((list) => list.some((t) => t.language === 'en'), { message: MESSAGES.required }),
});
export type TranslationAddRequest = z.infer<typeof TranslationAddRequestSchema>;

/** Only the languages with a value go to the server. */
export function toAddRequest(form: TranslationAddForm): TranslationAddRequest {
  return {
    groupId: form.groupId,
    key: form.key.trim(),
    translations: TRANSLATION_LANGUAGES.flatMap((language) => {
      const text = (form.values[language] ?? '').trim();
      return text ? [{ language, value: text }] : [];
    }),
  };
}

export const TranslationEditRequestSchema = z.object({
  groupId,
  key: required,
  language: TranslationLanguageSchema,
  value: required.pipe(value),
});
export type TranslationEditRequest = z.infer<typeof TranslationEditRequestSchema>;

export const TranslationGroupFormSchema = z.object({
  key: required,
  title: required,
  isActive: z.boolean().default(true),
});
export type TranslationGroupForm = z.input<typeof TranslationGroupFormSchema>;
export const EMPTY_GROUP_FORM: TranslationGroupForm = { key: '', title: '', isActive: true };

export const TranslationGroupSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  version: RecordVersionSchema,
});
export type TranslationGroup = z.infer<typeof TranslationGroupSchema>;

export const TranslationRowSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  language: TranslationLanguageSchema,
  value: z.string(),
  groupId: z.number().int(),
  groupTitle: z.string(),
  /** The row's version (ADR 109): a cell's edit sends it back. */
  version: RecordVersionSchema,
});
export type TranslationRow = z.infer<typeof TranslationRowSchema>;

/** One grid row: a key with its group and a value and an id per language. */
export interface TranslationGridRow {
  readonly key: string;
  readonly groupId: number;
  readonly groupTitle: string;
  readonly values: Partial<Record<TranslationLanguage, { id: number; value: string; version: number }>>;
}

/** Groups the server's rows by key, keeping the order in which keys first appear. */
export function groupByKey(rows: readonly TranslationRow[]): TranslationGridRow[] {
  const byKey = new Map<string, TranslationGridRow>();
  for (const row of rows) {
    const existing = byKey.get(row.key) ?? {
      key: row.key,
      groupId: row.groupId,
      groupTitle: row.groupTitle,
      values: {},
    };
    byKey.set(row.key, {
      ...existing,
      values: {
        ...existing.values,
        [row.language]: { id: row.id, value: row.value, version: row.version },
      },
    });
  }
  return [...byKey.values()];
}

/** The list filter of SPEC section 7: key, group title or value contains; language equals. Blank is ignored. */
export function translationFilter(keyword: string, language: TranslationLanguage | null) {
  const trimmed = keyword.trim();
  const conditions: {
    bool_operator: 'and' | 'or';
    property: string;
    operator: 'contains' | 'equals';
    value: string;
  }[] = [];
  if (trimmed)
    for (const property of ['key', 'groupTitle', 'value', 'language'])
      conditions.push({ bool_operator: 'or', property, operator: 'contains', value: trimmed });
  if (language)
    conditions.push({ bool_operator: 'and', property: 'language', operator: 'equals', value: language });
  return conditions;
}

/**
 * An empty grid cell gets its value through add_by_key (ADR 091): the key's en value travels as an echo (the server
 * keeps it), so a key without en takes en first.
 */
export function toCellAddRequest(
  row: TranslationGridRow,
  language: TranslationLanguage,
  text: string,
): TranslationAddRequest {
  const en = row.values.en?.value;
  const translations = [{ language, value: text.trim() }];
  if (language !== 'en' && en !== undefined) translations.unshift({ language: 'en', value: en });
  return { groupId: row.groupId, key: row.key, translations };
}

/** A cell can take a new value when it is en, or the key has an en value to echo. */
export const canAddCell = (row: TranslationGridRow, language: TranslationLanguage): boolean =>
  language === 'en' || row.values.en !== undefined;

/**
 * What add_by_key may store for a key that already has `existing` values (ADR 091): a new key takes every
 * language; an existing one takes only the languages it lacks, from the same group, and any language it has must
 * come with the value it has (the en echo of `toCellAddRequest`). Anything else is 'taken'.
 */
export function planKeyAdd(
  existing: readonly { language: string; value: string; groupId: number }[],
  request: TranslationAddRequest,
): { add: TranslationAddRequest['translations'] } | 'taken' {
  if (existing.length === 0) return { add: request.translations };
  const has = new Map(existing.map((row) => [row.language, row.value]));
  const fresh = request.translations.filter((t) => !has.has(t.language));
  const clash = request.translations.some((t) => has.has(t.language) && has.get(t.language) !== t.value);
  if (existing[0]!.groupId !== request.groupId || clash || fresh.length === 0) return 'taken';
  return { add: fresh };
}
