/**
 * The deposit's way in: idle between deposits, the start (demo bar, a reload's pending submission
 * sent again), the wallet config, and routing to the screen that was opened.
 */
import { and } from 'xstate';
import { depositSetup } from './deposit.setup.ts';
import { submissionOf } from './deposit.context.ts';

export const openingStates = {
  idle: depositSetup.createStateConfig({
    description: 'Long-lived: waits for a deposit screen to open, between one deposit and the next.',
    on: {
      'page.opened': { target: 'preparing', actions: { type: 'storePage', params: ({ event }) => ({ page: event.page }) } },
    },
  }),
  preparing: depositSetup.createStateConfig({
    invoke: {
      id: 'prepareDeposit',
      src: 'prepareDeposit',
      onDone: { target: 'start', actions: { type: 'storeStart', params: ({ event }) => ({ start: event.output }) } },
      onError: { target: 'loadingConfig' },
    },
  }),
  start: depositSetup.createStateConfig({
    always: [
      { guard: 'isDemo', target: 'barred' },
      { guard: 'hasPendingDeposit', target: 'resuming', description: 'A reload interrupted a submission: send it again, same key.' },
      { target: 'loadingConfig', actions: ['clearSubmission', 'rememberProgress'] },
    ],
  }),
  barred: depositSetup.createStateConfig({
    description: "Spec §6: 'Wallet access is restricted for demo users', then Home.",
    entry: ['announceDemoRestricted', { type: 'navigate', params: { to: 'home' } }],
    always: { target: 'idle' },
  }),
  resuming: depositSetup.createStateConfig({
    tags: 'submitting',
    invoke: {
      id: 'submitDeposit',
      src: 'submitDeposit',
      input: ({ context }) => submissionOf(context, 'deposit'),
      onDone: { target: 'deposited', actions: { type: 'announceDeposited', params: ({ event }) => ({ message: event.output }) } },
      onError: {
        target: 'loadingConfig',
        actions: ['clearSubmission', 'rememberProgress', { type: 'announceError', params: ({ event }) => ({ error: event.error }) }],
      },
    },
  }),
  loadingConfig: depositSetup.createStateConfig({
    invoke: {
      id: 'loadConfig',
      src: 'loadWalletConfig',
      onDone: { target: 'routing', actions: [{ type: 'storeConfig', params: ({ event }) => ({ config: event.output }) }, 'clampAmount'] },
      onError: { target: 'configFailed', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
    },
  }),
  configFailed: depositSetup.createStateConfig({
    description: 'Spec §7: on a failed wallet config call the user stays on an empty shell (with a way to retry).',
    on: { 'config.retry': { target: 'loadingConfig' } },
  }),
  routing: depositSetup.createStateConfig({
    always: [
      { guard: and(['onPaymentMethodPage', 'amountValid']), target: 'loadingMethods' },
      {
        guard: 'onPaymentMethodPage',
        target: 'amount',
        actions: [{ type: 'storePage', params: { page: 'amount' } }, { type: 'navigate', params: { to: 'amount' } }],
      },
      { target: 'amount' },
    ],
  }),
};
