/** Spanish (es): the groups of the first paint, translated from src/i18n/enCore.ts. */
import type { CoreCatalog } from '../../catalogTypes';

export const core = {
  app: {
    name: 'Science Video Console',
    title: '{{screen}} · Science Video Console',
    loading: 'Cargando',
    skipToContent: 'Saltar al contenido',
    language: 'Idioma de la interfaz',
    languageNotSaved: 'No se ha podido guardar el idioma en su perfil; se conserva en este navegador.',
  },
  signIn: {
    title: 'Inicio de sesión de administrador',
    heading: 'Inicio de sesión de administrador',
    audience: 'El personal, los instructores y los clientes inician sesión aquí.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    institution: 'Iniciar sesión con tu institución',
    institutionRedirecting: 'Te estamos llevando a tu institución…',
  },
  setPassword: {
    title: 'Confirmar correo electrónico',
    heading: 'Confirmar correo electrónico',
    intro: 'Elija una contraseña para completar el registro.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    password: 'Contraseña',
    repeatPassword: 'Repita la contraseña',
    submit: 'Confirmar correo',
    submitting: 'Confirmando…',
    backToSignIn: 'Volver al inicio de sesión',
  },
  shell: {
    mainNavigation: 'Navegación principal',
    drawer: 'Menú de navegación',
    collapseSidebar: 'Contraer barra lateral',
    expandSidebar: 'Expandir barra lateral',
    openMenu: 'Abrir menú de navegación',
    closeMenu: 'Cerrar menú de navegación',
    accountMenu: 'Menú de la cuenta',
    signOut: 'Cerrar sesión',
    signOutBlockedTitle: 'No se puede cerrar la sesión',
    signOutBlockedText:
      'Hay cambios sin guardar en esta página. Guárdelos o descártelos antes de cerrar la sesión.',
    signOutBlockedDismiss: 'Volver a mis cambios',
    signOutAll: 'Cerrar sesión en todos los dispositivos',
    signOutAllFailedTitle: 'No se ha cerrado la sesión en todos los dispositivos',
    signOutAllFailedText:
      'El servidor no lo ha confirmado, así que es posible que otros dispositivos sigan con la sesión iniciada. En este dispositivo su sesión sigue abierta.',
    signOutAllRetry: 'Reintentar',
    signOutAllDismiss: 'Cerrar',
  },
  menu: {
    dashboard: 'Panel',
    methodsCollections: 'Colecciones de métodos',
    playlists: 'Listas de reproducción',
    lti: 'LTI',
    classes: 'Clases',
    usersManagement: 'Gestión de usuarios',
    institutions: 'Instituciones',
    quizzes: 'Cuestionarios',
    banks: 'Bancos de preguntas',
    classProducts: 'Productos para clases',
    adminClientHub: 'Portal de clientes (admin)',
    clientHubPlaylists: 'Listas de reproducción del portal de clientes',
    identityProviders: 'Proveedores de identidad',
    sponsors: 'Patrocinadores',
    frc: 'FRC',
    translations: 'Traducciones',
    banner: 'Banner',
    publish: 'Publicación',
    moengage: 'MoEngage',
    featureFlags: 'Funcionalidades',
    access: 'Acceso',
    author: 'Autor',
  },
  error: {
    title: 'Error',
    heading: 'Se ha producido un error',
    refresh: 'Actualizar',
  },
  notifications: {
    region: 'Notificaciones',
    close: 'Cerrar notificación',
  },
  messages: {
    required: 'Este campo es obligatorio',
    passwordTooShort: 'La contraseña es demasiado corta: debe tener al menos 6 caracteres.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    oops: 'Se ha producido un error',
    noQuizAccess: 'Su nivel de suscripción no incluye acceso a los cuestionarios.',
    sessionExpired: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    accessTypeLocked:
      'El tipo de acceso no se puede cambiar una vez distribuido el cuestionario a los estudiantes.',
    ssoExpired: 'El inicio de sesión con tu institución caducó o ya se utilizó. Inténtalo de nuevo.',
    ssoUnavailable:
      'El inicio de sesión con tu institución no está disponible para esta dirección de correo electrónico.',
    ssoDenied: 'Tu institución no inició tu sesión.',
    ssoUnverified: 'Tu institución no confirmó tu dirección de correo electrónico.',
    ssoNotAllowed:
      'Esta cuenta no puede iniciar sesión a través de tu institución. Inicia sesión con tu contraseña.',
    ssoFailed: 'No se pudo iniciar sesión con tu institución. Inténtalo de nuevo.',
    ssoOtherBrowser:
      'Este inicio de sesión con tu institución no se empezó en este navegador. Vuelve a empezarlo aquí.',
    ssoConfirmWithPassword:
      'Ya existe una cuenta con esta dirección de correo electrónico. Inicia sesión abajo una vez con su contraseña para vincularla a tu institución; después, tu institución iniciará tu sesión.',
    ssoNotLinked:
      'Esta cuenta no está vinculada a tu institución. Inicia sesión como sueles hacerlo o pide ayuda a tu administrador.',
    deadlinePassed:
      'La fecha límite de este cuestionario ya pasó, así que sus estudiantes ya no podrían hacerlo. Cambia primero la fecha límite.',
    ltiConfirmWithPassword:
      'Ya existe una cuenta con esta dirección de correo electrónico. Inicie sesión abajo con su contraseña una vez para vincularla a la plataforma de su curso; después, vuelva a abrir la herramienta desde su curso y se iniciará su sesión.',
    ltiCodeInvalid:
      'Este inicio de sesión desde su curso ha caducado o ya se usó. Abra la herramienta de nuevo desde su curso.',
  },
} as const satisfies CoreCatalog;
