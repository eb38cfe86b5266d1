/**
 * The payment gateway states of the submission region: send the browser to the gateway, or frame
 * it inside the product and learn its outcome from the server.
 */
import { depositSetup } from './deposit.setup.ts';
import { submissionOf } from './deposit.context.ts';

export const gatewayStates = {
  openingGateway: depositSetup.createStateConfig({
    tags: 'submitting',
    invoke: {
      id: 'openPaymentGateway',
      src: 'openPaymentGateway',
      input: ({ context }) => submissionOf(context, 'gateway'),
      onDone: {
        target: '#deposit.redirecting',
        actions: { type: 'redirectBrowser', params: ({ event }) => ({ url: event.output }) },
      },
      onError: { target: 'editing', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
    },
  }),
  openingFrame: depositSetup.createStateConfig({
    tags: 'submitting',
    invoke: {
      id: 'openEmbeddedGateway',
      src: 'openEmbeddedGateway',
      input: ({ context }) => submissionOf(context, 'gateway'),
      onDone: { target: 'inFrame', actions: { type: 'storeGatewayFrame', params: ({ event }) => ({ frame: event.output }) } },
      onError: { target: 'editing', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
    },
  }),
  inFrame: depositSetup.createStateConfig({
    description: 'The gateway is framed inside the product; its outcome comes from the server, never from the frame.',
    tags: 'gatewayFrame',
    exit: 'clearGatewayFrame',
    invoke: { id: 'gatewayUpdates', src: 'gatewayUpdates' },
    on: {
      'gateway.close': {
        target: 'editing',
        description: 'Closed unpaid: the same submission (same key) reopens the same payment.',
      },
    },
    initial: 'waiting',
    states: {
      waiting: {
        after: { gatewayCheck: { target: 'checking' } },
        on: { 'gateway.changed': { target: 'checking' } },
      },
      checking: {
        invoke: {
          id: 'checkGatewayPayment',
          src: 'checkGatewayPayment',
          input: ({ context }) => ({ transactionId: context.gatewayFrame?.transactionId ?? '' }),
          onDone: [
            {
              guard: { type: 'gatewayOutcomeIs', params: ({ event }) => ({ outcome: event.output, expected: 'paid' }) },
              target: '#deposit.deposited',
              actions: 'announceGatewayPaid',
            },
            {
              guard: { type: 'gatewayOutcomeIs', params: ({ event }) => ({ outcome: event.output, expected: 'failed' }) },
              target: '#deposit.paying.submission.editing',
              actions: ['clearSubmission', 'announceGatewayFailed'],
            },
            { target: 'waiting' },
          ],
          onError: { target: 'waiting' },
        },
      },
    },
  }),
};
