/**
 * Keeps a list machine's query and the URL's search params in step, so back/forward and reload show the same list.
 * Typing replaces the history entry (one entry per search, not per keystroke); a page, sort or tab change pushes
 * one. A URL the user navigates to (back/forward, a link) is sent to the machine as `list.sync`.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  EMPTY_LIST_QUERY,
  queryToSearchParams,
  sameListQuery,
  searchParamsFromQuery,
  type ListQuery,
} from '../../../domain/shared/listQuery';
import { selectListQuery, type ListActorRef } from '../../../machines/shared/listMachine';

export interface ListUrlOptions {
  /** The query of a URL without params (default tab, default sort). */
  readonly defaults?: ListQuery;
  /** Filters kept in the URL; by default those named in `defaults.filters`. */
  readonly filterNames?: readonly string[];
}

/** The query the URL names now: the initial query of a list screen's machine. */
export function useQueryFromUrl(options: ListUrlOptions = {}): ListQuery {
  const search = useSearch();
  const defaults = options.defaults ?? EMPTY_LIST_QUERY;
  // Read once: later URL changes reach the machine through useListInUrl.
  const [first] = useState(() => searchParamsFromQuery(search, defaults, options.filterNames));
  return first;
}

/** Only the search (and with it the page) changed: the user is typing. */
function isTyping(previous: ListQuery, next: ListQuery): boolean {
  return (
    previous.search !== next.search &&
    sameListQuery({ ...previous, search: next.search, page: next.page }, next)
  );
}

export function useListInUrl(actorRef: ListActorRef, options: ListUrlOptions = {}): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useSelector(actorRef, selectListQuery);
  const defaults = options.defaults ?? EMPTY_LIST_QUERY;
  const fromUrl = useMemo(
    () => searchParamsFromQuery(search, defaults, options.filterNames),
    [search, defaults, options.filterNames],
  );
  const previousQuery = useRef(query);

  const syncMachine = useEffectEvent((urlQuery: ListQuery) => {
    if (!sameListQuery(urlQuery, actorRef.getSnapshot().context.query)) {
      actorRef.send({ type: 'list.sync', query: urlQuery });
    }
  });

  const syncUrl = useEffectEvent((next: ListQuery) => {
    const previous = previousQuery.current;
    previousQuery.current = next;
    if (sameListQuery(fromUrl, next)) return;
    const params = queryToSearchParams(next).toString();
    navigate(params ? `${location}?${params}` : location, { replace: isTyping(previous, next) });
  });

  // URL → machine: the user moved through history or followed a link.
  useEffect(() => syncMachine(fromUrl), [fromUrl]);
  // Machine → URL: the user searched, paged, sorted or switched a tab.
  useEffect(() => syncUrl(query), [query]);
}
