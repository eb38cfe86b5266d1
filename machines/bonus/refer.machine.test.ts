import { walkEveryTransition } from '../testing/path-harness.ts';
import { referMachine, type ReferEvent } from './refer.machine.ts';

walkEveryTransition('referEarn', {
  machine: referMachine,
  input: undefined,
  events: (): ReferEvent[] => [{ type: 'refer.copy', what: 'code' }, { type: 'refer.copy', what: 'link' }, { type: 'refer.share' }, { type: 'refer.reload' }],
  outputs: {
    loadReferral: [{ code: '100042', link: 'https://site.example/sign-up?refer=100042', referredUsers: 2, earned: 200 }],
    shareLink: ['shared', 'copied', 'dismissed'],
  },
  contextKey: (context) => ({ copying: context.copying }),
});
