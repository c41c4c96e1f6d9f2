/** Wire contract of SPEC section 7 "Translations", shared by the client and the server. */
import type * as z from 'zod';
import { ListRequestSchema, listResponseSchema } from '../../domain/shared/listQuery';
import {
  TranslationAddRequestSchema,
  TranslationEditRequestSchema,
  TranslationGroupFormSchema,
  TranslationGroupSchema,
  TranslationRowSchema,
} from '../../domain/translations/translations';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';
import { DB_INT_MAX, text, TEXT_MAX } from '../../domain/shared/fields';
import { TRANSLATION_LANGUAGES } from '../../domain/content/content';
import { MESSAGES } from '../../domain/shared/messages';

export const TRANSLATION_PATHS = {
  list: '/api/admin/site_translation/',
  addByKey: '/api/admin/site_translation/add_by_key',
  edit: (id: number | string) => `/api/admin/site_translation/edit/${id}`,
  remove: (id: number | string) => `/api/admin/site_translation/${id}`,
  groups: '/api/admin/site_translation/group',
  group: (id: number | string) => `/api/admin/site_translation/group/${id}`,
  groupCreate: '/api/admin/site_translation/group/create',
  groupEdit: (id: number | string) => `/api/admin/site_translation/group/edit/${id}`,
} as const;

/** Translations page by key: `navigation` counts keys, `result` holds every row of the keys on the page. */
export const TranslationListRequestSchema = ListRequestSchema;
export const TranslationListResponseSchema = listResponseSchema(TranslationRowSchema);
/** Keys are unique (a btree index) and titles stored as sent: both at most 255 characters (ADR 106). */
const key = text(TEXT_MAX.key, { required: MESSAGES.required, trim: true });
const groupId = TranslationAddRequestSchema.shape.groupId.max(DB_INT_MAX, MESSAGES.required);
export const TranslationAddSchema = TranslationAddRequestSchema.extend({
  groupId,
  key,
  translations: TranslationAddRequestSchema.shape.translations.max(TRANSLATION_LANGUAGES.length),
});
/** A cell's edit names the version of the row it was made on (ADR 109). */
export const TranslationEditSchema = TranslationEditRequestSchema.extend({
  groupId,
  key,
  version: RecordVersionSchema,
});
export type TranslationEdit = z.infer<typeof TranslationEditSchema>;
export const TranslationGroupSaveSchema = TranslationGroupFormSchema.extend({
  key,
  title: text(TEXT_MAX.title, { required: MESSAGES.required, trim: true }),
});
/** An edit names the version it was made on (ADR 109). */
export const TranslationGroupUpdateSchema = TranslationGroupSaveSchema.extend({
  version: RecordVersionSchema,
});
export const TranslationGroupListResponseSchema = listResponseSchema(TranslationGroupSchema);
export const TranslationGroupResponseSchema = TranslationGroupSchema;
