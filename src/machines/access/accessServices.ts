/**
 * The real effects of the /access screen over src/api (ADR 288): its record is the caller's trial or subscription
 * (GET /api/section_subscription), and each opened section reads its children through the local cache
 * (GET /api/free/section/list/{id}, SPEC's "cached locally", ADR 265).
 */
import { fromPromise } from 'xstate';
import { fetchSectionList, fetchSectionSubscription } from '../../api/content/content';
import type { SectionListResponse } from '../../api/content/contentContract';
import type { HttpClient } from '../../api/shared/http';
import type { LocalCache } from '../../api/shared/localCache';
import { recordServices } from '../shared/recordMachine';
import { sectionChildrenMachine, type SectionChildrenInput } from './sectionChildrenMachine';

export function createSubscriptionServices(http: HttpClient) {
  return recordServices((_: unknown, signal: AbortSignal) => fetchSectionSubscription(http, signal));
}

/** Without a cache (a browser that refuses storage, or none given), every first opening asks the server. */
export function createAccessSectionsServices(http: HttpClient, cache: LocalCache | null) {
  return {
    actors: {
      sectionChildren: sectionChildrenMachine.provide({
        actors: {
          readSectionList: fromPromise<SectionListResponse, SectionChildrenInput>(({ input, signal }) =>
            fetchSectionList(http, input.sectionId, cache, signal),
          ),
        },
      }),
    },
  };
}
