import { walkEveryTransition } from '../testing/path-harness.ts';
import { chatbotMachine, type ChatbotEvent } from './chatbot.machine.ts';

walkEveryTransition('chatbot', {
  machine: chatbotMachine,
  input: undefined,
  events: (): ChatbotEvent[] => [{ type: 'chatbot.open' }, { type: 'chatbot.close' }],
  outputs: { loadChatbotUrl: ['/support/chat?s=abc'] },
});
