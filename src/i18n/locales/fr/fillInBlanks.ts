/** French (fr): the fill-in-the-blanks question's editor and answer key, from src/i18n/en/fillInBlanks.ts. */
export const fillInBlanks = {
  name: 'Texte à trous',
  text: 'Texte avec des trous',
  textHint:
    'Placez le curseur là où va un trou, ou sélectionnez les mots qu’il remplace, puis appuyez sur « Ajouter un trou ». Chaque trou apparaît dans le texte sous la forme [[1]], [[2]]…',
  addGap: 'Ajouter un trou',
  gap: 'Trou {{number}}',
  removeGap: 'Supprimer le trou {{number}}',
  kind: 'Type du trou {{number}}',
  kind_typed: 'Réponse saisie',
  kind_dropdown: 'Liste déroulante',
  answer: 'Réponse acceptée {{entry}} pour le trou {{number}}',
  addAnswer: 'Ajouter une réponse acceptée au trou {{number}}',
  removeAnswer: 'Supprimer la réponse acceptée {{entry}} du trou {{number}}',
  caseSensitive: 'Sensible à la casse (trou {{number}})',
  option: 'Option {{entry}} du trou {{number}}',
  rightOptionIs: 'L’option {{entry}} du trou {{number}} est la bonne',
  addOption: 'Ajouter une option au trou {{number}}',
  removeOption: 'Supprimer l’option {{entry}} du trou {{number}}',
  answersHint:
    'Un astérisque (*) correspond à n’importe quel texte ; les espaces avant, après et entre les mots sont ignorés.',
  rightAnswers: 'Bonnes réponses',
  rightAnswer: 'Trou {{number}} : {{answer}}',
  error_noGap: 'Ajoutez au moins un trou au texte.',
  error_gapNotOnce:
    'Chaque trou doit figurer une seule fois dans le texte : remettez ou supprimez les trous dont la marque manque ou se répète.',
  error_unknownMarker: 'Le texte contient une marque comme [[9]] pour un trou qui n’existe pas.',
  error_optionEmpty: 'Les options ne doivent pas être vides.',
  error_optionDuplicated: 'Les options ne doivent pas être en double.',
  error_fewOptions: 'Une liste déroulante demande au moins deux options.',
  error_answerEmpty: 'Les réponses acceptées ne doivent pas être vides.',
  error_answerDuplicated: 'Les réponses acceptées ne doivent pas être en double.',
} as const;
