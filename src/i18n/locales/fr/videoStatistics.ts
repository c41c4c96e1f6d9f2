/** fr: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Vidéo',
  loadError: 'Les chiffres des vidéos n’ont pas pu être chargés.',
  hint: 'Chaque étudiant compte avec la tentative affichée dans le tableau ci-dessus. Regardé : au moins 90 % d’un chapitre, ou de la vidéo depuis le moment précédant une question jusqu’à elle. Facilité : part des tentatives remises justes.',
  played: 'Étudiants qui l’ont lue : {{count}} sur {{total}}',
  nobody: 'Personne n’a encore lu cette vidéo.',
  curveTitle: 'Courbe de visionnage',
  curveDescription:
    'Combien d’étudiants ont regardé chaque partie de la vidéo (un centième, ou une seconde pour une vidéo courte), et combien de fois elle a été lue : les lectures au-delà du nombre d’étudiants sont des revisionnages.',
  curveChart:
    'Courbe de visionnage : étudiants ayant regardé chaque partie de la vidéo et nombre de lectures',
  colPart: 'Partie de la vidéo',
  range: '{{from}}–{{to}}',
  colStudents: 'Étudiants l’ayant regardée',
  colPlays: 'Lectures',
  chaptersCaption: 'Chapitres : étudiants ayant regardé au moins 90 % de chacun',
  colChapter: 'Chapitre',
  colTime: 'Temps',
  colWatched: 'Regardé',
  countOf: '{{count}} sur {{total}}',
  questionsCaption:
    'Questions dans la vidéo : facilité pour tous, pour ceux qui ont regardé la partie précédente et pour ceux qui l’ont sautée',
  colMoment: 'Moment',
  colAll: 'Tous les étudiants',
  colWatchedBefore: 'Partie précédente regardée',
  colSkipped: 'Partie sautée',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
