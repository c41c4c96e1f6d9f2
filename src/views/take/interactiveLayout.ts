/**
 * Where the interactive player's parts sit (ADR 342). On the page: the video, the question and guide under it, the
 * transcript beside them on wide screens and last on phones. Fullscreen: video above the question (and the
 * transcript) on a portrait phone, the video beside them in landscape.
 */
export interface InteractiveLayout {
  readonly frame: string;
  readonly video: string;
  readonly panel: string;
  readonly transcript: string;
}

const ON_PAGE: InteractiveLayout = {
  frame: 'grid gap-3 desk:grid-cols-[minmax(0,1fr)_16rem] desk:items-start',
  video: 'flex flex-col gap-2 desk:col-start-1 desk:row-start-1',
  panel: 'flex flex-col gap-3 desk:col-start-1 desk:row-start-2',
  transcript: 'desk:col-start-2 desk:row-start-1 desk:row-span-2',
};

const FULLSCREEN: InteractiveLayout = {
  frame:
    'grid h-full content-start gap-3 overflow-y-auto bg-white p-3 landscape:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
  video: 'flex flex-col gap-2 landscape:col-start-1 landscape:row-span-2 landscape:row-start-1',
  panel: 'flex flex-col gap-3 landscape:col-start-2 landscape:row-start-1',
  transcript: 'landscape:col-start-2 landscape:row-start-2',
};

export const interactiveLayout = (fullscreen: boolean): InteractiveLayout =>
  fullscreen ? FULLSCREEN : ON_PAGE;
