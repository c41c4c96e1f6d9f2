/** French (fr): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Appariement',
  pairs: 'Paires',
  pairsHint:
    'Chaque énoncé avec sa bonne réponse. Les élèves choisissent une réponse pour chaque énoncé parmi toutes les réponses, affichées par ordre alphabétique.',
  prompt: 'Énoncé {{number}}',
  answer: 'Réponse à l’énoncé {{number}}',
  feedback: 'Commentaire quand l’énoncé {{number}} est mal associé',
  addPair: 'Ajouter une paire',
  removePair: 'Supprimer la paire {{number}}',
  distractors: 'Réponses supplémentaires',
  distractorsHint:
    'Mauvaises réponses facultatives proposées parmi les choix ; aucun énoncé ne leur est associé.',
  distractor: 'Réponse supplémentaire {{number}}',
  addDistractor: 'Ajouter une réponse supplémentaire',
  removeDistractor: 'Supprimer la réponse supplémentaire {{number}}',
  rightPairs: 'Bonnes paires',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Les énoncés ne doivent pas être vides.',
  error_promptDuplicated: 'Les énoncés ne doivent pas être en double.',
  error_answerEmpty: 'Les réponses ne doivent pas être vides.',
  error_distractorEmpty: 'Les réponses supplémentaires ne doivent pas être vides.',
  error_distractorPaired: 'Une réponse supplémentaire ne doit pas être la réponse d’un énoncé.',
  scoring: 'Notation',
  scoringPartial: 'Crédit partiel : chaque paire juste rapporte sa part des points',
  scoringAllOrNothing: 'Tout ou rien : les points seulement si toutes les paires sont justes',
  scoringRightMinusWrong:
    'Justes moins fausses : chaque paire juste rapporte sa part, chaque énoncé mal répondu en retire une (jamais sous 0) ; un énoncé laissé vide ne compte ni en plus ni en moins',
  places: 'Lieux sur l’image',
  placesOn: 'Chaque énoncé est un lieu sur l’image de la question',
  placesHint:
    'Les élèves voient l’image avec chaque lieu entouré et nommé par son énoncé, et choisissent la réponse de chaque lieu.',
  addImageFirst: 'Ajoutez une image ci-dessus, puis placez-y le lieu de chaque énoncé.',
  drawFor: 'Dessiner le lieu de',
  imageAlt: 'Lieux sur l’image de {{label}}',
  addPlace: 'Ajouter un lieu pour l’énoncé {{number}}',
  error_placesIncomplete: 'Chaque énoncé doit avoir un lieu sur l’image, ou aucun.',
  error_placesNeedImage:
    'Les énoncés sur l’image demandent l’image de la question : ajoutez-en une ci-dessus.',
} as const;
