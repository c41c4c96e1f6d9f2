/**
 * The English catalog: every string the console shows. Other languages are more files of the same shape.
 * Texts quoted by the SPEC are verbatim.
 */
import { admins } from './en/admins';
import { delivery } from './en/delivery';
import { editor } from './en/editor';
import { list } from './en/list';
import { quiz } from './en/quiz';
import { site } from './en/site';

export const en = {
  quiz,
  list,
  app: {
    name: 'Science Video Console',
    title: '{{screen}} · Science Video Console',
    loading: 'Loading',
    skipToContent: 'Skip to content',
  },
  signIn: {
    title: 'Admin Sign In',
    heading: 'Admin Sign In',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign In',
    submitting: 'Signing in…',
  },
  setPassword: {
    title: 'Confirm email',
    heading: 'Confirm email',
    intro: 'Finish your registration by choosing a password.',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    repeatPassword: 'Repeat password',
    submit: 'Confirm email',
    submitting: 'Confirming…',
    backToSignIn: 'Back to sign in',
  },
  shell: {
    mainNavigation: 'Main navigation',
    drawer: 'Navigation menu',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    openMenu: 'Open navigation menu',
    closeMenu: 'Close navigation menu',
    accountMenu: 'Account menu',
    signOut: 'Sign out',
    signOutBlockedTitle: 'Sign out is blocked',
    signOutBlockedText: 'There are unsaved changes on this page. Save or discard them before you sign out.',
    signOutBlockedDismiss: 'Back to my changes',
  },
  dashboard: {
    title: 'Dashboard',
    greeting: 'Welcome, {{firstName}}',
    intro: 'Choose where to start:',
  },
  comingSoon: {
    text: 'The {{area}} area arrives in a later release of the console.',
    back: 'Back to the dashboard',
  },
  menu: {
    dashboard: 'Dashboard',
    methodsCollections: 'Methods Collections',
    playlists: 'Playlists',
    lti: 'LTI',
    classes: 'Classes',
    usersManagement: 'Users Management',
    institutions: 'Institutions',
    quizzes: 'Quizzes',
    classProducts: 'Class Products',
    adminClientHub: 'Admin Client Hub',
    clientHubPlaylists: 'Client Hub Playlists',
    identityProviders: 'Identity Providers',
    sponsors: 'Sponsors',
    frc: 'FRC',
    translations: 'Translations',
    banner: 'Banner',
    publish: 'Publish',
    moengage: 'MoEngage',
    featureFlags: 'Feature Flags',
    access: 'Access',
    author: 'Author',
  },
  error: {
    title: 'Error',
    heading: 'Oops, something went wrong',
    refresh: 'Refresh',
  },
  notifications: {
    region: 'Notifications',
    close: 'Close notification',
  },
  delivery,
  admins,
  editor,
  site,
  /** Messages produced by rules and machines, keyed by their name in src/domain/messages.ts. */
  messages: {
    required: 'This field is required',
    passwordTooShort: 'Password is too short - should be 6 chars minimum.',
    passwordsDoNotMatch: 'Passwords do not match',
    oops: 'Oops, something went wrong',
    noQuizAccess: 'You have no access to quizzes based on your subscription level.',
    sessionExpired: 'Your session has expired. Please sign in again.',
  },
} as const;

/** The shape every language file fills in. */
export type Catalog = {
  readonly [Group in keyof typeof en]: { readonly [Key in keyof (typeof en)[Group]]: string };
};
