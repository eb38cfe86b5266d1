import { useEffect, useRef } from 'react';
import type { Message } from '../../../machines/shared/message.ts';

interface FormActor<Output> {
  getSnapshot(): { status: string; output?: Output; context: { error: Message | null } };
  subscribe(listener: (snapshot: { status: string; output?: Output; context: { error: Message | null } }) => void): {
    unsubscribe(): void;
  };
}

/**
 * What every auth form does with its actor besides rendering: a server error (a new `error` in
 * context) becomes a toast, and reaching the final state hands the output on, once.
 */
export function useFormEffects<Output>(actor: FormActor<Output>, onError: (message: Message) => void, onDone: (output: Output) => void) {
  const handlers = useRef({ onError, onDone });
  useEffect(() => {
    handlers.current = { onError, onDone };
  });
  useEffect(() => {
    let shownError = actor.getSnapshot().context.error;
    let finished = false;
    const subscription = actor.subscribe((snapshot) => {
      const { error } = snapshot.context;
      if (error !== null && error !== shownError) handlers.current.onError(error);
      shownError = error;
      if (snapshot.status === 'done' && !finished) {
        finished = true;
        handlers.current.onDone(snapshot.output as Output);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
