/** A started language machine for tests: real catalogs, no storage, no document, saves refused unless given. */
import type { HttpClient } from '../../src/api/shared/http';
import type { UiLanguageCode } from '../../src/domain/shared/languages';
import type { LanguageActor } from '../../src/machines/session/languageMachine';
import { createLanguageActor, followSession } from '../../src/machines/session/languageServices';
import type { SessionActorRef } from '../../src/machines/session/sessionMachine';

export function createTestLanguage(
  options: {
    readonly code?: UiLanguageCode;
    readonly http?: HttpClient;
    readonly session?: SessionActorRef;
    readonly root?: HTMLElement | null;
    readonly storage?: Storage | null;
  } = {},
): LanguageActor {
  const language = createLanguageActor(options.code ?? 'en', {
    http: options.http ?? ({} as HttpClient),
    storage: options.storage ?? null,
    root: options.root ?? null,
    notifyNotSaved: () => {},
  });
  if (options.session) followSession(options.session, language);
  return language;
}
