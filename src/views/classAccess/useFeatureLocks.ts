/**
 * The caller's locked features for one screen (ADR 345, 355): the screen's own actor reads them once; a failed read
 * locks nothing here, and the server still refuses what the grants lock, with the same reason.
 *
 * @publicModule the quiz lists, question banks, LTI platforms and the AI dialog show their feature's lock with it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { Feature, FeatureLock } from '../../domain/classAccess/classAccess';
import { createFeatureLocksServices } from '../../machines/classAccess/classAccessServices';
import { featureLocksMachine, selectFeatureLocks } from '../../machines/classAccess/featureLocksMachine';
import { useActorOptions, useHttp } from '../AppContext';

export function useFeatureLocks(): readonly FeatureLock[] {
  const http = useHttp();
  return useSelector(
    useActorRef(featureLocksMachine.provide({ actors: createFeatureLocksServices(http) }), useActorOptions()),
    selectFeatureLocks,
  );
}

/** The feature's lock among those read, or null while it is open. */
export const lockOf = (locks: readonly FeatureLock[], feature: Feature): FeatureLock | null =>
  locks.find((lock) => lock.feature === feature) ?? null;
