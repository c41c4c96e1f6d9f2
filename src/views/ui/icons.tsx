/** Small inline line icons (24×24, stroked) for the sidebar, the top bar and the screens. Decorative: always aria-hidden. */
import { Glyph, GLOBE } from './glyph';

const PATHS: Record<string, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  collection: 'M6 3h12M4 7h16M3 11h18v10H3z',
  playlist: 'M3 6h12M3 12h12M3 18h7M16 14v7l5-3.5z',
  plug: 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4',
  class: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  building: 'M4 21V5l8-3 8 3v16M2 21h20M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4',
  stack: 'M12 3l9 4.5-9 4.5-9-4.5zM3 12l9 4.5 9-4.5M3 16.5l9 4.5 9-4.5',
  quiz: 'M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V14M12 17.5v.5M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  key: 'M11 13l9-9M17 7l3 3M8 20a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  hub: 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM19 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM12 8v4l-6 4.5M12 12l6 4.5',
  hubPlaylist: 'M4 4h16v16H4zM10 9v6l5-3z',
  id: 'M3 5h18v14H3zM8 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 16c.5-2 5.5-2 6 0M14 9h4M14 13h4',
  sponsor: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  book: 'M2 5h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H2zM22 5h-7a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h8z',
  translate: 'M4 5h8M8 3v2M6 5c0 4 3 7 6 8M10 5c0 4-3 8-6 9M13 21l4-10 4 10M14.5 17h5',
  banner: 'M3 5h18v9H3zM7 9.5h10M6 14v6M18 14v6',
  publish: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  megaphone: 'M3 10v4h3l7 5V5l-7 5zM17 9a4 4 0 0 1 0 6M20 6a8 8 0 0 1 0 12',
  flag: 'M5 21V4M5 4h12l-3 4 3 4H5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  image: 'M3 5h18v14H3zM3 16l5-5 5 5 3-3 5 5M16 10.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  sparkles:
    'M10 3l1.8 4.7L16.5 9.5l-4.7 1.8L10 16l-1.8-4.7L3.5 9.5l4.7-1.8zM18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v4M16 3v4',
  upload: 'M12 15V3M7 8l5-5 5 5M4 15v5h16v-5',
  file: 'M6 2h8l5 5v15H6zM14 2v5h5',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  fit: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  check: 'M5 12l5 5 9-10',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  pencil: 'M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  arrowUp: 'M12 19V5M6 11l6-6 6 6',
  arrowDown: 'M12 5v14M6 13l6 6 6-6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  signOut: 'M9 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h4M16 16l4-4-4-4M20 12H10',
  grip: 'M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01',
  undo: 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3',
  globe: GLOBE,
};

/** Icons that point along the line of text: mirrored when the language reads right to left (ADR 179). */
const DIRECTIONAL = new Set(['chevronLeft', 'chevronRight', 'arrowLeft', 'signOut', 'undo', 'redo']);

export function Icon({ name, className }: { readonly name: string; readonly className?: string }) {
  return (
    <Glyph path={PATHS[name] ?? PATHS.home!} directional={DIRECTIONAL.has(name)} className={className} />
  );
}
