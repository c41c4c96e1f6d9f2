/**
 * What the language machine does outside itself (ADR 179): loads catalogs (one chunk per language and part),
 * saves a pick to the profile, keeps it in the browser, and sets the document's `lang` and `dir`. Zod-free: the
 * sign-in screen's first paint starts the machine; the profile call loads the API client when it is first made.
 */
import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import type { HttpClient } from '../../api/shared/http';
import {
  isUiLanguageCode,
  LANGUAGE_STORAGE_KEY,
  languageTag,
  uiLanguage,
  type UiLanguageCode,
} from '../../domain/shared/languages';

export { initialLanguage } from '../../domain/shared/languages';
import { loadCoreCatalog } from '../../i18n/loadCatalog';
import { languageMachine, type LanguageActor, type LoadedCatalogs } from './languageMachine';
import type { SessionActorRef } from './sessionMachine';

export async function loadCatalogs(code: UiLanguageCode, withAreas: boolean): Promise<LoadedCatalogs> {
  const [core, areas] = await Promise.all([
    loadCoreCatalog(code),
    withAreas ? import('../../i18n/loadAreasCatalog').then((m) => m.loadAreasCatalog(code)) : null,
  ]);
  return { core, areas };
}

export interface LanguageServiceDeps {
  readonly http: HttpClient;
  readonly storage: Pick<Storage, 'setItem'> | null;
  readonly root: HTMLElement | null;
  /** Says a pick could not be saved to the profile. */
  readonly notifyNotSaved: () => void;
}

export function applyLanguageToDocument(root: HTMLElement | null, code: UiLanguageCode): void {
  if (!root) return;
  root.lang = languageTag(code);
  root.dir = uiLanguage(code).dir;
}

export function createLanguageActor(
  code: UiLanguageCode,
  deps: LanguageServiceDeps,
  inspect?: ActorOptions<AnyActorLogic>['inspect'],
): LanguageActor {
  return createActor(
    languageMachine.provide({
      actors: {
        loadCatalogs: fromPromise(({ input }) => loadCatalogs(input.code, input.withAreas)),
        saveLanguage: fromPromise(async ({ input, signal }) => {
          const { saveProfileLanguage } = await import('../../api/session/auth');
          await saveProfileLanguage(deps.http, input.code, signal);
        }),
      },
      actions: {
        applyDocument: (_, { code: shown }) => applyLanguageToDocument(deps.root, shown),
        remember: (_, { code: picked }) => {
          try {
            deps.storage?.setItem(LANGUAGE_STORAGE_KEY, picked);
          } catch {
            // A browser that refuses storage still switches; the pick lasts for this page.
          }
        },
        notifyNotSaved: () => deps.notifyNotSaved(),
      },
    }),
    { input: { code }, ...(inspect ? { inspect } : {}) },
  ).start();
}

/**
 * Tells the language machine when a user signs in (with their profile's language) or out: on the edges only, so a
 * later change of the session's user object never undoes a pick. Returns the unsubscribe function.
 */
export function followSession(session: SessionActorRef, language: LanguageActor): () => void {
  let signedIn = false;
  const follow = (
    user: SessionActorRef extends { getSnapshot(): { context: { user: infer U } } } ? U : never,
  ) => {
    if (user && !signedIn) {
      signedIn = true;
      language.send({
        type: 'language.signedIn',
        code: isUiLanguageCode(user.language) ? user.language : null,
      });
    } else if (!user && signedIn) {
      signedIn = false;
      language.send({ type: 'language.signedOut' });
    }
  };
  const subscription = session.subscribe((snapshot) => follow(snapshot.context.user));
  follow(session.getSnapshot().context.user);
  return () => subscription.unsubscribe();
}
