/**
 * A form screen's actor (ADR 121, ADR 125): its form machine provided with what the screen gives it (the services
 * over the HTTP client, what a save says and where it goes next), started on the record's id, null for a new one.
 * The logic is provided again on each render: the machine's config stays the same, so the actor stays and only its
 * implementations follow.
 */
import { useActorRef } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';

/** What a screen makes its form's implementations with. */
export interface FormActorTools {
  readonly http: ReturnType<typeof useHttp>;
  readonly notifications: ReturnType<typeof useNotificationsActor>;
  /** Shows a notification: what a save says. */
  readonly notify: (kind: 'success' | 'error', message: string) => void;
  readonly navigate: ReturnType<typeof useLocation>[1];
  readonly t: TFunction;
}

export function useFormActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  id: number | null,
  implementations: (tools: FormActorTools) => Parameters<TMachine['provide']>[0],
): ActorRefFrom<TMachine> {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const notifications = useNotificationsActor();
  const notify: FormActorTools['notify'] = (kind, message) =>
    notifications.send({ type: 'notify.show', kind, message });
  const tools = { http: useHttp(), notifications, notify, navigate, t };
  const logic = machine.provide(implementations(tools));
  return useActorRef(logic, { input: { id }, ...useActorOptions() }) as ActorRefFrom<TMachine>;
}
