/**
 * The shell's tiny UI state: whether the side menu or a modal is open. Spec §2: any open modal,
 * menu or side panel closes on navigation, so `location.changed` (sent by the route guard on every
 * navigation) closes everything. It also keeps the header's balance/exposure display choice
 * (spec §3: default both), which src/app persists.
 */
import { assign, setup } from 'xstate';

/** Which of the signed-in user's amounts the header shows. */
export type BalanceDisplay = { balance: boolean; exposure: boolean };
export const SHOW_BOTH: BalanceDisplay = { balance: true, exposure: true };

export type UiEvent =
  | { type: 'menu.toggled' }
  | { type: 'menu.closed' }
  | { type: 'modal.opened'; modal: string }
  | { type: 'modal.closed' }
  | { type: 'location.changed' }
  | { type: 'balanceDisplay.changed'; display: BalanceDisplay };

export const uiMachine = setup({
  types: {
    context: {} as { modal: string | null; balanceDisplay: BalanceDisplay },
    events: {} as UiEvent,
    input: {} as { balanceDisplay?: BalanceDisplay },
  },
  actions: {
    storeModal: assign({ modal: ({ event }) => (event.type === 'modal.opened' ? event.modal : null) }),
    forgetModal: assign({ modal: null }),
    storeBalanceDisplay: assign({
      balanceDisplay: ({ context, event }) => (event.type === 'balanceDisplay.changed' ? event.display : context.balanceDisplay),
    }),
  },
}).createMachine({
  id: 'ui',
  initial: 'closed',
  context: ({ input }) => ({ modal: null, balanceDisplay: input.balanceDisplay ?? SHOW_BOTH }),
  on: {
    'balanceDisplay.changed': { actions: 'storeBalanceDisplay' },
    'modal.opened': { target: '.modalOpen', actions: 'storeModal' },
    'location.changed': { target: '.closed', actions: 'forgetModal' },
  },
  states: {
    closed: {
      on: { 'menu.toggled': 'menuOpen' },
    },
    menuOpen: {
      on: { 'menu.toggled': 'closed', 'menu.closed': 'closed' },
    },
    modalOpen: {
      on: { 'modal.closed': { target: 'closed', actions: 'forgetModal' } },
    },
  },
});
