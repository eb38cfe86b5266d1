/**
 * How to play fantasy cricket (docs/decisions/084): the server's tutorials in the user's
 * language, read when the section opens and again when the language changes, with a retry when a
 * read fails.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';

export interface FantasyTutorial {
  id: number;
  title: string;
  summary: string;
  steps: string[];
  videoUrl: string | null;
}

export type FantasyTutorialsEvent = { type: 'tutorials.retry' } | { type: 'language.changed'; language: string };

export interface FantasyTutorialsContext {
  language: string;
  tutorials: FantasyTutorial[] | null;
  error: Message | null;
}

export const fantasyTutorialsMachine = setup({
  types: {
    context: {} as FantasyTutorialsContext,
    events: {} as FantasyTutorialsEvent,
    input: {} as { language: string },
  },
  actors: {
    loadTutorials: fromPromise<FantasyTutorial[], { language: string }>(notProvided('loadTutorials')),
  },
  guards: {
    otherLanguage: ({ context }, params: { language: string }) => params.language !== context.language,
  },
  actions: {
    storeTutorials: assign((_, params: { tutorials: FantasyTutorial[] }) => ({ tutorials: params.tutorials, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    changeLanguage: assign((_, params: { language: string }) => ({ language: params.language })),
  },
}).createMachine({
  id: 'fantasyTutorials',
  context: ({ input }) => ({ language: input.language, tutorials: null, error: null }),
  initial: 'loading',
  on: {
    'language.changed': {
      guard: { type: 'otherLanguage', params: ({ event }) => ({ language: event.language }) },
      target: '.loading',
      actions: { type: 'changeLanguage', params: ({ event }) => ({ language: event.language }) },
      description: 'The tutorials are read again in the new language.',
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTutorials',
        src: 'loadTutorials',
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: 'shown', actions: { type: 'storeTutorials', params: ({ event }) => ({ tutorials: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'tutorials.retry': { target: 'loading', description: 'The user asks again after a failed read.' } },
    },
    shown: {},
  },
});
