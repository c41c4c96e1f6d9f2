/** French (fr): the groups of the first paint, translated from src/i18n/enCore.ts. */
import type { CoreCatalog } from '../../catalogTypes';

export const core = {
  app: {
    name: 'Science Video Console',
    title: '{{screen}} · Science Video Console',
    loading: 'Chargement',
    skipToContent: 'Aller au contenu',
    language: 'Langue de l’interface',
    languageNotSaved:
      'Impossible d’enregistrer votre langue dans votre profil ; elle est conservée dans ce navigateur.',
  },
  signIn: {
    title: 'Connexion administrateur',
    heading: 'Connexion administrateur',
    audience: 'Le personnel, les enseignants et les clients se connectent tous ici.',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    institution: 'Se connecter avec votre établissement',
    institutionRedirecting: 'Redirection vers votre établissement…',
  },
  setPassword: {
    title: 'Confirmer l’e-mail',
    heading: 'Confirmer l’e-mail',
    intro: 'Choisissez un mot de passe pour finaliser votre inscription.',
    firstName: 'Prénom',
    lastName: 'Nom',
    password: 'Mot de passe',
    repeatPassword: 'Confirmer le mot de passe',
    submit: 'Confirmer l’e-mail',
    submitting: 'Confirmation…',
    backToSignIn: 'Retour à la connexion',
  },
  shell: {
    mainNavigation: 'Navigation principale',
    drawer: 'Menu de navigation',
    collapseSidebar: 'Réduire la barre latérale',
    expandSidebar: 'Développer la barre latérale',
    openMenu: 'Ouvrir le menu de navigation',
    closeMenu: 'Fermer le menu de navigation',
    accountMenu: 'Menu du compte',
    signOut: 'Se déconnecter',
    signOutBlockedTitle: 'Déconnexion impossible',
    signOutBlockedText:
      'Cette page contient des modifications non enregistrées. Enregistrez-les ou abandonnez-les avant de vous déconnecter.',
    signOutBlockedDismiss: 'Revenir à mes modifications',
    signOutAll: 'Se déconnecter de tous les appareils',
    signOutAllFailedTitle: 'Déconnexion de tous les appareils non confirmée',
    signOutAllFailedText:
      'Le serveur ne l’a pas confirmée : d’autres appareils sont peut-être encore connectés. Cette session-ci reste ouverte.',
    signOutAllRetry: 'Réessayer',
    signOutAllDismiss: 'Fermer',
  },
  menu: {
    dashboard: 'Tableau de bord',
    methodsCollections: 'Collections de méthodes',
    playlists: 'Playlists',
    lti: 'LTI',
    classes: 'Classes',
    usersManagement: 'Gestion des utilisateurs',
    institutions: 'Établissements',
    quizzes: 'Quiz',
    banks: 'Banques de questions',
    classProducts: 'Produits pour les classes',
    adminClientHub: 'Espace client (admin)',
    clientHubPlaylists: 'Playlists de l’espace client',
    identityProviders: 'Fournisseurs d’identité',
    sponsors: 'Sponsors',
    frc: 'FRC',
    translations: 'Traductions',
    banner: 'Bannière',
    publish: 'Publication',
    moengage: 'MoEngage',
    featureFlags: 'Fonctionnalités',
    access: 'Accès',
    author: 'Auteur',
  },
  error: {
    title: 'Erreur',
    heading: 'Un problème est survenu',
    refresh: 'Actualiser',
  },
  notifications: {
    region: 'Notifications',
    close: 'Fermer la notification',
  },
  messages: {
    required: 'Ce champ est obligatoire',
    passwordTooShort: 'Mot de passe trop court : 6 caractères minimum.',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
    oops: 'Un problème est survenu',
    noQuizAccess: 'Votre abonnement ne vous donne pas accès aux quiz.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    accessTypeLocked: 'Le type d’accès ne peut plus être modifié une fois le quiz distribué aux étudiants.',
    ssoExpired: 'La connexion avec votre établissement a expiré ou a déjà été utilisée. Veuillez réessayer.',
    ssoUnavailable: 'La connexion avec votre établissement n’est pas disponible pour cette adresse e-mail.',
    ssoDenied: 'Votre établissement ne vous a pas connecté.',
    ssoUnverified: 'Votre établissement n’a pas confirmé votre adresse e-mail.',
    ssoNotAllowed:
      'Ce compte ne peut pas se connecter via votre établissement. Connectez-vous avec votre mot de passe.',
    ssoFailed: 'La connexion avec votre établissement a échoué. Veuillez réessayer.',
    ssoOtherBrowser:
      'Cette connexion avec votre établissement n’a pas été commencée dans ce navigateur. Veuillez la recommencer ici.',
    ssoConfirmWithPassword:
      'Un compte existe déjà avec cette adresse e-mail. Connectez-vous une fois ci-dessous avec son mot de passe pour le lier à votre établissement ; ensuite, votre établissement vous connectera.',
    ssoNotLinked:
      'Ce compte n’est pas lié à votre établissement. Connectez-vous comme d’habitude ou adressez-vous à votre administrateur.',
    deadlinePassed:
      "La date limite de ce quiz est passée : ses élèves ne pourraient plus le faire. Repoussez d'abord la date limite.",
    ltiConfirmWithPassword:
      'Un compte avec cette adresse e-mail existe déjà. Connectez-vous ci-dessous une fois avec son mot de passe pour le lier à la plateforme de votre cours ; ensuite, rouvrez l’outil depuis votre cours et vous serez connecté.',
    ltiCodeInvalid:
      'Cette connexion depuis votre cours a expiré ou a déjà été utilisée. Ouvrez à nouveau l’outil depuis votre cours.',
  },
} as const satisfies CoreCatalog;
