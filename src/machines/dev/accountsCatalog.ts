/** Signing in and the accounts around it: the session, the interface language, admins, identity providers, institutions, LTI, the user's own access, and the inspector itself. Part of the machine catalog (machineCatalog.ts). */
import type { CatalogEntry } from './diagram';
import { identityProviderFormMachine } from '../identityProviders/identityProviderFormMachine';
import { institutionSignInMachine } from '../session/institutionSignInMachine';
import { institutionFormMachine } from '../institutions/institutionFormMachine';
import { institutionSearchMachine } from '../institutions/institutionSearchMachine';
import { invitationsMachine } from '../admins/invitationsMachine';
import { userActionsMachine } from '../admins/userActionsMachine';
import { sessionMachine } from '../session/sessionMachine';
import { inspectorMachine } from './inspectorMachine';
import { languageMachine } from '../session/languageMachine';
import { ltiToolMachine } from '../lti/ltiToolMachine';
import { ltiScoreSendsMachine } from '../lti/ltiScoreSendsMachine';
import { ltiPlatformFormMachine } from '../lti/ltiPlatformFormMachine';
import { ltiRegistrationLinkFormMachine } from '../lti/ltiRegistrationLinkFormMachine';
import { deepLinkMachine } from '../lti/deepLinkMachine';
import { moengageSettingsMachine } from '../moengage/moengageSettingsMachine';
import { moengageDeliveriesMachine } from '../moengage/moengageDeliveriesMachine';
import { accessSectionsMachine } from '../access/accessSectionsMachine';
import { sectionChildrenMachine } from '../access/sectionChildrenMachine';

export const ACCOUNTS_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'language',
    folder: 'session',
    summary:
      "The interface language: starts with the browser's choice, follows the profile after sign-in, loads a picked language's catalog before switching text and direction together, and saves the pick to the profile.",
    machine: languageMachine,
  },
  {
    name: 'invitations',
    folder: 'admins',
    summary:
      'Users Management: invite an admin by e-mail with roles (checked before sending; server field errors and 409 under the fields), copy the set-password link or select it, list pending invitations, send one again with a new link.',
    machine: invitationsMachine,
  },
  {
    name: 'userActions',
    folder: 'admins',
    summary:
      "A Users management row's actions (ADR 245): change roles in a dialog, deactivate or reactivate after a confirmation, mark or unmark internal staff; each saved on the listed version, the list read again after; a change someone made first closes the dialog with a notice, a refusal stays in it.",
    machine: userActionsMachine,
  },
  {
    name: 'identityProviderForm',
    folder: 'identityProviders',
    summary:
      'Add and Edit Identity provider on the one form lifecycle (ADR 182): loads the provider and the institutions, the secret is write-only (blank keeps it, a new provider needs one), a save goes back to the list.',
    machine: identityProviderFormMachine,
  },
  {
    name: 'institutionSignIn',
    folder: 'session',
    summary:
      "'Sign in with your institution' on the sign-in screen (ADR 182): asks, debounced and once per domain, whether the typed e-mail's domain has an enabled provider; the button sends the browser to the start address.",
    machine: institutionSignInMachine,
  },
  {
    name: 'institutionForm',
    folder: 'institutions',
    summary:
      "New Institution and an institution's page on the one form lifecycle: title, approval, product, feature, subscriptions, e-mail domain rows edited by the domain's reducer, subscription and trial end; create goes to the new institution's page, Reload or Keep mine on a stale save.",
    machine: institutionFormMachine,
  },
  {
    name: 'institutionSearch',
    folder: 'institutions',
    summary:
      'The searchable institution picker (ADR 271): the first institutions by title at once, then, a moment after each keystroke, those whose title contains what is typed; a failed search waits for Retry. The form holding the picker keeps the choice.',
    machine: institutionSearchMachine,
  },
  {
    name: 'session',
    folder: 'session',
    summary:
      'The one long-lived actor: checks the stored session, signs in, finishes an invited registration, holds sign out while a screen has unsaved changes, and signs out when the session expires.',
    machine: sessionMachine,
  },
  {
    name: 'inspector',
    folder: 'dev',
    summary:
      'The development inspector panel (development builds only): records the running actors from inspection events, which one is selected, and where the panel is docked and how large.',
    machine: inspectorMachine,
  },
  {
    name: 'ltiTool',
    folder: 'lti',
    summary:
      "The LTI tool's own addresses and public key set, read by its record child (ADR 191) for the LMS administrator to copy; a copied value says so for a moment (ADR 183).",
    machine: ltiToolMachine,
  },
  {
    name: 'ltiScoreSends',
    folder: 'lti',
    summary:
      'The scores the LMS kept refusing, read by its record child (ADR 191), each with Resend; a resend reads the list again and says whether the score is on its way (ADR 256).',
    machine: ltiScoreSendsMachine,
  },
  {
    name: 'ltiPlatformForm',
    folder: 'lti',
    summary:
      'Add or edit an LTI platform registration in a dialog: reads the institutions (and the registration), checks the values, closes on save (ADR 183).',
    machine: ltiPlatformFormMachine,
  },
  {
    name: 'ltiRegistrationLinkForm',
    folder: 'lti',
    summary:
      'Make a one-time LTI Dynamic Registration link in a dialog: checks the institution, makes the link and shows it until closed (ADR 386).',
    machine: ltiRegistrationLinkFormMachine,
  },
  {
    name: 'deepLink',
    folder: 'lti',
    summary:
      'Deep Linking: an instructor sent by their course picks one of their quizzes; the signed answer goes back to the course through a page that posts it (ADR 183).',
    machine: deepLinkMachine,
  },
  {
    name: 'moengageSettings',
    folder: 'moengage',
    summary:
      'The MoEngage connection settings on the form lifecycle: created by the first save, then saved on their version (409: Reload or Keep mine); an empty key keeps the stored one (ADR 347).',
    machine: moengageSettingsMachine,
  },
  {
    name: 'moengageDeliveries',
    folder: 'moengage',
    summary:
      'The MoEngage delivery log, read by its record child (ADR 191), and Test connection: one call to MoEngage, then the log is read again and the answer shown (ADR 347).',
    machine: moengageDeliveriesMachine,
  },
  {
    name: 'accessSections',
    folder: 'access',
    summary:
      "The /access screen's sections the user has opened: the first opening starts the read of the section's children, closing keeps them, opening a failed one tries again (ADR 288).",
    machine: accessSectionsMachine,
  },
  {
    name: 'sectionChildren',
    folder: 'access',
    summary:
      "One section's child sections on /access: read through the local cache (CACHE_HOURS, ADR 265), kept once loaded, failed with Try again (ADR 288).",
    machine: sectionChildrenMachine,
  },
];
