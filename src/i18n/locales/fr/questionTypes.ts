/** French (fr): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Type de la nouvelle question',
  points: 'Points',
  generalFeedback: 'Commentaire général',
  pointsAndFeedback: 'Points et commentaires',
  feedbackByOutcome: 'Commentaires selon le résultat',
  feedbackOnRight: 'Commentaire sur une bonne réponse',
  feedbackOnPartlyRight: 'Commentaire sur une réponse partiellement juste',
  feedbackOnWrong: 'Commentaire sur une mauvaise réponse',
  pointsEarned: '{{earned}} sur {{max}}',
  textBlock: 'Bloc de texte',
  addText: 'Ajouter un texte',
  textBlockText: 'Texte montré aux élèves',
  textBlockHint:
    'Les élèves lisent ce texte entre les questions. Il ne pose aucune question et ne rapporte aucun point.',
  equationError: 'Erreur dans l’équation',
  equationPreview: 'Aperçu',
  /** ADR 389: the chemical structure question. */
  structure: 'Structure chimique',
  structureBoard: 'Planche à dessin de la bonne molécule',
  structureText: 'Bonne molécule (SMILES ou molfile)',
  structureTextHint: 'Dessinez-la sur la planche, ou tapez ou collez ici son SMILES ou son molfile.',
  structureStereo: 'La stéréochimie compte',
  structureStereoHint: 'Les énantiomères et les isomères E/Z sont alors des réponses différentes.',
  structureStereoOn: 'Oui',
  structureStereoOff: 'Non',
  structureRight: 'Bonne molécule',
  structureMissing: 'Dessinez la bonne molécule ou collez son SMILES ou son molfile',
  structureUnreadable: 'La molécule n’a pas pu être lue : vérifiez son SMILES ou son molfile',
  structureEmpty: 'La molécule n’a aucun atome : dessinez-la ou tapez son SMILES',
  structureTooLarge: 'La molécule est trop grande : 100 atomes au plus',
  structureLoading: 'Chargement de la planche à dessin…',
  structureLoadFailed: 'La planche à dessin n’a pas pu se charger : tapez plutôt le SMILES.',
} as const;
export const choice = {
  name: 'Choix multiple',
} as const;
