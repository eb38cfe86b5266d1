/**
 * The payment screen's submission region: editing, confirming (the Idempotency-Key is made here),
 * sending the deposit, or one of the gateway states.
 */
import { and } from 'xstate';
import { depositSetup } from './deposit.setup.ts';
import { submissionOf } from './deposit.context.ts';
import { gatewayStates } from './deposit.states.gateway.ts';

export const submissionRegion = depositSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'deposit.submit': [
          { guard: and(['submissionValid', 'embeddedGatewaySelected']), target: 'openingFrame', actions: 'confirmSubmission' },
          { guard: and(['submissionValid', 'gatewaySelected']), target: 'openingGateway', actions: 'confirmSubmission' },
          { guard: 'submissionValid', target: 'submitting', actions: 'confirmSubmission' },
          { actions: ['markSubmitAttempted', 'announceSubmitError'] },
        ],
      },
    },
    submitting: {
      description: 'A second click has no transition here, so it sends nothing.',
      tags: 'submitting',
      entry: 'rememberProgress',
      invoke: {
        id: 'submitDeposit',
        src: 'submitDeposit',
        input: ({ context }) => submissionOf(context, 'deposit'),
        onDone: {
          target: '#deposit.deposited',
          actions: { type: 'announceDeposited', params: ({ event }) => ({ message: event.output }) },
        },
        onError: { target: 'editing', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ...gatewayStates,
  },
});
