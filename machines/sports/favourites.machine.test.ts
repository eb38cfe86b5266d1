import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { favouritesMachine, isStarred, type EventSummary, type FavouritesEvent } from './favourites.machine.ts';

const event = (eventId: string): EventSummary => ({
  eventId,
  name: 'India v Australia',
  competitionName: 'International Twenty20',
  sportSlug: 'cricket',
  inPlay: true,
  openDate: '2026-11-24T09:00:00Z',
});

walkEveryTransition('favourites', {
  machine: favouritesMachine,
  events: (() => [{ type: 'favourite.toggle', event: event('ck-1001') }, { type: 'favourites.refresh' }] satisfies FavouritesEvent[]) as () => readonly AnyEventObject[],
  outputs: { loadFavourites: [[event('fb-2001')]] },
});

describe('favourites', () => {
  const start = (save: (input: { eventId: string; favourite: boolean }) => Promise<void>) => {
    const saved: string[] = [];
    const errors: unknown[] = [];
    const actor = createActor(
      favouritesMachine.provide({
        actors: {
          loadFavourites: fromPromise(async () => [event('fb-2001')]),
          saveFavourite: fromPromise<void, { eventId: string; favourite: boolean }>(async ({ input }) => {
            saved.push(`${input.eventId}:${input.favourite}`);
            await save(input);
          }),
        },
      }),
    );
    actor.on('notice.error', (notice) => errors.push(notice.message));
    actor.start();
    return { actor, saved, errors };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('stars at once, newest first, and unstars with the next tap', async () => {
    const { actor, saved } = start(async () => undefined);
    await settle();
    actor.send({ type: 'favourite.toggle', event: event('ck-1001') });
    expect(actor.getSnapshot().context.events.map((row) => row.eventId)).toEqual(['ck-1001', 'fb-2001']);
    await settle();
    actor.send({ type: 'favourite.toggle', event: event('ck-1001') });
    await settle();
    expect(isStarred(actor.getSnapshot().context, 'ck-1001')).toBe(false);
    expect(saved).toEqual(['ck-1001:true', 'ck-1001:false']);
  });

  it('puts the star back when saving fails, and says why', async () => {
    const { actor, errors } = start(async () => {
      throw new Error('offline');
    });
    await settle();
    actor.send({ type: 'favourite.toggle', event: event('fb-2001') });
    expect(isStarred(actor.getSnapshot().context, 'fb-2001')).toBe(false);
    await settle();
    expect(isStarred(actor.getSnapshot().context, 'fb-2001')).toBe(true);
    expect(actor.getSnapshot().context.events.map((row) => row.eventId)).toEqual(['fb-2001']);
    expect(errors).toHaveLength(1);
  });
});
