/**
 * The shell's tiny UI state: whether the side menu or a modal is open. Spec §2: any open modal,
 * menu or side panel closes on navigation, so `location.changed` (sent by the route guard on every
 * navigation) closes everything.
 */
import { assign, setup } from 'xstate';

export type UiEvent =
  | { type: 'menu.toggled' }
  | { type: 'menu.closed' }
  | { type: 'modal.opened'; modal: string }
  | { type: 'modal.closed' }
  | { type: 'location.changed' };

export const uiMachine = setup({
  types: {
    context: {} as { modal: string | null },
    events: {} as UiEvent,
  },
  actions: {
    storeModal: assign({ modal: ({ event }) => (event.type === 'modal.opened' ? event.modal : null) }),
    forgetModal: assign({ modal: null }),
  },
}).createMachine({
  id: 'ui',
  initial: 'closed',
  context: { modal: null },
  on: {
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
