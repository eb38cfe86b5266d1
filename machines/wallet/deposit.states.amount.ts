/**
 * The amount screen (entering, stake buttons, editing them) and the payment methods it loads
 * on its way to the payment method screen.
 */
import { depositSetup } from './deposit.setup.ts';
import { amountOf } from './deposit.context.ts';

export const amountStates = {
  amount: depositSetup.createStateConfig({
    on: {
      'page.opened': {
        guard: 'opensPaymentMethodPage',
        target: 'routing',
        actions: { type: 'storePage', params: { page: 'paymentMethod' } },
      },
    },
    initial: 'entering',
    states: {
      entering: {
        on: {
          'amount.changed': { actions: { type: 'storeAmount', params: ({ event }) => ({ text: event.text }) } },
          'stake.added': { actions: { type: 'addStake', params: ({ event }) => ({ stake: event.stake }) } },
          'stakes.edit': { target: 'editingStakes' },
          'amount.submit': [
            {
              guard: 'amountValid',
              target: '#deposit.loadingMethods',
              actions: [{ type: 'storePage', params: { page: 'paymentMethod' } }, { type: 'navigate', params: { to: 'paymentMethod' } }],
            },
            { actions: 'touchAmount' },
          ],
        },
      },
      editingStakes: {
        invoke: {
          id: 'editStake',
          src: 'editStake',
          input: ({ context }) => ({ stakes: context.stakes }),
          onDone: [
            {
              guard: { type: 'stakesSaved', params: ({ event }) => ({ saved: event.output.saved }) },
              target: 'entering',
              actions: [{ type: 'storeStakes', params: ({ event }) => ({ saved: event.output.saved }) }, 'announceStakesSaved'],
            },
            { target: 'entering' },
          ],
        },
      },
    },
  }),
  loadingMethods: depositSetup.createStateConfig({
    entry: ['resetForm', 'rememberProgress'],
    on: { 'page.opened': { guard: 'opensAmountPage', target: 'amount', actions: { type: 'storePage', params: { page: 'amount' } } } },
    invoke: {
      id: 'loadPaymentMethods',
      src: 'loadPaymentMethods',
      input: ({ context }) => ({ amount: amountOf(context) ?? 0 }),
      onDone: { target: 'paying', actions: { type: 'storeMethods', params: ({ event }) => ({ result: event.output }) } },
      onError: {
        description: 'Spec §8: a failed parent payment method call gives a toast and goes back.',
        target: 'amount',
        actions: [
          { type: 'announceError', params: ({ event }) => ({ error: event.error }) },
          { type: 'storePage', params: { page: 'amount' } },
          { type: 'navigate', params: { to: 'amount' } },
        ],
      },
    },
  }),
};
