import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { invokedInput } from '../testing/path-config.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { fantasyTutorialsMachine, type FantasyTutorial, type FantasyTutorialsEvent } from './fantasy-tutorials.machine.ts';

const tutorial: FantasyTutorial = { id: 1, title: 'Build your team', summary: 'Pick 11 players.', steps: ['Open a match.'], videoUrl: null };

walkEveryTransition('fantasyTutorials', {
  machine: fantasyTutorialsMachine,
  input: { language: 'en' },
  events: () => [{ type: 'tutorials.retry' }, { type: 'language.changed', language: 'hi' }, { type: 'language.changed', language: 'en' }],
  outputs: { loadTutorials: [[tutorial]] },
  contextKey: (context) => context.language,
  facts: [
    {
      rule: "the tutorials are always read in the user's language: another language starts a new read in it, even during a read",
      check: ({ snapshot, previous, event }) => {
        if (snapshot.matches('loading')) expect(invokedInput(snapshot, 'loadTutorials')).toEqual({ language: snapshot.context.language });
        const asked = event as FantasyTutorialsEvent;
        if (asked.type !== 'language.changed') return;
        const { language } = asked;
        expect(language).not.toBe(previous.context.language);
        expect(snapshot.context.language).toBe(language);
        expect(snapshot.matches('loading')).toBe(true);
        expect(snapshot.children.loadTutorials).toBeDefined();
        expect(snapshot.children.loadTutorials).not.toBe(previous.children.loadTutorials);
      },
    },
    {
      rule: 'the tutorials shown are the ones the read answered, with no error left over',
      check: ({ snapshot, event }) => {
        if (event.type !== 'xstate.done.actor.loadTutorials') return;
        expect(snapshot.context.tutorials).toEqual((event as { output?: unknown }).output);
        expect(snapshot.context.error).toBeNull();
      },
    },
  ],
});

describe('fantasyTutorials', () => {
  it('reads the tutorials in the language asked, and again only when it changes', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    const actor = createActor(
      fantasyTutorialsMachine.provide({
        actors: {
          loadTutorials: fromPromise<FantasyTutorial[], { language: string }>(({ input }) => {
            asked.push(input.language);
            return Promise.resolve([{ ...tutorial, title: input.language }]);
          }),
        },
      }),
      { input: { language: 'en' } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'language.changed', language: 'en' });
    actor.send({ type: 'language.changed', language: 'hi' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['en', 'hi']);
    expect(actor.getSnapshot().context.tutorials?.[0]?.title).toBe('hi');
    actor.stop();
    vi.useRealTimers();
  });
});
