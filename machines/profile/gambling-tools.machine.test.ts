import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { gamblingToolsMachine, limitOf, type GamblingChange, type GamblingTools } from './gambling-tools.machine.ts';

const TOOLS: GamblingTools = {
  limits: [{ kind: 'deposit', period: 'day', amount: 500, pending_amount: 900, pending_from: '2026-11-25T10:00:00Z' }],
  break: null,
  reality_check_minutes: 0,
};
const SAVED: GamblingTools = {
  ...TOOLS,
  limits: [...TOOLS.limits, { kind: 'loss', period: 'week', amount: 300, pending_amount: null, pending_from: null }],
};
const LIMIT: GamblingChange = { type: 'limit', kind: 'deposit', period: 'day', amount: 900 };
const BREAK: GamblingChange = { type: 'break', kind: 'time_out', days: 7 };

walkEveryTransition('gamblingTools', {
  machine: gamblingToolsMachine,
  events: () => [
    { type: 'change.requested', change: LIMIT },
    { type: 'change.requested', change: BREAK },
    { type: 'change.confirmed' },
    { type: 'change.cancelled' },
    { type: 'tools.retry' },
  ],
  outputs: { loadTools: [TOOLS], saveChange: [SAVED] },
  facts: [
    {
      rule: 'a break is saved only once the user confirmed it; a limit or reality-check interval is saved at once',
      check: ({ snapshot, previous, event }) => {
        if (!snapshot.matches('saving') || previous.matches('saving')) return;
        const { change } = snapshot.context;
        expect(snapshot.children.saveChange?.getSnapshot().input).toEqual(change);
        if (change?.type === 'break') expect([previous.value, event.type]).toEqual(['confirming', 'change.confirmed']);
        else expect([previous.value, event.type]).toEqual(['ready', 'change.requested']);
      },
    },
    {
      rule: "a saved change shows the tools as the server answers them (a raised limit as pending) and 'Saved Successfully' for that change",
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'xstate.done.actor.saveChange') return;
        expect(snapshot.context).toEqual({ tools: SAVED, saved: previous.context.change, change: null, error: null });
      },
    },
    {
      rule: 'a refused change shows the reason and keeps the tools as they were',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'xstate.error.actor.saveChange') return;
        expect(snapshot.context).toMatchObject({ tools: previous.context.tools, saved: null, change: null });
        expect(snapshot.context.error).not.toBeNull();
      },
    },
  ],
});

describe('gamblingTools', () => {
  it('saves a limit at once and a break only once confirmed; the server answer replaces the tools', async () => {
    const saved: GamblingChange[] = [];
    const actor = createActor(
      gamblingToolsMachine.provide({
        actors: {
          loadTools: fromPromise(async (): Promise<GamblingTools> => ({ ...TOOLS, limits: [] })),
          saveChange: fromPromise(async ({ input }: { input: GamblingChange }) => {
            saved.push(input);
            return TOOLS;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'change.requested', change: LIMIT });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(limitOf(actor.getSnapshot().context.tools, 'deposit', 'day')?.pending_amount).toBe(900);
    expect(actor.getSnapshot().context.saved).toEqual(LIMIT);
    actor.send({ type: 'change.requested', change: BREAK });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'change.cancelled' });
    expect(saved).toEqual([LIMIT]);
    actor.send({ type: 'change.requested', change: BREAK });
    actor.send({ type: 'change.confirmed' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(saved).toEqual([LIMIT, BREAK]);
  });

  it('shows the server refusal and keeps the tools', async () => {
    const actor = createActor(
      gamblingToolsMachine.provide({
        actors: {
          loadTools: fromPromise(async () => TOOLS),
          saveChange: fromPromise(async () => Promise.reject(new Error('A limit is from ₹1 to ₹10,00,00,000.'))),
        },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'change.requested', change: LIMIT });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ tools: TOOLS, error: { text: 'A limit is from ₹1 to ₹10,00,00,000.' }, saved: null });
  });
});
