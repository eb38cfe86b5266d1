import { expect } from 'vitest';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { chatbotMachine, type ChatbotEvent } from './chatbot.machine.ts';

walkEveryTransition('chatbot', {
  machine: chatbotMachine,
  input: undefined,
  events: (): ChatbotEvent[] => [{ type: 'chatbot.open' }, { type: 'chatbot.close' }],
  outputs: { loadChatbotUrl: ['/support/chat?s=abc'] },
  facts: [
    {
      rule: 'the panel frames only the address the server answered for this opening',
      check: ({ snapshot, event }) => {
        if (event.type === 'xstate.done.actor.loadChatbotUrl') {
          expect(snapshot.matches('open')).toBe(true);
          expect(snapshot.context.url).toBe((event as { output?: unknown }).output);
        } else if (!snapshot.matches('open')) {
          expect(snapshot.context.url).toBeNull();
        }
      },
    },
    {
      rule: "closing the panel forgets its address and stops any read, so an opening always asks the server again (a member's address holds a short-lived value)",
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'chatbot.close') {
          expect(snapshot.matches('closed')).toBe(true);
          expect(snapshot.context).toEqual({ url: null, error: null });
          expect(snapshot.children.loadChatbotUrl).toBeUndefined();
        } else if (event.type === 'chatbot.open') {
          expect(snapshot.matches('loading')).toBe(true);
          expect(snapshot.children.loadChatbotUrl).toBeDefined();
          expect(snapshot.children.loadChatbotUrl).not.toBe(previous.children.loadChatbotUrl);
        }
      },
    },
  ],
});
