/** nl: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Video',
  loadError: 'De videocijfers konden niet worden geladen.',
  hint: 'Elke student telt mee met de poging die de tabel hierboven toont. Bekeken: minstens 90 % van een hoofdstuk, of van de video vanaf het moment vóór een vraag tot aan die vraag. P-waarde: aandeel ingeleverde pogingen dat goed was.',
  played: 'Studenten die hem afspeelden: {{count}} van {{total}}',
  nobody: 'Niemand heeft deze video nog afgespeeld.',
  curveTitle: 'Kijkcurve',
  curveDescription:
    'Hoeveel studenten elk deel van de video bekeken (een honderdste, of een seconde bij een korte video) en hoe vaak het werd afgespeeld: afspeelbeurten boven het aantal studenten zijn herhalingen.',
  curveChart: 'Kijkcurve: studenten die elk deel van de video bekeken en hoe vaak het werd afgespeeld',
  colPart: 'Deel van de video',
  range: '{{from}}–{{to}}',
  colStudents: 'Studenten die het bekeken',
  colPlays: 'Keren afgespeeld',
  chaptersCaption: 'Hoofdstukken: studenten die minstens 90 % van elk bekeken',
  colChapter: 'Hoofdstuk',
  colTime: 'Tijd',
  colWatched: 'Bekeken',
  countOf: '{{count}} van {{total}}',
  questionsCaption:
    'Vragen in de video: p-waarde van iedereen, van wie het deel ervoor bekeek en van wie het oversloeg',
  colMoment: 'Moment',
  colAll: 'Alle studenten',
  colWatchedBefore: 'Deel ervoor bekeken',
  colSkipped: 'Overgeslagen',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
