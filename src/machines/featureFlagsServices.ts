/** The Feature Flags area's real effects over src/api. */
import { fromPromise } from 'xstate';
import { listFeatureFlags, setFeatureFlag } from '../api/featureFlags';
import type { HttpClient } from '../api/http';
import type { ToggleFlagInput } from './featureFlagsMachine';

export function createFeatureFlagsServices(http: HttpClient) {
  return {
    loadFlags: fromPromise<Record<string, boolean>>(({ signal }) => listFeatureFlags(http, signal)),
    toggleFlag: fromPromise<Record<string, boolean>, ToggleFlagInput>(({ input, signal }) =>
      setFeatureFlag(http, input.key, input.enabled, signal),
    ),
  };
}
