/**
 * The support chatbot's panel (docs/decisions/092): a floating button opens a panel that
 * frames the support page. Its address comes from the server each time the panel opens (a member's
 * holds a short-lived value, so an old one is not reused); a visitor gets the site's guest page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import type { Message } from '../shared/message.ts';
import { notProvided } from '../shared/not-provided.ts';

export type ChatbotEvent = { type: 'chatbot.open' } | { type: 'chatbot.close' };

export interface ChatbotContext {
  url: string | null;
  error: Message | null;
}

export const chatbotMachine = setup({
  types: { context: {} as ChatbotContext, events: {} as ChatbotEvent },
  actors: {
    loadChatbotUrl: fromPromise<string>(notProvided('loadChatbotUrl')),
  },
  actions: {
    storeUrl: assign((_, url: string) => ({ url, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    forget: assign({ url: null, error: null }),
  },
}).createMachine({
  id: 'chatbot',
  context: { url: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'chatbot.open': 'loading' },
    },
    loading: {
      on: { 'chatbot.close': { target: 'closed', actions: 'forget' } },
      invoke: {
        id: 'loadChatbotUrl',
        src: 'loadChatbotUrl',
        onDone: { target: 'open', actions: { type: 'storeUrl', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    open: {
      on: { 'chatbot.close': { target: 'closed', actions: 'forget' } },
    },
    failed: {
      on: { 'chatbot.close': { target: 'closed', actions: 'forget' }, 'chatbot.open': 'loading' },
    },
  },
});
