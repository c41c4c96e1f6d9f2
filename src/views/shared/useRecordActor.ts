/**
 * A record screen's actor: the shared record machine provided with the screen's read (its services'
 * `recordServices(fetch)`), started with the request (ADR 191).
 */
import { useActorRef } from '@xstate/react';
import {
  recordMachine,
  type RecordActorRef,
  type RecordInput,
  type recordServices,
} from '../../machines/shared/recordMachine';
import { useActorOptions } from '../AppContext';

export function useRecordActor(
  services: ReturnType<typeof recordServices>,
  input: RecordInput = {},
): RecordActorRef {
  return useActorRef(recordMachine.provide(services), { input, ...useActorOptions() });
}
