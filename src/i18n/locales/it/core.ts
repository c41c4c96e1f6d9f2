/** Italian (it): the groups of the first paint, translated from src/i18n/enCore.ts. */
import type { CoreCatalog } from '../../catalogTypes';

export const core = {
  app: {
    name: 'Science Video Console',
    title: '{{screen}} · Science Video Console',
    loading: 'Caricamento',
    skipToContent: 'Vai al contenuto',
    language: 'Lingua dell’interfaccia',
    languageNotSaved:
      'Non è stato possibile salvare la lingua nel tuo profilo; resta memorizzata in questo browser.',
  },
  signIn: {
    title: 'Accesso amministratori',
    heading: 'Accesso amministratori',
    audience: 'Personale, docenti e clienti accedono tutti da qui.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Accedi',
    submitting: 'Accesso in corso…',
    institution: 'Accedi con il tuo istituto',
    institutionRedirecting: 'Ti stiamo portando al tuo istituto…',
  },
  setPassword: {
    title: 'Conferma e-mail',
    heading: 'Conferma e-mail',
    intro: 'Scegli una password per completare la registrazione.',
    firstName: 'Nome',
    lastName: 'Cognome',
    password: 'Password',
    repeatPassword: 'Ripeti la password',
    submit: 'Conferma e-mail',
    submitting: 'Conferma in corso…',
    backToSignIn: 'Torna all’accesso',
  },
  shell: {
    mainNavigation: 'Navigazione principale',
    drawer: 'Menu di navigazione',
    collapseSidebar: 'Comprimi barra laterale',
    expandSidebar: 'Espandi barra laterale',
    openMenu: 'Apri menu di navigazione',
    closeMenu: 'Chiudi menu di navigazione',
    accountMenu: 'Menu account',
    signOut: 'Esci',
    signOutBlockedTitle: 'Impossibile uscire',
    signOutBlockedText:
      'In questa pagina ci sono modifiche non salvate. Salvale o annullale prima di uscire.',
    signOutBlockedDismiss: 'Torna alle modifiche',
    signOutAll: 'Esci da tutti i dispositivi',
    signOutAllFailedTitle: 'Uscita da tutti i dispositivi non confermata',
    signOutAllFailedText:
      'Il server non l’ha confermata, quindi altri dispositivi potrebbero avere ancora l’accesso attivo. Su questo dispositivo l’accesso resta attivo.',
    signOutAllRetry: 'Riprova',
    signOutAllDismiss: 'Chiudi',
  },
  menu: {
    dashboard: 'Dashboard',
    methodsCollections: 'Raccolte di metodi',
    playlists: 'Playlist',
    lti: 'LTI',
    classes: 'Classi',
    usersManagement: 'Gestione utenti',
    institutions: 'Istituti',
    quizzes: 'Quiz',
    banks: 'Banche di domande',
    classProducts: 'Prodotti per le classi',
    adminClientHub: 'Area clienti (admin)',
    clientHubPlaylists: 'Playlist dell’area clienti',
    identityProviders: 'Provider di identità',
    sponsors: 'Sponsor',
    frc: 'FRC',
    translations: 'Traduzioni',
    banner: 'Banner',
    publish: 'Pubblicazione',
    moengage: 'MoEngage',
    featureFlags: 'Funzionalità',
    access: 'Accesso',
    author: 'Autore',
  },
  error: {
    title: 'Errore',
    heading: 'Si è verificato un problema',
    refresh: 'Aggiorna',
  },
  notifications: {
    region: 'Notifiche',
    close: 'Chiudi notifica',
  },
  messages: {
    required: 'Campo obbligatorio',
    passwordTooShort: 'La password è troppo corta: deve avere almeno 6 caratteri.',
    passwordsDoNotMatch: 'Le password non coincidono',
    oops: 'Si è verificato un problema',
    noQuizAccess: 'Il tuo abbonamento non include l’accesso ai quiz.',
    sessionExpired: 'La sessione è scaduta. Accedi di nuovo.',
    accessTypeLocked:
      'Il tipo di accesso non può essere modificato dopo che il quiz è stato distribuito agli studenti.',
    ssoExpired: 'L’accesso con il tuo istituto è scaduto o è già stato usato. Riprova.',
    ssoUnavailable: 'L’accesso con il tuo istituto non è disponibile per questo indirizzo e-mail.',
    ssoDenied: 'Il tuo istituto non ti ha fatto accedere.',
    ssoUnverified: 'Il tuo istituto non ha confermato il tuo indirizzo e-mail.',
    ssoNotAllowed: 'Questo account non può accedere tramite il tuo istituto. Accedi con la tua password.',
    ssoFailed: 'L’accesso con il tuo istituto non è riuscito. Riprova.',
    ssoOtherBrowser:
      'Questo accesso con il tuo istituto non è stato avviato in questo browser. Riavvialo da qui.',
    ssoConfirmWithPassword:
      'Esiste già un account con questo indirizzo e-mail. Accedi qui sotto una volta con la sua password per collegarlo al tuo istituto; da allora sarà il tuo istituto a farti accedere.',
    ssoNotLinked:
      'Questo account non è collegato al tuo istituto. Accedi come fai di solito o chiedi al tuo amministratore.',
    deadlinePassed:
      'La scadenza di questo quiz è passata, quindi gli studenti non potrebbero più svolgerlo. Sposta prima la scadenza.',
    ltiConfirmWithPassword:
      'Esiste già un account con questo indirizzo e-mail. Accedi qui sotto una volta con la sua password per collegarlo alla piattaforma del tuo corso; poi riapri lo strumento dal tuo corso e accederai.',
    ltiCodeInvalid:
      'Questo accesso dal tuo corso è scaduto o è già stato usato. Apri di nuovo lo strumento dal tuo corso.',
  },
} as const satisfies CoreCatalog;
