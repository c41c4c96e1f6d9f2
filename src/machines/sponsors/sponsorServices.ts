/** The sponsor screens' real effects over src/api. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../api/shared/http';
import {
  addSponsorArticles,
  createSponsor,
  deleteSponsor,
  getSponsor,
  listSponsorCandidates,
  listSponsors,
  removeSponsorArticles,
  updateSponsor,
} from '../../api/sponsors/sponsors';
import {
  withSponsorOf,
  type Sponsor,
  type SponsorCandidate,
  type SponsorListItem,
} from '../../domain/sponsors/sponsors';
import type { FetchListPage } from '../shared/listMachine';
import { listPages, searchingIn } from '../shared/listPages';
import type { ArticlesChange, AssignResult } from './sponsorArticlesMachine';
import type { SaveSponsorInput } from './sponsorFormMachine';
import { formServices } from '../shared/formServices';

export const createSponsorFormServices = (http: HttpClient) =>
  formServices(
    http,
    { get: getSponsor, create: createSponsor, update: updateSponsor },
    (input: SaveSponsorInput) => input.values,
  );

export function createSponsorArticlesServices(http: HttpClient) {
  return {
    removeArticle: fromPromise<Sponsor, ArticlesChange>(
      async ({ input, signal }) =>
        (await removeSponsorArticles(http, input.sponsorId, [input.articleId], signal)).sponsor,
    ),
    assignArticle: fromPromise<AssignResult, ArticlesChange>(async ({ input, signal }) => {
      const answer = await addSponsorArticles(http, input.sponsorId, [input.articleId], signal);
      const first = answer.error ? Object.values(answer.error)[0] : undefined;
      return { sponsor: answer.sponsor, error: first ?? null };
    }),
  };
}

/** Sponsors list: company name contains the search; default sort id descending (the server's default). */
export const sponsorPages = (http: HttpClient): FetchListPage<SponsorListItem> =>
  listPages(http, listSponsors, searchingIn(['company_name']));

/** Assign dialog candidates: a number searches the article id; the 'sponsored' filter sets withSponsor 1 or 2. */
export const candidatePages = (http: HttpClient): FetchListPage<SponsorCandidate> =>
  listPages(http, listSponsorCandidates, (request) => {
    const id = Number(request.search.trim());
    const filter =
      request.search.trim() && Number.isInteger(id)
        ? [{ bool_operator: 'and' as const, property: 'id', operator: 'equals' as const, value: id }]
        : [];
    return {
      navigation: { page: request.page, itemsOnPage: request.pageSize },
      filter,
      withSponsor: withSponsorOf(request.filters.sponsored === '1'),
    };
  });

export const deleteSponsorById = (http: HttpClient) =>
  fromPromise<unknown, { id: number }>(({ input, signal }) => deleteSponsor(http, input.id, signal));
