/** The LTI area's real effects over src/api (ADR 183). */
import { fromPromise, sendParent } from 'xstate';
import type { HttpClient } from '../../api/shared/http';
import {
  chooseDeepLinkQuiz,
  deleteLtiPlatform,
  fetchDeepLink,
  fetchFailedScoreSends,
  fetchLtiTool,
  getLtiPlatform,
  listLtiPlatforms,
  resendLtiScore,
  saveLtiPlatform,
} from '../../api/lti/lti';
import type { LtiPlatform } from '../../domain/lti/lti';
import type { FetchListPage } from '../shared/listMachine';
import { listPages, searchingIn } from '../shared/listPages';
import type { LtiPlatformRecord, SaveLtiPlatformInput } from './ltiPlatformFormMachine';
import { recordMachine, recordServices } from '../shared/recordMachine';
import { createRegistrationLink } from '../../api/lti/ltiRegistration';
import type { RegistrationLink } from '../../domain/lti/ltiRegistration';
import type { SaveRegistrationLinkInput } from './ltiRegistrationLinkFormMachine';

/** Registrations: the search looks in issuer and client id; newest first by default. */
export const ltiPlatformPages = (http: HttpClient): FetchListPage<LtiPlatform> =>
  listPages(http, listLtiPlatforms, searchingIn(['keyword']));

export const deleteLtiPlatformById = (http: HttpClient) =>
  fromPromise<unknown, { id: number }>(({ input, signal }) => deleteLtiPlatform(http, input.id, signal));

export function createLtiPlatformFormServices(http: HttpClient) {
  return {
    loadRecord: fromPromise<LtiPlatformRecord, { id: number | null }>(async ({ input, signal }) => {
      return { platform: input.id === null ? null : await getLtiPlatform(http, input.id, signal) };
    }),
    saveRecord: fromPromise<LtiPlatformRecord, SaveLtiPlatformInput>(async ({ input, signal }) => ({
      platform: await saveLtiPlatform(http, input.id, input.parsed, input.version, signal),
    })),
  };
}

/** A one-time Dynamic Registration link (ADR 386): nothing to read first, the save makes it. */
export function createLtiRegistrationLinkServices(http: HttpClient) {
  return {
    saveRecord: fromPromise<RegistrationLink, SaveRegistrationLinkInput>(({ input, signal }) =>
      createRegistrationLink(http, input.parsed, signal),
    ),
  };
}

export function createLtiToolServices(http: HttpClient, clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  return {
    toolRecord: recordMachine.provide(
      recordServices((_: unknown, signal: AbortSignal) => fetchLtiTool(http, signal)),
    ),
    copyText: fromPromise<void, { value: string }>(async ({ input }) => {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(input.value);
    }),
  };
}

/** The scores the LMS kept refusing, and Resend (ADR 256). */
export function createLtiScoreSendsServices(http: HttpClient) {
  return {
    sendsRecord: recordMachine.provide(
      recordServices((_: unknown, signal: AbortSignal) => fetchFailedScoreSends(http, signal)),
    ),
    resendScore: fromPromise<unknown, { assignmentId: number }>(({ input, signal }) =>
      resendLtiScore(http, input.assignmentId, signal),
    ),
  };
}

/** Deep Linking: the request is a record whose reads are announced to the picker; the choice is sent beside it. */
export function createDeepLinkServices(http: HttpClient) {
  return {
    choicesRecord: recordMachine.provide({
      ...recordServices((request: { id: string }, signal: AbortSignal) =>
        fetchDeepLink(http, request.id, signal),
      ),
      actions: {
        announceRecord: sendParent((_, params: { record: unknown }) => ({
          type: 'record.loaded',
          record: params.record,
        })),
      },
    }),
    sendChoice: fromPromise<{ returnPath: string }, { id: string; quizId: number }>(({ input, signal }) =>
      chooseDeepLinkQuiz(http, input.id, input.quizId, signal),
    ),
  };
}
