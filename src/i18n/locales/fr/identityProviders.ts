/** fr: the identityProviders area's strings, translated from src/i18n/en/identityProviders.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const identityProviders = {
  title: 'Fournisseurs d’identité',
  add: 'Ajouter un fournisseur d’identité',
  edit: 'Modifier le fournisseur d’identité',
  notFound: 'Ce fournisseur d’identité n’existe pas.',
  search: 'Rechercher par nom',
  name: 'Nom visible par les utilisateurs',
  nameHeader: 'Nom',
  institution: 'Établissement',
  chooseInstitution: 'Choisir un établissement…',
  issuer: 'Émetteur (issuer)',
  issuerHelp: 'L’adresse du fournisseur, p. ex. https://login.university.edu',
  clientId: 'ID client',
  redirectUri: 'URI de redirection',
  redirectUriHelp:
    'Enregistrez cette adresse auprès du fournisseur comme URI de redirection de cette console.',
  clientAuth: 'Authentification du client',
  clientAuthAuto: 'La première méthode indiquée par le fournisseur',
  clientAuthHelp:
    'Comment cette console s’identifie en échangeant le code de connexion : la méthode enregistrée auprès du fournisseur.',
  jwksUrl: 'URL des clés publiques (JWKS)',
  jwksUrlHelp:
    'Enregistrez cette adresse auprès du fournisseur comme jeu de clés de cette console pour private_key_jwt.',
  clientSecret: 'Secret client',
  secretStored: 'Un secret est enregistré. Laissez ce champ vide pour le conserver.',
  secretMissing: 'Fourni par le fournisseur lors de l’enregistrement de cette console.',
  emailDomains: 'Domaines de messagerie',
  emailDomainsHelp:
    'Les utilisateurs dont l’adresse e-mail se termine par l’un de ces domaines se connectent via ce fournisseur. Séparez-les par des virgules.',
  roles: 'Rôles des nouveaux utilisateurs',
  rolesHelp:
    'Les utilisateurs créés lors de leur première connexion reçoivent ces rôles. Aucun rôle d’administrateur n’est attribué ici.',
  roleCsUser: 'Enseignant',
  roleLtiUser: 'Enseignant avec LTI',
  enabled: 'Activé',
  status: 'Statut',
  statusEnabled: 'Activé',
  statusDisabled: 'Désactivé',
  actions: 'Actions',
  editOne: 'Modifier {{name}}',
  deleteOne: 'Supprimer {{name}}',
  deleteTitle: 'Supprimer le fournisseur d’identité',
  deleteText:
    'Supprimer {{name}} ? Ses utilisateurs conservent leur compte mais ne peuvent plus se connecter par son intermédiaire.',
  delete: 'Supprimer',
  cancel: 'Annuler',
  create: 'Créer',
  save: 'Enregistrer',
  back: 'Retour',
  created: 'Fournisseur d’identité créé avec succès',
  updated: 'Fournisseur d’identité mis à jour avec succès',
  updateFailed: 'Impossible de mettre à jour le fournisseur d’identité',
  deleted: 'Fournisseur d’identité supprimé avec succès',
  deleteFailed: 'Impossible de supprimer le fournisseur d’identité',
  empty: 'Aucun fournisseur d’identité trouvé !',
} as const satisfies AreasCatalog['identityProviders'];
