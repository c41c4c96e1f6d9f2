/** French (fr): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Texte à sélectionner',
  passage: 'Texte',
  passageHint:
    'Mettez chaque mot ou expression que l’élève peut choisir entre crochets, comme [mot]. Ou sélectionnez des mots dans le texte et appuyez sur Rendre sélectionnable.',
  markSelection: 'Rendre sélectionnable',
  spans: 'Mots sélectionnables : cochez les bons',
  right: 'Juste : {{text}}',
  feedback: 'Feedback quand « {{text}} » est choisi',
  minChoices: 'Minimum de mots à choisir (0 : aucun minimum)',
  maxChoices: 'Maximum de mots à choisir (0 : sans limite)',
  spanPoints: '{{points}} points',
  rightWords: 'Bons mots',
  scoring: 'Notation',
  scoringPartial:
    'Crédit partiel : chaque bon mot choisi rapporte sa part des points, chaque mauvais en retire une part',
  scoringAllOrNothing: 'Tout ou rien : les points seulement pour exactement les bons mots',
  error_noSpan: 'Marquez au moins un mot du texte comme sélectionnable, entre [ et ].',
  error_noRight: 'Cochez au moins un mot sélectionnable comme juste.',
  error_brackets: 'Chaque [ a besoin de son ], autour de mots non vides.',
  error_choices: 'Le minimum ne peut dépasser ni le maximum ni le nombre de mots sélectionnables.',
} as const;
