/**
 * The effects of "Sign in with your institution" over src/api. The calls and their zod contract load on first
 * use, not with the sign-in screen's first paint (ADR 003).
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../api/shared/http';

export function createInstitutionSignInServices(http: HttpClient) {
  return {
    lookupProvider: fromPromise<boolean, { email: string }>(async ({ input, signal }) =>
      (await import('../../api/session/singleSignOn')).lookupSignInProvider(http, input.email, signal),
    ),
    startAddress: fromPromise<string, { email: string }>(async ({ input }) =>
      (await import('../../api/session/singleSignOn')).signInStartAddress(http, input.email),
    ),
  };
}
