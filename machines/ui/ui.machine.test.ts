import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { uiMachine, type BalanceDisplay } from './ui.machine.ts';

walkEveryTransition('ui', {
  machine: uiMachine,
  input: {},
  events: () => [
    { type: 'menu.toggled' },
    { type: 'menu.closed' },
    { type: 'modal.opened', modal: 'login' },
    { type: 'modal.closed' },
    { type: 'location.changed' },
    { type: 'balanceDisplay.changed', display: { balance: false, exposure: true } },
  ],
  // The display choice is a vertex too, so paths go on after it changed (and the fact below sees it kept).
  contextKey: (context) => context.balanceDisplay,
  facts: [
    {
      rule: 'any navigation closes every open modal, menu or side panel',
      check: ({ snapshot, event }) => {
        if (event.type !== 'location.changed') return;
        expect(snapshot.value).toBe('closed');
        expect(snapshot.context.modal).toBeNull();
      },
    },
    {
      rule: 'a modal is named exactly while one is open, and it is the one asked for (the shell renders it by that name)',
      check: ({ snapshot, event }) => {
        expect(snapshot.context.modal !== null).toBe(snapshot.matches('modalOpen'));
        if (event.type === 'modal.opened') expect(snapshot.context.modal).toBe((event as { modal?: string }).modal);
      },
    },
    {
      rule: "the header's balance/exposure choice changes only when the user changes it: navigation, menus and modals keep it",
      check: ({ snapshot, previous, event }) => {
        const expected = event.type === 'balanceDisplay.changed' ? (event as { display?: BalanceDisplay }).display : previous.context.balanceDisplay;
        expect(snapshot.context.balanceDisplay).toEqual(expected);
      },
    },
  ],
});

describe('ui machine', () => {
  it('toggles the menu', () => {
    const ui = createActor(uiMachine, { input: {} }).start();
    ui.send({ type: 'menu.toggled' });
    expect(ui.getSnapshot().value).toBe('menuOpen');
    ui.send({ type: 'menu.toggled' });
    expect(ui.getSnapshot().value).toBe('closed');
    ui.send({ type: 'menu.toggled' });
    ui.send({ type: 'menu.closed' });
    expect(ui.getSnapshot().value).toBe('closed');
  });

  it('opens and closes a named modal', () => {
    const ui = createActor(uiMachine, { input: {} }).start();
    ui.send({ type: 'modal.opened', modal: 'login' });
    expect(ui.getSnapshot().context.modal).toBe('login');
    ui.send({ type: 'modal.closed' });
    expect(ui.getSnapshot()).toMatchObject({ value: 'closed', context: { modal: null } });
  });

  it.each([
    ['the menu', { type: 'menu.toggled' } as const],
    ['a modal', { type: 'modal.opened', modal: 'login' } as const],
  ])('closes %s on navigation', (_what, openEvent) => {
    const ui = createActor(uiMachine, { input: {} }).start();
    ui.send(openEvent);
    ui.send({ type: 'location.changed' });
    expect(ui.getSnapshot()).toMatchObject({ value: 'closed', context: { modal: null } });
  });
});

describe('balance display choice', () => {
  it('shows both amounts unless the stored choice says otherwise', () => {
    expect(createActor(uiMachine, { input: {} }).start().getSnapshot().context.balanceDisplay).toEqual({ balance: true, exposure: true });
    const stored = { balance: true, exposure: false };
    expect(createActor(uiMachine, { input: { balanceDisplay: stored } }).start().getSnapshot().context.balanceDisplay).toBe(stored);
  });

  it('keeps a changed choice across navigation', () => {
    const ui = createActor(uiMachine, { input: {} }).start();
    ui.send({ type: 'balanceDisplay.changed', display: { balance: false, exposure: true } });
    ui.send({ type: 'location.changed' });
    expect(ui.getSnapshot().context.balanceDisplay).toEqual({ balance: false, exposure: true });
  });
});
