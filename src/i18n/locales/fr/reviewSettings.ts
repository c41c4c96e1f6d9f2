/** French (fr): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Ce que voient les élèves',
  score: 'Score',
  scoreAtOnce: 'Immédiatement',
  scoreAfterDeadline: 'Après la date limite',
  scoreOnRelease: 'Quand je le publie',
  answers: 'Bonnes réponses et commentaires',
  answersNever: 'Jamais',
  answersAfterSubmit: 'Après la remise',
  answersAfterDeadline: 'Après la date limite',
  hint: 'Les élèves le voient sur leur lien personnel après la remise ; vos commentaires s’affichent avec le score. Sans date limite, « Après la date limite » attend qu’une date soit fixée et passée.',
  revealsScore:
    'Avec ces choix, chaque étudiant voit les bonnes réponses à côté des siennes avant que la note ne s’affiche : elles dévoilent la note. Montrez les bonnes réponses au plus tôt en même temps que la note.',
  save: 'Enregistrer le réglage',
  saved: 'Réglage enregistré',
  notReleased: 'Les scores ne sont pas encore publiés.',
  released: 'Scores publiés le {{when}}.',
  release: 'Publier les scores',
  withdraw: 'Retirer la publication',
  loadFailed: 'Le réglage n’a pas pu être chargé.',
  retry: 'Réessayer',
} as const;
