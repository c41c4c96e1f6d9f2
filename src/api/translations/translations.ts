/** Calls of SPEC section 7 "Translations". Deleting several values is one call per id. */
import type { HttpClient } from '../shared/http';
import { deleteCall, getCall, listCall } from '../shared/recordCalls';
import {
  TRANSLATION_PATHS,
  type TranslationEdit,
  TranslationGroupListResponseSchema,
  TranslationGroupResponseSchema,
  TranslationListResponseSchema,
} from './translationsContract';
import type { TranslationAddRequest, TranslationGroupForm } from '../../domain/translations/translations';

export const listTranslations = listCall(TRANSLATION_PATHS.list, TranslationListResponseSchema);

export const addTranslation = (http: HttpClient, request: TranslationAddRequest, signal?: AbortSignal) =>
  http.request(TRANSLATION_PATHS.addByKey, { method: 'POST', body: request, signal });

export const editTranslation = (
  http: HttpClient,
  id: number,
  request: TranslationEdit,
  signal?: AbortSignal,
) => http.request(TRANSLATION_PATHS.edit(id), { method: 'PATCH', body: request, signal });

export const deleteTranslations = (http: HttpClient, ids: readonly number[], signal?: AbortSignal) =>
  Promise.all(ids.map((id) => http.request(TRANSLATION_PATHS.remove(id), { method: 'DELETE', signal })));

export const listTranslationGroups = listCall(TRANSLATION_PATHS.groups, TranslationGroupListResponseSchema);

export const getTranslationGroup = getCall(TRANSLATION_PATHS.group, TranslationGroupResponseSchema);

/** Creates a group (`id` null) or saves an edit made on `version` (ADR 109). */
export const saveTranslationGroup = (
  http: HttpClient,
  id: number | null,
  form: TranslationGroupForm,
  version: number | null,
  signal?: AbortSignal,
) =>
  id === null
    ? http.request(TRANSLATION_PATHS.groupCreate, {
        method: 'POST',
        body: form,
        schema: TranslationGroupResponseSchema,
        signal,
      })
    : http.request(TRANSLATION_PATHS.groupEdit(id), {
        method: 'PATCH',
        body: { ...form, version },
        schema: TranslationGroupResponseSchema,
        signal,
      });

export const deleteTranslationGroup = deleteCall(TRANSLATION_PATHS.group);
