/** Signed out, and signing in with a token from the address. */
import { assign } from 'xstate';
import { messageId } from '../shared/message.ts';
import { sessionSetup } from './session.setup.ts';
import { signedOutContext, type SessionEvent } from './session.context.ts';

/** The API's 401, signing in or signed in: signed out, told why unless the call was silent. */
export const unauthorizedLogout = {
  target: 'signedOut',
  actions: {
    type: 'endSession',
    params: ({ event }: { event: Extract<SessionEvent, { type: 'session.unauthorized' }> }) => ({
      reason: 'unauthorized' as const,
      message: event.silent ? null : messageId('session.loggedOutFromDevice'),
    }),
  },
} as const;

export const signedOutStates = {
  signedOut: sessionSetup.createStateConfig({
    entry: 'announceChange',
    always: {
      guard: 'hasRestoredSession',
      target: 'signedIn',
      description: 'A persisted user with a token is signed in at once.',
    },
    on: {
      'session.signedIn': {
        target: 'signedIn',
        actions: { type: 'storeSignedInUser', params: ({ event }) => ({ user: event.user }) },
      },
      'session.authToken': {
        target: 'signingIn',
        actions: { type: 'storeAuthToken', params: ({ event }) => ({ token: event.token }) },
      },
    },
  }),
  signingIn: sessionSetup.createStateConfig({
    invoke: {
      id: 'loadUserInfo',
      src: 'loadUserInfo',
      input: ({ context }) => ({ token: context.token ?? '' }),
      onDone: {
        target: 'signedIn',
        actions: { type: 'storeUserInfo', params: ({ event }) => ({ info: event.output }) },
      },
      onError: { target: 'signedOut', actions: assign(signedOutContext) },
    },
    on: {
      'session.unauthorized': unauthorizedLogout,
    },
  }),
};
