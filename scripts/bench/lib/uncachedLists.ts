/**
 * List requests no kept page can answer (issue 33): a different search on every request, as users type them, and
 * random deep pages, for the template list, the customer list, the classes list and the institutions list. Each is
 * an autocannon request whose body or query `setupRequest` writes anew, so the kept pages of ADR 160 see each
 * request once (or nearly: random pages repeat rarely) and the bench measures what a page costs the database.
 */
import type autocannon from 'autocannon';
import { CLASS_WORDS, INSTITUTION_WORDS, QUIZ_WORDS } from './quizStore';

export interface UncachedRoute {
  readonly label: string;
  readonly method: 'GET' | 'POST';
  /** The request's path (and query) and body, the n-th time it is sent. */
  readonly next: (n: number) => { readonly path: string; readonly body?: unknown };
}

/**
 * The n-th search: a title word and a number, 'Recap 7' … 'Recap 71234' (what someone looking for a quiz they
 * remember types). The number's length cycles from 1 to 5 digits, so one search in five matches thousands of rows
 * (every title whose number starts with that digit) and one in five a single row; no two are the same in a run.
 */
export function searchTerm(words: readonly string[], n: number): string {
  const digits = 1 + (n % 5);
  const number = (Math.floor(n / 5) * 7919 + 1) % 10 ** digits;
  return `${words[n % words.length]} ${Math.max(number, 10 ** (digits - 1))}`;
}

/** Page sizes vary with the page so random pages seldom repeat a kept one; `rows` is how many the list holds. */
function randomPage(rows: number): { page: number; itemsOnPage: number } {
  const itemsOnPage = 10 + Math.floor(Math.random() * 41);
  return { page: 1 + Math.floor(Math.random() * Math.floor(rows / itemsOnPage)), itemsOnPage };
}

const contains = (property: string, value: string) => ({
  bool_operator: 'and',
  property,
  operator: 'contains',
  value,
});

/** Templates are a fifth of 100,000 quizzes; customer quizzes not expired about a third; 20,000 classes. */
const TEMPLATES = 20_000;
const CUSTOMER_QUIZZES = 30_000;
const CLASSES = 20_000;
const INSTITUTIONS = 10_000;

export const UNCACHED_ROUTES: readonly UncachedRoute[] = [
  {
    label: 'template_list, a new title search each request',
    method: 'POST',
    next: (n) => ({
      path: '/api/admin/quiz/template_list',
      body: {
        navigation: { page: 1, itemsOnPage: 20 },
        filter: [contains('title', searchTerm(QUIZ_WORDS, n))],
      },
    }),
  },
  {
    label: 'template_list, a random page',
    method: 'POST',
    next: () => ({ path: '/api/admin/quiz/template_list', body: { navigation: randomPage(TEMPLATES) } }),
  },
  {
    label: 'customer list, a new search each request',
    method: 'POST',
    next: (n) => {
      const term = searchTerm(QUIZ_WORDS, n);
      const filter = ['firstName', 'lastName', 'email', 'title'].map((property) => ({
        ...contains(property, term),
        bool_operator: 'or',
      }));
      return { path: '/api/admin/quiz/list', body: { navigation: { page: 1, itemsOnPage: 20 }, filter } };
    },
  },
  {
    label: 'customer list, a random page',
    method: 'POST',
    next: () => ({ path: '/api/admin/quiz/list', body: { navigation: randomPage(CUSTOMER_QUIZZES) } }),
  },
  {
    label: 'classes list, a new search each request',
    method: 'GET',
    next: (n) => ({ path: `/api/admin/class/?keyword=${encodeURIComponent(searchTerm(CLASS_WORDS, n))}` }),
  },
  {
    label: 'classes list, a random page',
    method: 'GET',
    next: () => {
      const { page, itemsOnPage } = randomPage(CLASSES);
      return { path: `/api/admin/class/?page=${page}&itemsOnPage=${itemsOnPage}` };
    },
  },
  {
    label: 'institutions list, a new search each request',
    method: 'POST',
    next: (n) => ({
      path: '/api/admin/institution',
      body: { navigation: { page: 1, itemsOnPage: 20 }, keyword: searchTerm(INSTITUTION_WORDS, n) },
    }),
  },
  {
    label: 'institutions list, a random page',
    method: 'POST',
    next: () => ({ path: '/api/admin/institution', body: { navigation: randomPage(INSTITUTIONS) } }),
  },
];

/** autocannon options whose every request is the route's next one. */
export function uncachedOptions(
  origin: string,
  token: string,
  route: UncachedRoute,
  options: { connections: number; duration: number },
): autocannon.Options {
  let sent = 0;
  return {
    url: origin,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        method: route.method,
        setupRequest: (request) => {
          const { path, body } = route.next(sent++);
          return {
            ...request,
            method: route.method,
            path,
            headers: {
              accept: 'application/json',
              authorization: `Bearer ${token}`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          };
        },
      },
    ],
  };
}
