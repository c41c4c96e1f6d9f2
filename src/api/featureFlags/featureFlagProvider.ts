/**
 * An OpenFeature web provider whose flags come from the console's server (GET /api/admin/feature_flags).
 * Loaded lazily after sign-in, so the sign-in screen does not carry the SDK.
 */
import {
  OpenFeature,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';
import { FEATURE_FLAGS, type FeatureFlags } from '../../domain/access/roles';

export class ServerFlagProvider implements Provider {
  readonly metadata = { name: 'console-server' } as const;
  readonly runsOn = 'client' as const;
  private flags: Record<string, boolean> = {};

  constructor(private readonly load: () => Promise<Record<string, boolean>>) {}

  async initialize(): Promise<void> {
    this.flags = await this.load();
  }

  async onContextChange(_old: EvaluationContext, _next: EvaluationContext): Promise<void> {
    this.flags = await this.load();
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    const value = this.flags[flagKey];
    return value === undefined ? { value: defaultValue, reason: 'DEFAULT' } : { value, reason: 'STATIC' };
  }

  resolveStringEvaluation(_flagKey: string, defaultValue: string): ResolutionDetails<string> {
    return { value: defaultValue, reason: 'DEFAULT' };
  }

  resolveNumberEvaluation(_flagKey: string, defaultValue: number): ResolutionDetails<number> {
    return { value: defaultValue, reason: 'DEFAULT' };
  }

  resolveObjectEvaluation<T extends JsonValue>(_flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return { value: defaultValue, reason: 'DEFAULT' };
  }
}

/** Installs the server provider for this client id and reads every flag the console knows. */
export async function loadFeatureFlags(
  clientId: string,
  load: () => Promise<Record<string, boolean>>,
): Promise<FeatureFlags> {
  await OpenFeature.setProviderAndWait(clientId, new ServerFlagProvider(load));
  const client = OpenFeature.getClient(clientId);
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, client.getBooleanValue(flag, false)]));
}
