/** How the Translations screens' heading links and buttons look: the way to the other screen, and the screen's Add. */
const LINK =
  'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-sky-600';

export const SECONDARY_LINK = `${LINK} border border-slate-300 text-sky-800 hover:bg-slate-50`;
export const PRIMARY_LINK = `${LINK} bg-sky-700 text-white hover:bg-sky-800`;
export const PRIMARY_LINK_DISABLED = `${LINK} cursor-not-allowed bg-sky-700/60 text-white`;
