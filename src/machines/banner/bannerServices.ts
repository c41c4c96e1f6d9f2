/** The banner form's real effects over src/api. */
import { fromPromise } from 'xstate';
import { getBanner, saveBanner } from '../../api/banner/banner';
import type { HttpClient } from '../../api/shared/http';
import type { Banner } from '../../domain/banner/banner';
import type { SaveBannerInput } from './bannerMachine';

export function createBannerServices(http: HttpClient) {
  return {
    loadRecord: fromPromise<Banner | null>(async ({ signal }) => (await getBanner(http, signal)).banner),
    saveRecord: fromPromise<Banner | null, SaveBannerInput>(async ({ input, signal }) => {
      const request = {
        type: input.values.type ?? 0,
        message: input.values.message,
        published: input.values.published ? (1 as const) : (0 as const),
      };
      const { banner } = await saveBanner(
        http,
        input.id === null ? request : { ...request, id: input.id, version: input.version ?? 0 },
        signal,
      );
      return banner;
    }),
  };
}
