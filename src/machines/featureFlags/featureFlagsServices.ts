/** The Feature Flags area's real effects over src/api. */
import { fromPromise, sendParent } from 'xstate';
import { listFeatureFlags, setFeatureFlag } from '../../api/featureFlags/featureFlags';
import type { HttpClient } from '../../api/shared/http';
import { recordMachine, recordServices } from '../shared/recordMachine';
import type { FlagStates, ToggleFlagInput } from './featureFlagsMachine';

export function createFeatureFlagsServices(http: HttpClient) {
  return {
    flagsRecord: recordMachine.provide({
      ...recordServices((_: unknown, signal: AbortSignal) => listFeatureFlags(http, signal)),
      actions: {
        announceRecord: sendParent((_, params: { record: unknown }) => ({
          type: 'record.loaded',
          record: params.record,
        })),
      },
    }),
    loadFlags: fromPromise<FlagStates>(({ signal }) => listFeatureFlags(http, signal)),
    toggleFlag: fromPromise<FlagStates, ToggleFlagInput>(({ input, signal }) =>
      setFeatureFlag(http, input.key, input.enabled, input.version, signal),
    ),
  };
}
