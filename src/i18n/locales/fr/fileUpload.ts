/** French (fr): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Dépôt de fichier',
  handScored:
    'Les élèves répondent en envoyant un fichier (un compte rendu, une photo de leur démarche) ; un enseignant le note : la tentative affiche « À noter » tant que la réponse n’a pas de points.',
  kinds: 'Types de fichier acceptés',
  kindsHint:
    'Des extensions comme .pdf ou des types comme image/*, séparés par des virgules. Laissez vide pour accepter tout fichier.',
  anyKind: 'Tout type de fichier',
  maxSize: 'Fichier le plus lourd (Mo)',
  maxSizeHint: 'Au plus {{max}} Mo. Laissez vide pour {{max}} Mo.',
  maxFiles: 'Fichiers par réponse',
  instructions: 'Consignes pour les élèves',
  instructionsHint: 'Affichées à côté du sélecteur de fichier : quoi envoyer et comment.',
  limits: 'Limites',
  oneFile: 'Un fichier, jusqu’à {{size}}',
  manyFiles: 'Jusqu’à {{max}} fichiers, chacun jusqu’à {{size}}',
  error_badKind: 'Écrivez chaque type de fichier comme une extension (.pdf) ou un type (image/*).',
  error_tooManyKinds: 'Une question accepte au plus 20 types de fichier.',
  error_noImage: 'Une question de dessin a besoin d’une image : ajoutez-en une ci-dessus.',
  drawing: 'L’élève dessine sur l’image',
  drawingHint:
    'Les élèves dessinent sur l’image de la question avec quelques couleurs et épaisseurs de crayon ; le dessin est envoyé comme un fichier PNG, ou ils envoient une image à la place. La question doit avoir une image.',
  drawingKey: 'L’élève dessine sur l’image de la question ; le dessin est envoyé comme fichier PNG.',
  download: 'Télécharger {{name}} ({{size}})',
  downloadFailed: 'Impossible de télécharger le fichier. Réessayez.',
} as const;
