/**
 * The real actors of the profile's responsible-gambling tools and of the reality check
 * (machines/profile), through src/api. Loaded with the profile route and the signed-in shell.
 */
import { fromPromise } from 'xstate';
import { gamblingToolsMachine, type GamblingChange, type GamblingTools } from '../../../machines/profile/gambling-tools.machine.ts';
import { realityCheckMachine, type RealityCheckReading } from '../../../machines/profile/reality-check.machine.ts';
import type { Api } from '../../api/call.ts';
import { parseGamblingTools } from '../../api/gambling-tools.ts';

export interface ProfileWiring {
  api: Api;
}

async function saveChange(api: Api, change: GamblingChange): Promise<GamblingTools> {
  switch (change.type) {
    case 'limit':
      return parseGamblingTools(
        await api.call('setGamblingLimit', { body: { kind: change.kind, period: change.period, amount: change.amount } }),
        'setGamblingLimit',
      );
    case 'break':
      return parseGamblingTools(await api.call('takeGamblingBreak', { body: { kind: change.kind, days: change.days } }), 'takeGamblingBreak');
    case 'realityCheck':
      return parseGamblingTools(
        await api.call('setRealityCheck', { body: { minutes: change.minutes as 0 | 15 | 30 | 60 | 120 } }),
        'setRealityCheck',
      );
  }
}

export function gamblingToolsLogic({ api }: ProfileWiring) {
  return gamblingToolsMachine.provide({
    actors: {
      loadTools: fromPromise<GamblingTools>(async () => parseGamblingTools(await api.call('responsibleGambling', {}), 'responsibleGambling')),
      saveChange: fromPromise<GamblingTools, GamblingChange>(({ input }) => saveChange(api, input)),
    },
  });
}

export function realityCheckLogic({ api }: ProfileWiring) {
  return realityCheckMachine.provide({
    actors: {
      readCheck: fromPromise<RealityCheckReading, { since: number }>(async ({ input }) => {
        const tools = parseGamblingTools(
          await api.call('responsibleGambling', { query: { since: new Date(input.since).toISOString() } }),
          'responsibleGambling',
        );
        return { minutes: tools.reality_check_minutes, result: tools.session_result ?? 0 };
      }),
    },
  });
}
