/** Calls of SPEC section 7 "Banner". */
import { BANNER_PATHS, BannerResponseSchema, type BannerCreateRequest } from './bannerContract';
import type { HttpClient } from '../shared/http';

export const getBanner = (http: HttpClient, signal?: AbortSignal) =>
  http.request(BANNER_PATHS.get, { schema: BannerResponseSchema, signal });

export const saveBanner = (
  http: HttpClient,
  /** An update names the banner and the version it was made on (ADR 109). */
  request: BannerCreateRequest & { id?: number; version?: number },
  signal?: AbortSignal,
) =>
  request.id === undefined
    ? http.request(BANNER_PATHS.create, {
        method: 'POST',
        body: request,
        schema: BannerResponseSchema,
        signal,
      })
    : http.request(BANNER_PATHS.update, {
        method: 'PATCH',
        body: request,
        schema: BannerResponseSchema,
        signal,
      });
