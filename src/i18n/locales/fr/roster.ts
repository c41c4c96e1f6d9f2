/** fr: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Pas commencé',
  stateOpened: 'Ouvert',
  stateInProgress: 'En cours',
  stateSubmitted: 'Remis',
  stateLate: 'En retard',
  stateMissing: 'Manquant',
  stateNeedsGrading: 'À noter',
  colState: 'État',
  openAttempt: 'Tentative {{number}} : {{state}}',
  filterLabel: 'Afficher les étudiants',
  filterAll: 'Tous ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Relancer ceux qui n’ont pas remis ({{count}})',
  reminded: 'Relance en route vers : {{list}}',
  recentlyReminded: 'Pas relancés à nouveau (relancés il y a moins d’une heure) : {{list}}',
  mailOff:
    'L’envoi de courriels n’est pas configuré sur ce serveur : aucune relance ne peut être envoyée. Copiez les adresses des étudiants qui n’ont pas remis et écrivez-leur vous-même, ou copiez leurs liens depuis Liens des étudiants sur la page du cours.',
  copyEmails: 'Copier les adresses',
  emailsCopied: 'Adresses copiées',
  linksHintMail:
    'Chaque étudiant a un lien personnel, que ce serveur lui envoie par courriel. Vous pouvez aussi copier un lien et le distribuer.',
  linksHintNoMail:
    'Chaque étudiant a un lien personnel. Ce serveur n’envoie pas de courriels : copiez les liens et distribuez-les vous-même.',
  copyAll: 'Tout copier',
  allCopied: 'Tous les liens copiés',
  downloadLinks: 'Télécharger le CSV',
} as const satisfies AreasCatalog['roster'];
