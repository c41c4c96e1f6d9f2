/** German (de): the groups of the first paint, translated from src/i18n/enCore.ts. */
import type { CoreCatalog } from '../../catalogTypes';

export const core = {
  app: {
    name: 'Science-Video-Konsole',
    title: '{{screen}} · Science-Video-Konsole',
    loading: 'Wird geladen',
    skipToContent: 'Zum Inhalt springen',
    language: 'Sprache der Oberfläche',
    languageNotSaved:
      'Ihre Sprache konnte nicht in Ihrem Profil gespeichert werden; sie bleibt in diesem Browser erhalten.',
  },
  signIn: {
    title: 'Admin-Anmeldung',
    heading: 'Admin-Anmeldung',
    audience: 'Mitarbeitende, Lehrkräfte und Kunden melden sich alle hier an.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    institution: 'Über Ihre Institution anmelden',
    institutionRedirecting: 'Sie werden zu Ihrer Institution weitergeleitet…',
  },
  setPassword: {
    title: 'E-Mail-Adresse bestätigen',
    heading: 'E-Mail-Adresse bestätigen',
    intro: 'Schließen Sie Ihre Registrierung ab, indem Sie ein Passwort festlegen.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    password: 'Passwort',
    repeatPassword: 'Passwort wiederholen',
    submit: 'E-Mail-Adresse bestätigen',
    submitting: 'Wird bestätigt…',
    backToSignIn: 'Zurück zur Anmeldung',
  },
  shell: {
    mainNavigation: 'Hauptnavigation',
    drawer: 'Navigationsmenü',
    collapseSidebar: 'Seitenleiste einklappen',
    expandSidebar: 'Seitenleiste ausklappen',
    openMenu: 'Navigationsmenü öffnen',
    closeMenu: 'Navigationsmenü schließen',
    accountMenu: 'Kontomenü',
    signOut: 'Abmelden',
    signOutBlockedTitle: 'Abmelden nicht möglich',
    signOutBlockedText:
      'Auf dieser Seite gibt es ungespeicherte Änderungen. Speichern oder verwerfen Sie sie, bevor Sie sich abmelden.',
    signOutBlockedDismiss: 'Zurück zu meinen Änderungen',
    signOutAll: 'Auf allen Geräten abmelden',
    signOutAllFailedTitle: 'Nicht auf allen Geräten abgemeldet',
    signOutAllFailedText:
      'Der Server hat die Abmeldung nicht bestätigt, daher sind andere Geräte möglicherweise noch angemeldet. Hier sind Sie weiterhin angemeldet.',
    signOutAllRetry: 'Erneut versuchen',
    signOutAllDismiss: 'Schließen',
  },
  menu: {
    dashboard: 'Dashboard',
    methodsCollections: 'Methodensammlungen',
    playlists: 'Playlists',
    lti: 'LTI',
    classes: 'Kurse',
    usersManagement: 'Benutzerverwaltung',
    institutions: 'Institutionen',
    quizzes: 'Quizze',
    banks: 'Fragenpools',
    classProducts: 'Kursprodukte',
    adminClientHub: 'Admin-Client-Hub',
    clientHubPlaylists: 'Client-Hub-Playlists',
    identityProviders: 'Identitätsanbieter',
    sponsors: 'Sponsoren',
    frc: 'FRC',
    translations: 'Übersetzungen',
    banner: 'Banner',
    publish: 'Veröffentlichen',
    moengage: 'MoEngage',
    featureFlags: 'Feature-Flags',
    access: 'Zugriff',
    author: 'Autor',
  },
  error: {
    title: 'Fehler',
    heading: 'Hoppla, da ist etwas schiefgelaufen',
    refresh: 'Neu laden',
  },
  notifications: {
    region: 'Benachrichtigungen',
    close: 'Benachrichtigung schließen',
  },
  messages: {
    required: 'Dieses Feld ist erforderlich',
    passwordTooShort: 'Das Passwort ist zu kurz – es muss mindestens 6 Zeichen lang sein.',
    passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
    oops: 'Hoppla, da ist etwas schiefgelaufen',
    noQuizAccess: 'Ihr Abonnement umfasst keinen Zugriff auf Quizze.',
    sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    accessTypeLocked:
      'Die Zugriffsart kann nicht mehr geändert werden, sobald das Quiz an Studierende verteilt wurde.',
    ssoExpired:
      'Die Anmeldung über Ihre Institution ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
    ssoUnavailable: 'Die Anmeldung über Ihre Institution ist für diese E-Mail-Adresse nicht verfügbar.',
    ssoDenied: 'Ihre Institution hat Sie nicht angemeldet.',
    ssoUnverified: 'Ihre Institution hat Ihre E-Mail-Adresse nicht bestätigt.',
    ssoNotAllowed:
      'Dieses Konto kann sich nicht über Ihre Institution anmelden. Melden Sie sich mit Ihrem Passwort an.',
    ssoFailed: 'Die Anmeldung über Ihre Institution ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    ssoOtherBrowser:
      'Diese Anmeldung über Ihre Institution wurde nicht in diesem Browser begonnen. Bitte beginnen Sie sie hier erneut.',
    ssoConfirmWithPassword:
      'Ein Konto mit dieser E-Mail-Adresse gibt es bereits. Melden Sie sich unten einmal mit seinem Passwort an, um es mit Ihrer Institution zu verknüpfen; danach meldet Ihre Institution Sie an.',
    ssoNotLinked:
      'Dieses Konto ist nicht mit Ihrer Institution verknüpft. Melden Sie sich wie gewohnt an oder wenden Sie sich an Ihre Administration.',
    deadlinePassed:
      'Die Frist dieses Quiz ist abgelaufen, seine Lernenden könnten es nicht mehr bearbeiten. Verschieben Sie zuerst die Frist.',
    ltiConfirmWithPassword:
      'Ein Konto mit dieser E-Mail-Adresse gibt es bereits. Melden Sie sich unten einmal mit seinem Passwort an, um es mit Ihrer Kursplattform zu verknüpfen; öffnen Sie danach das Werkzeug erneut aus Ihrem Kurs, dann werden Sie angemeldet.',
    ltiCodeInvalid:
      'Diese Anmeldung aus Ihrem Kurs ist abgelaufen oder wurde bereits verwendet. Öffnen Sie das Tool erneut aus Ihrem Kurs.',
  },
} as const satisfies CoreCatalog;
