import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { fantasyTutorialsMachine, type FantasyTutorial } from './fantasy-tutorials.machine.ts';

const tutorial: FantasyTutorial = { id: 1, title: 'Build your team', summary: 'Pick 11 players.', steps: ['Open a match.'], videoUrl: null };

walkEveryTransition('fantasyTutorials', {
  machine: fantasyTutorialsMachine,
  input: { language: 'en' },
  events: () => [{ type: 'tutorials.retry' }, { type: 'language.changed', language: 'hi' }, { type: 'language.changed', language: 'en' }],
  outputs: { loadTutorials: [[tutorial]] },
  contextKey: (context) => context.language,
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
