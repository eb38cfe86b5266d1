import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { favouritesMachine, isSavingStar, isStarred, type EventSummary, type FavouritesEvent } from './favourites.machine.ts';

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
  facts: [
    {
      rule: 'a tap on the star changes it at once (a new favourite first in the list) and saves exactly that change',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'favourite.toggle') return;
        const { eventId } = (event as Extract<FavouritesEvent, { type: 'favourite.toggle' }>).event;
        const favourite = !isStarred(previous.context, eventId);
        expect(isStarred(snapshot.context, eventId)).toBe(favourite);
        expect(snapshot.context.events.some((row) => row.eventId === eventId)).toBe(favourite);
        if (favourite) expect(snapshot.context.events[0]?.eventId).toBe(eventId);
        expect(snapshot.children.saveFavourite?.getSnapshot().input).toEqual({ eventId, favourite });
      },
    },
    {
      rule: 'a star that fails to save goes back to what it was, and the user is told why',
      check: ({ snapshot, previous, event, emittedThisStep: notices }) => {
        if (event.type !== 'xstate.error.actor.saveFavourite') {
          expect(notices).toEqual([]);
          return;
        }
        const { event: starred, favourite } = previous.context.saving!;
        expect(isStarred(snapshot.context, starred.eventId)).toBe(!favourite);
        expect(snapshot.context.saving).toBeNull();
        expect(notices).toEqual([{ type: 'notice.error', message: { text: 'test failure' } }]);
      },
    },
    {
      rule: 'a saved star stays; the list favouriteList gives is shown, every event in it starred',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'xstate.done.actor.saveFavourite') {
          expect(snapshot.context.starred).toEqual(previous.context.starred);
          expect(snapshot.context.saving).toBeNull();
        }
        if (event.type === 'xstate.done.actor.loadFavourites') {
          const listed = (event as { output?: EventSummary[] }).output ?? [];
          expect(snapshot.context.events).toEqual(listed);
          expect(snapshot.context.starred).toEqual(listed.map((row) => row.eventId));
        }
      },
    },
  ],
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
    // The stars are disabled while the save is out (a tap now would be dropped).
    expect(isSavingStar(actor.getSnapshot().context)).toBe(true);
    await settle();
    expect(isSavingStar(actor.getSnapshot().context)).toBe(false);
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
