/** How a link in the dashboard's text and tables looks. */
export const DASHBOARD_LINK_CLASS = 'font-medium text-sky-800 underline hover:text-sky-950';
