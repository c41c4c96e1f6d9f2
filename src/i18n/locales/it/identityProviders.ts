/** it: the identityProviders area's strings, translated from src/i18n/en/identityProviders.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const identityProviders = {
  title: 'Provider di identità',
  add: 'Aggiungi provider di identità',
  edit: 'Modifica provider di identità',
  notFound: 'Questo provider di identità non esiste.',
  search: 'Cerca per nome',
  name: 'Nome visibile agli utenti',
  nameHeader: 'Nome',
  institution: 'Istituto',
  chooseInstitution: 'Scegli un istituto…',
  issuer: 'Emittente (issuer)',
  issuerHelp: 'L’indirizzo del provider, ad es. https://login.university.edu',
  clientId: 'ID client',
  redirectUri: 'URI di reindirizzamento',
  redirectUriHelp:
    'Registra questo indirizzo presso il provider come URI di reindirizzamento di questa console.',
  clientAuth: 'Autenticazione del client',
  clientAuthAuto: 'Il primo metodo indicato dal fornitore',
  clientAuthHelp:
    'Come questa console si identifica quando scambia il codice di accesso: il metodo registrato presso il fornitore.',
  jwksUrl: 'URL delle chiavi pubbliche (JWKS)',
  jwksUrlHelp:
    'Registri questo indirizzo presso il fornitore come insieme di chiavi di questa console per private_key_jwt.',
  clientSecret: 'Segreto client',
  secretStored: 'È memorizzato un segreto. Lascia vuoto questo campo per mantenerlo.',
  secretMissing: 'Fornito dal provider quando questa console è stata registrata presso di esso.',
  emailDomains: 'Domini e-mail',
  emailDomainsHelp:
    'Gli utenti la cui e-mail termina con uno di questi domini accedono tramite questo provider. Separali con virgole.',
  roles: 'Ruoli dei nuovi utenti',
  rolesHelp:
    'Gli utenti creati al primo accesso ricevono questi ruoli. Qui non vengono mai assegnati ruoli di amministratore.',
  roleCsUser: 'Docente',
  roleLtiUser: 'Docente con LTI',
  enabled: 'Attivo',
  status: 'Stato',
  statusEnabled: 'Attivo',
  statusDisabled: 'Disattivato',
  actions: 'Azioni',
  editOne: 'Modifica {{name}}',
  deleteOne: 'Elimina {{name}}',
  deleteTitle: 'Elimina provider di identità',
  deleteText:
    'Eliminare {{name}}? I suoi utenti conservano gli account ma non possono più accedere tramite esso.',
  delete: 'Elimina',
  cancel: 'Annulla',
  create: 'Crea',
  save: 'Salva',
  back: 'Indietro',
  created: 'Provider di identità creato correttamente',
  updated: 'Provider di identità aggiornato correttamente',
  updateFailed: 'Impossibile aggiornare il provider di identità',
  deleted: 'Provider di identità eliminato correttamente',
  deleteFailed: 'Impossibile eliminare il provider di identità',
  empty: 'Nessun provider di identità trovato!',
} as const satisfies AreasCatalog['identityProviders'];
