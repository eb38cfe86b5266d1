import { expect } from 'vitest';
import { invokedInput } from '../testing/path-config.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { referMachine, type ReferEvent, type ReferralSummary } from './refer.machine.ts';

const summary: ReferralSummary = { code: '100042', link: 'https://site.example/sign-up?refer=100042', referredUsers: 2, earned: 200 };

walkEveryTransition('referEarn', {
  machine: referMachine,
  input: undefined,
  events: (): ReferEvent[] => [{ type: 'refer.copy', what: 'code' }, { type: 'refer.copy', what: 'link' }, { type: 'refer.share' }, { type: 'refer.reload' }],
  outputs: {
    loadReferral: [summary],
    shareLink: ['shared', 'copied', 'dismissed'],
  },
  contextKey: (context) => ({ copying: context.copying }),
  facts: [
    {
      rule: 'Copy puts the one asked for (the refer code or the link) on the clipboard, and the notice names what was copied',
      check: ({ snapshot, event }) => {
        const asked = event as ReferEvent;
        if (asked.type === 'refer.copy') {
          const { what } = asked;
          expect(invokedInput(snapshot, 'copyText')).toEqual({ text: summary[what] });
          expect(snapshot.context.done).toBeNull();
        } else if (event.type === 'xstate.done.actor.copyText') {
          expect(snapshot.context.done).toBe(snapshot.context.copying);
        }
      },
    },
    {
      rule: "Share offers the link and code; its notice says 'shared' when the share sheet was used, 'link copied' when it fell back to copying, and nothing when the user dismissed it",
      check: ({ snapshot, event }) => {
        if (event.type === 'refer.share') expect(invokedInput(snapshot, 'shareLink')).toEqual({ link: summary.link, code: summary.code });
        if (event.type !== 'xstate.done.actor.shareLink') return;
        const outcome = (event as { output?: string }).output;
        expect(snapshot.context.done).toBe(outcome === 'shared' ? 'shared' : outcome === 'copied' ? 'link' : null);
        expect(snapshot.context.error).toBeNull();
      },
    },
    {
      rule: 'a copy or share that fails says why and keeps the code, link and earnings shown',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'xstate.error.actor.copyText' && event.type !== 'xstate.error.actor.shareLink') return;
        expect(snapshot.matches({ ready: 'idle' })).toBe(true);
        expect(snapshot.context.error).not.toBeNull();
        expect(snapshot.context.summary).toBe(previous.context.summary);
      },
    },
  ],
});
