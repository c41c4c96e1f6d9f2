/** Strings of the generic list parts: tables, pagination, search fields, tooltips. */
export const list = {
  noListItems: 'No list items',
  loading: 'Loading',
  actions: 'Actions',
  search: 'Search',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {{page}}',
  retry: 'Try again',
  loadFailed: 'The list could not be loaded: {{message}}',
  sortAscending: 'sorted ascending',
  sortDescending: 'sorted descending',
} as const;
