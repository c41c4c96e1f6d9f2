/**
 * What the composition root hands to every screen: the long-lived actors, the route prefix, the inspector and the
 * one side effect a view may cause outside React (a full page load).
 */
import { createContext, useContext } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import type { HttpClient } from '../api/shared/http';
import type { LocalCache } from '../api/shared/localCache';
import { systemClock, type Clock } from '../machines/shared/clock';
import type { LanguageActor } from '../machines/session/languageMachine';
import type { NotificationsActorRef } from '../machines/shared/notificationsMachine';
import type { SessionActorRef } from '../machines/session/sessionMachine';

export type InspectOption = ActorOptions<AnyActorLogic>['inspect'];

export interface AppServices {
  readonly session: SessionActorRef;
  readonly notifications: NotificationsActorRef;
  /** The interface language and its loaded catalogs (ADR 179). */
  readonly language: LanguageActor;
  /**
   * The authenticated HTTP client. Views never call it: they hand it to a machine's services factory
   * (`src/machines/*Services.ts`) whose actors the screen's machine is provided with.
   */
  readonly http: HttpClient;
  /** Path prefix the console is served under, without a trailing slash, e.g. `/admin`. */
  readonly routePrefix: string;
  /**
   * Development builds: the machine inspector panel, and the Stately inspector with `?inspect` (ADR 112); pass it
   * to `useActorRef`.
   */
  readonly inspect?: InspectOption;
  /** The current time the screens' machines are started with; the real clock unless a test gives one. */
  readonly clock?: Clock;
  /** A full page load of `href` (the error screen's Refresh). */
  readonly reload: (href: string) => void;
  /**
   * What SPEC caches locally (the section list), for config.json's `cacheHours` (ADR 265); screens hand it to their
   * services as they do the HTTP client. Absent: nothing is cached.
   */
  readonly localCache?: LocalCache;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp must be used inside <AppContext.Provider>');
  return services;
}

export const useSessionActor = () => useApp().session;
export const useNotificationsActor = () => useApp().notifications;
export const useLanguageActor = () => useApp().language;
export const useHttp = () => useApp().http;
/** Actor options for a screen's own actor: `useActorRef(machine, { input, ...useActorOptions() })`. */
export function useActorOptions(): { inspect?: InspectOption } {
  const { inspect } = useApp();
  return inspect ? { inspect } : {};
}
/** The clock to start a screen's machine with (its rules read the time from it). */
export const useClock = (): Clock => useApp().clock ?? systemClock;
