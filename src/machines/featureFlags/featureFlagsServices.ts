/** The Feature Flags area's real effects over src/api. */
import { fromPromise } from 'xstate';
import { listFeatureFlags, setFeatureFlag } from '../../api/featureFlags/featureFlags';
import type { HttpClient } from '../../api/shared/http';
import type { FlagStates, ToggleFlagInput } from './featureFlagsMachine';

export function createFeatureFlagsServices(http: HttpClient) {
  return {
    loadFlags: fromPromise<FlagStates>(({ signal }) => listFeatureFlags(http, signal)),
    toggleFlag: fromPromise<FlagStates, ToggleFlagInput>(({ input, signal }) =>
      setFeatureFlag(http, input.key, input.enabled, input.version, signal),
    ),
  };
}
