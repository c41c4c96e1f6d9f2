/** Calls of SPEC section 7 "Translations". Deleting several values is one call per id. */
import type { HttpClient } from '../shared/http';
import {
  TRANSLATION_PATHS,
  type TranslationEdit,
  TranslationGroupListResponseSchema,
  TranslationGroupResponseSchema,
  TranslationListResponseSchema,
} from './translationsContract';
import type { ListRequest } from '../../domain/shared/listQuery';
import type { TranslationAddRequest, TranslationGroupForm } from '../../domain/translations/translations';

export const listTranslations = (http: HttpClient, request: ListRequest, signal?: AbortSignal) =>
  http.request(TRANSLATION_PATHS.list, {
    method: 'POST',
    body: request,
    schema: TranslationListResponseSchema,
    signal,
  });

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

export const listTranslationGroups = (http: HttpClient, request: ListRequest, signal?: AbortSignal) =>
  http.request(TRANSLATION_PATHS.groups, {
    method: 'POST',
    body: request,
    schema: TranslationGroupListResponseSchema,
    signal,
  });

export const getTranslationGroup = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(TRANSLATION_PATHS.group(id), { schema: TranslationGroupResponseSchema, signal });

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

export const deleteTranslationGroup = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(TRANSLATION_PATHS.group(id), { method: 'DELETE', signal });
