/**
 * The payment method screen (proof and submission side by side) and its two endings: deposited
 * (Home) or redirecting to the gateway.
 */
import { depositSetup } from './deposit.setup.ts';
import { proofRegion } from './deposit.states.proof.ts';
import { submissionRegion } from './deposit.states.submission.ts';

export const payingStates = {
  paying: depositSetup.createStateConfig({
    type: 'parallel',
    on: {
      'page.opened': { guard: 'opensAmountPage', target: 'amount', actions: { type: 'storePage', params: { page: 'amount' } } },
      'tab.selected': { actions: { type: 'selectTab', params: ({ event }) => ({ index: event.index }) } },
      'account.selected': { actions: { type: 'selectAccount', params: ({ event }) => ({ index: event.index }) } },
      'utr.changed': { actions: { type: 'storeUtr', params: ({ event }) => ({ text: event.text }) } },
      'terms.changed': { actions: { type: 'storeTerms', params: ({ event }) => ({ accepted: event.accepted }) } },
    },
    states: {
      proof: proofRegion,
      submission: submissionRegion,
    },
  }),
  deposited: depositSetup.createStateConfig({
    entry: ['clearSubmission', 'rememberProgress', { type: 'navigate', params: { to: 'home' } }],
    always: { target: 'idle' },
  }),
  redirecting: depositSetup.createStateConfig({
    description: 'The browser is leaving for the payment gateway.',
    entry: 'clearSubmission',
    always: { target: 'idle' },
  }),
};
