import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messageId } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { LAUNCH_LOAD_TIMEOUT_MS, launchMachine, type LaunchEvent, type LaunchRequest } from './launch.machine.ts';

const LUCKY_7 = { id: 'lucky-7', name: 'Lucky 7', provider: 'Khiladi Games' };
const LAUNCH_URL = '/casino-provider/games/lucky-7?token=abc';

walkEveryTransition('casinoLaunch', {
  machine: launchMachine,
  events: (): LaunchEvent[] => [
    { type: 'game.launch', game: LUCKY_7, platform: 'mobile' },
    { type: 'frame.loaded' },
    { type: 'launch.retry' },
    { type: 'launch.closed' },
  ],
  outputs: { requestLaunch: [LAUNCH_URL] },
  facts: [
    {
      rule: 'the frame shows the launch address the server gave, and no address is kept outside the frame',
      check: ({ snapshot }) => {
        expect(snapshot.context.url).toBe(snapshot.hasTag('framed') ? LAUNCH_URL : null);
      },
    },
    {
      rule: 'a frame that does not load in time fails with the timeout message; closing forgets the game',
      check: ({ snapshot, previous, event }) => {
        if (event.type.startsWith('xstate.after.') && previous.matches('loading')) {
          expect(snapshot.context.error).toEqual(messageId('casino.launch.timeout'));
        }
        if (snapshot.matches('closed')) expect(snapshot.context).toMatchObject({ game: null, url: null, error: null });
      },
    },
  ],
});

describe('casinoLaunch', () => {
  it('asks for an address, frames it, fails a frame that never loads, and retries with a new address', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const actor = createActor(
        launchMachine.provide({
          actors: {
            requestLaunch: fromPromise(async () => {
              calls += 1;
              return `/casino-provider/games/lucky-7?token=${calls}`;
            }),
          },
        }),
      ).start();
      actor.send({ type: 'game.launch', game: LUCKY_7, platform: 'desktop' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.url).toBe('/casino-provider/games/lucky-7?token=1');
      await vi.advanceTimersByTimeAsync(LAUNCH_LOAD_TIMEOUT_MS);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toEqual({ id: 'casino.launch.timeout' });
      actor.send({ type: 'launch.retry' });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'frame.loaded' });
      expect(actor.getSnapshot().value).toBe('playing');
      expect(actor.getSnapshot().context.url).toBe('/casino-provider/games/lucky-7?token=2');
      actor.send({ type: 'launch.closed' });
      expect(actor.getSnapshot().context).toMatchObject({ game: null, url: null, error: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's refusal", async () => {
    const actor = createActor(
      launchMachine.provide({
        actors: {
          requestLaunch: fromPromise<string, LaunchRequest>(async () => {
            throw Object.assign(new Error('This game is not available right now'), { message: 'This game is not available right now' });
          }),
        },
      }),
    ).start();
    actor.send({ type: 'game.launch', game: LUCKY_7, platform: 'mobile' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'This game is not available right now' });
  });
});
