/** Calls of SPEC section 7 "Sponsors". */
import type { HttpClient } from '../shared/http';
import { deleteCall, getCall, listCall } from '../shared/recordCalls';
import {
  SPONSOR_PATHS,
  SponsorArticlesResponseSchema,
  SponsorCandidatesResponseSchema,
  SponsorListResponseSchema,
  SponsorResponseSchema,
} from './sponsorsContract';
import { uploadFile, type UploadAuth, type UploadProgress } from '../shared/upload';
import type { ListRequest } from '../../domain/shared/listQuery';
import type { SponsorForm } from '../../domain/sponsors/sponsors';
import type { UploadKind } from '../../domain/sponsors/uploads';

export const listSponsors = listCall(SPONSOR_PATHS.list, SponsorListResponseSchema);

export const getSponsor = getCall(SPONSOR_PATHS.one, SponsorResponseSchema);

export const createSponsor = (http: HttpClient, form: SponsorForm, signal?: AbortSignal) =>
  http.request(SPONSOR_PATHS.create, { method: 'POST', body: form, schema: SponsorResponseSchema, signal });

/** Saves an edit made on `version` (ADR 109); a save on an older version is refused with 409. */
export const updateSponsor = (
  http: HttpClient,
  id: number,
  form: SponsorForm,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(SPONSOR_PATHS.one(id), {
    method: 'PATCH',
    body: { ...form, version },
    schema: SponsorResponseSchema,
    signal,
  });

export const deleteSponsor = deleteCall(SPONSOR_PATHS.one);

export const addSponsorArticles = (http: HttpClient, id: number, articles: number[], signal?: AbortSignal) =>
  http.request(SPONSOR_PATHS.addArticles(id), {
    method: 'POST',
    body: { articles },
    schema: SponsorArticlesResponseSchema,
    signal,
  });

export const removeSponsorArticles = (
  http: HttpClient,
  id: number,
  articles: number[],
  signal?: AbortSignal,
) =>
  http.request(SPONSOR_PATHS.removeArticles(id), {
    method: 'POST',
    body: { articles },
    schema: SponsorArticlesResponseSchema,
    signal,
  });

export const listSponsorCandidates = (
  http: HttpClient,
  request: ListRequest & { withSponsor: 1 | 2 },
  signal?: AbortSignal,
) =>
  http.request(SPONSOR_PATHS.candidates, {
    method: 'POST',
    body: request,
    schema: SponsorCandidatesResponseSchema,
    signal,
  });

export function uploadSponsorFile(
  auth: UploadAuth,
  input: { id: number; kind: UploadKind; file: Blob; fileName: string },
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) {
  return uploadFile(auth, SPONSOR_PATHS.upload(input.id, input.kind), {
    file: input.file,
    fileName: input.fileName,
    schema: SponsorResponseSchema,
    onProgress,
    signal,
  });
}
