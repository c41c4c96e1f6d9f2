/** Users Management's real effects: the pending invitations as a record, the invitation calls over src/api and the browser's clipboard. */
import { fromPromise } from 'xstate';
import type { InvitationResponse } from '../../api/session/authContract';
import { createInvitation, fetchPendingInvitations } from '../../api/session/auth';
import { resendInvitation } from '../../api/admins/users';
import type { HttpClient } from '../../api/shared/http';
import type { InvitationRequest } from '../../domain/session/session';
import { recordMachine, recordServices } from '../shared/recordMachine';

export interface Clipboard {
  writeText(text: string): Promise<void>;
}

/** `clipboard` is missing outside secure contexts (plain http on a LAN address): copying then fails over. */
export function createInvitationsServices(http: HttpClient, clipboard: Clipboard | undefined) {
  return {
    invitationsRecord: recordMachine.provide(
      recordServices((_: unknown, signal: AbortSignal) => fetchPendingInvitations(http, signal)),
    ),
    createInvitation: fromPromise<InvitationResponse, InvitationRequest>(({ input, signal }) =>
      createInvitation(http, input, signal),
    ),
    resendInvitation: fromPromise<InvitationResponse, number>(({ input, signal }) =>
      resendInvitation(http, input, signal),
    ),
    copyLink: fromPromise<void, string>(async ({ input }) => {
      if (!clipboard) throw new Error('The clipboard is not available');
      await clipboard.writeText(input);
    }),
  };
}
