import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { NOTIFICATION_PROMPT_DELAY_MS, SERVICE_WORKER_SUBSCRIBE_DELAY_MS } from '../shared/constants.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { notificationPromptMachine, notificationPromptVisible, type NotificationPromptEvent} from './notification-prompt.machine.ts';

/** When the user granted permission on the fake clock (set by the first fact below). */
let grantedAt = 0;

walkEveryTransition('notification-prompt', {
  machine: notificationPromptMachine,
  events: (): NotificationPromptEvent[] => [{ type: 'notification.cancel' }, { type: 'notification.grant' }],
  facts: [
    {
      rule: 'the prompt is on screen only while it waits for the answer, and the browser is asked to subscribe 1 s after the grant, not sooner',
      check: ({ snapshot, event }) => {
        expect(notificationPromptVisible(snapshot)).toBe(snapshot.matches('prompting'));
        if (event.type === 'notification.grant') grantedAt = Date.now();
        if (!snapshot.matches('subscribing')) return;
        expect(Date.now() - grantedAt).toBe(SERVICE_WORKER_SUBSCRIBE_DELAY_MS);
      },
    },
    {
      rule: 'the session learns the answer: cancelling sets the unsubscribed flag, granting subscribes, a failed call changes nothing',
      check: ({ snapshot, event }) => {
        if (snapshot.status !== 'done') return;
        const outcome = { 'xstate.done.actor.setUnsubscribed': 'unsubscribed', 'xstate.done.actor.subscribePush': 'subscribed' }[event.type];
        expect(snapshot.output).toEqual({ outcome: outcome ?? 'unchanged' });
      },
    },
  ],
});

describe('notification prompt', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows after 3 s and subscribes 1 s after the grant', async () => {
    const subscribePush = vi.fn(async (): Promise<void> => {});
    const actor = createActor(
      notificationPromptMachine.provide({ actors: { subscribePush: fromPromise(subscribePush) } }),
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_PROMPT_DELAY_MS - 1);
    expect(notificationPromptVisible(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(notificationPromptVisible(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'notification.grant' });
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_SUBSCRIBE_DELAY_MS - 1);
    expect(subscribePush).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(subscribePush).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'subscribed' });
  });
});

describe('notification prompt cancel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cancelling sets the unsubscribed flag', async () => {
    const setUnsubscribed = vi.fn(async (): Promise<void> => {});
    const actor = createActor(
      notificationPromptMachine.provide({ actors: { setUnsubscribed: fromPromise(setUnsubscribed) } }),
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_PROMPT_DELAY_MS);
    actor.send({ type: 'notification.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(setUnsubscribed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'unsubscribed' });
  });
});
