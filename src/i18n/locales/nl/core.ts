/** Dutch (nl): the groups of the first paint, translated from src/i18n/enCore.ts. */
import type { CoreCatalog } from '../../catalogTypes';

export const core = {
  app: {
    name: 'Science Video-console',
    title: '{{screen}} · Science Video-console',
    loading: 'Laden',
    skipToContent: 'Naar inhoud gaan',
    language: 'Taal van de interface',
    languageNotSaved:
      'Je taal kon niet in je profiel worden opgeslagen; deze blijft bewaard in deze browser.',
  },
  signIn: {
    title: 'Inloggen voor beheerders',
    heading: 'Inloggen voor beheerders',
    audience: 'Medewerkers, docenten en klanten loggen allemaal hier in.',
    email: 'E-mail',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    submitting: 'Bezig met inloggen…',
    institution: 'Inloggen via je instelling',
    institutionRedirecting: 'Je wordt doorgestuurd naar je instelling…',
  },
  setPassword: {
    title: 'E-mailadres bevestigen',
    heading: 'E-mailadres bevestigen',
    intro: 'Rond je registratie af door een wachtwoord te kiezen.',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    password: 'Wachtwoord',
    repeatPassword: 'Wachtwoord herhalen',
    submit: 'E-mailadres bevestigen',
    submitting: 'Bezig met bevestigen…',
    backToSignIn: 'Terug naar inloggen',
  },
  shell: {
    mainNavigation: 'Hoofdnavigatie',
    drawer: 'Navigatiemenu',
    collapseSidebar: 'Zijbalk samenvouwen',
    expandSidebar: 'Zijbalk uitvouwen',
    openMenu: 'Navigatiemenu openen',
    closeMenu: 'Navigatiemenu sluiten',
    accountMenu: 'Accountmenu',
    signOut: 'Uitloggen',
    signOutBlockedTitle: 'Uitloggen is geblokkeerd',
    signOutBlockedText:
      'Er zijn niet-opgeslagen wijzigingen op deze pagina. Sla ze op of verwerp ze voordat je uitlogt.',
    signOutBlockedDismiss: 'Terug naar mijn wijzigingen',
    signOutAll: 'Uitloggen op alle apparaten',
    signOutAllFailedTitle: 'Niet uitgelogd op alle apparaten',
    signOutAllFailedText:
      'De server heeft het niet bevestigd, dus andere apparaten zijn mogelijk nog ingelogd. Hier ben je nog steeds ingelogd.',
    signOutAllRetry: 'Opnieuw proberen',
    signOutAllDismiss: 'Sluiten',
  },
  menu: {
    dashboard: 'Dashboard',
    methodsCollections: 'Methodecollecties',
    playlists: 'Afspeellijsten',
    lti: 'LTI',
    classes: 'Cursussen',
    usersManagement: 'Gebruikersbeheer',
    institutions: 'Instellingen',
    quizzes: 'Quizzen',
    banks: 'Vragenbanken',
    classProducts: 'Cursusproducten',
    adminClientHub: 'Klantenhub (beheer)',
    clientHubPlaylists: 'Afspeellijsten klantenhub',
    identityProviders: 'Identiteitsproviders',
    sponsors: 'Sponsors',
    frc: 'FRC',
    translations: 'Vertalingen',
    banner: 'Banner',
    publish: 'Publiceren',
    moengage: 'MoEngage',
    featureFlags: 'Functieschakelaars',
    access: 'Toegang',
    author: 'Auteur',
  },
  error: {
    title: 'Fout',
    heading: 'Oeps, er is iets misgegaan',
    refresh: 'Vernieuwen',
  },
  notifications: {
    region: 'Meldingen',
    close: 'Melding sluiten',
  },
  messages: {
    required: 'Dit veld is verplicht',
    passwordTooShort: 'Het wachtwoord is te kort: het moet minimaal 6 tekens lang zijn.',
    passwordsDoNotMatch: 'De wachtwoorden komen niet overeen',
    oops: 'Oeps, er is iets misgegaan',
    noQuizAccess: 'Je abonnement geeft geen toegang tot quizzen.',
    sessionExpired: 'Je sessie is verlopen. Log opnieuw in.',
    accessTypeLocked:
      'Het toegangstype kan niet meer worden gewijzigd zodra de quiz onder studenten is verspreid.',
    ssoExpired: 'Het inloggen via je instelling is verlopen of al gebruikt. Probeer het opnieuw.',
    ssoUnavailable: 'Inloggen via je instelling is niet beschikbaar voor dit e-mailadres.',
    ssoDenied: 'Je instelling heeft je niet ingelogd.',
    ssoUnverified: 'Je instelling heeft je e-mailadres niet bevestigd.',
    ssoNotAllowed: 'Dit account kan niet inloggen via je instelling. Log in met je wachtwoord.',
    ssoFailed: 'Inloggen via je instelling is mislukt. Probeer het opnieuw.',
    ssoOtherBrowser:
      'Deze aanmelding via je instelling is niet in deze browser gestart. Start hem hier opnieuw.',
    ssoConfirmWithPassword:
      'Er bestaat al een account met dit e-mailadres. Log hieronder één keer in met het wachtwoord ervan om het aan je instelling te koppelen; daarna logt je instelling je in.',
    ssoNotLinked:
      'Dit account is niet gekoppeld aan je instelling. Log in zoals je gewend bent, of vraag het je beheerder.',
    deadlinePassed:
      'De deadline van deze quiz is verstreken, dus de leerlingen kunnen hem niet meer maken. Verplaats eerst de deadline.',
    ltiConfirmWithPassword:
      'Er bestaat al een account met dit e-mailadres. Meld u hieronder één keer aan met het wachtwoord ervan om het aan uw cursusplatform te koppelen; open daarna het hulpmiddel opnieuw vanuit uw cursus en u wordt aangemeld.',
    ltiCodeInvalid:
      'Deze aanmelding vanuit je cursus is verlopen of al gebruikt. Open de tool opnieuw vanuit je cursus.',
  },
} as const satisfies CoreCatalog;
