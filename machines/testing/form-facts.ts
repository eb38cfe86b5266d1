/** Path-test facts the auth form machines share (login, sign-up, forgot password). */
import type { AnyEventObject } from 'xstate';
import { expect } from 'vitest';

interface FormSnapshot {
  status: string;
  output?: unknown;
  context: { error: unknown; values: object };
}

interface FormStep {
  snapshot: FormSnapshot;
  previous: FormSnapshot;
  event: AnyEventObject;
}

/** A finished form hands the session exactly the user the server signed in. */
export const signedInOutputFact = (user: unknown) => ({
  rule: 'a completed sign-in outputs the user the server returned, for the session to keep',
  check: ({ snapshot }: FormStep) => {
    if (snapshot.status !== 'done') return;
    expect(snapshot.output).toEqual({ user });
  },
});

/** Bad input gets a clear message and loses nothing. */
export const refusedRequestFact = {
  rule: 'a refused request shows its reason and keeps what was typed',
  check: ({ snapshot, previous, event }: FormStep) => {
    if (!event.type.startsWith('xstate.error.actor.')) return;
    expect(snapshot.context.error).not.toBeNull();
    expect(snapshot.context.values).toEqual(previous.context.values);
  },
};
