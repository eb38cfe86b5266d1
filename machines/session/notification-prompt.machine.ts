/**
 * The push-notification prompt (spec §4 "Notification permission"), a child the session invokes
 * while signed in (id 'notificationPrompt') unless the user already subscribed or unsubscribed. It
 * shows 3 s after start. `notification.cancel` → `setUnsubscribed`; `notification.grant` (the
 * view sends it once the browser granted permission) → after 1 s → `subscribePush`. It ends with
 * the outcome, which the session stores on its user.
 */
import { assign, fromPromise, setup } from 'xstate';
import { NOTIFICATION_PROMPT_DELAY_MS, SERVICE_WORKER_SUBSCRIBE_DELAY_MS } from '../shared/constants.ts';
import { notProvided } from '../shared/not-provided.ts';

export type NotificationOutcome = 'subscribed' | 'unsubscribed' | 'unchanged';
export type NotificationPromptEvent = { type: 'notification.cancel' } | { type: 'notification.grant' };

export const notificationPromptMachine = setup({
  types: {
    context: {} as { outcome: NotificationOutcome },
    events: {} as NotificationPromptEvent,
    output: {} as { outcome: NotificationOutcome },
  },
  actors: {
    setUnsubscribed: fromPromise<void, void>(notProvided('setUnsubscribed')),
    subscribePush: fromPromise<void, void>(notProvided('subscribePush')),
  },
  delays: {
    promptDelay: NOTIFICATION_PROMPT_DELAY_MS,
    serviceWorkerSubscribeDelay: SERVICE_WORKER_SUBSCRIBE_DELAY_MS,
  },
  actions: {
    storeOutcome: assign((_, params: { outcome: NotificationOutcome }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'notificationPrompt',
  context: { outcome: 'unchanged' },
  initial: 'waiting',
  states: {
    waiting: { after: { promptDelay: 'prompting' } },
    prompting: {
      on: {
        'notification.cancel': 'unsubscribing',
        'notification.grant': 'awaitingServiceWorker',
      },
    },
    unsubscribing: {
      invoke: {
        id: 'setUnsubscribed',
        src: 'setUnsubscribed',
        onDone: { target: 'settled', actions: { type: 'storeOutcome', params: { outcome: 'unsubscribed' } } },
        onError: 'settled',
      },
    },
    awaitingServiceWorker: {
      description: 'The service worker subscription runs 1 s after permission is granted.',
      after: { serviceWorkerSubscribeDelay: 'subscribing' },
    },
    subscribing: {
      invoke: {
        id: 'subscribePush',
        src: 'subscribePush',
        onDone: { target: 'settled', actions: { type: 'storeOutcome', params: { outcome: 'subscribed' } } },
        onError: 'settled',
      },
    },
    settled: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome }),
});

/** The prompt is on screen only while it waits for the user's answer. */
export const notificationPromptVisible = (snapshot: { matches(state: 'prompting'): boolean } | undefined): boolean =>
  snapshot?.matches('prompting') ?? false;
