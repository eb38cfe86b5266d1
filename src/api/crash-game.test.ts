// The crash table's snapshot on connecting (docs/decisions/196) as the machine's events: the round,
// then the player's own bets in it; a snapshot older than a round already heard tells only the bets.
import { describe, expect, it } from 'vitest';
import { crashSnapshotEvents, type CrashState } from './crash-game.ts';

const asIs = (serverTime: number) => serverTime;
const round = (phase: 'betting' | 'flying' | 'crashed'): NonNullable<CrashState['round']> => ({
  roundId: 'r1',
  seedHash: 'hash',
  phase,
  takeoffAt: 100,
  startedAt: phase === 'betting' ? null : 100,
  crashPoint: phase === 'crashed' ? 1.9 : null,
  seed: phase === 'crashed' ? 'seed' : null,
});
const bet = (slot: 'a' | 'b', status: CrashState['bets'][number]['status'], extra: Partial<CrashState['bets'][number]> = {}) => ({
  slot,
  stake: 100,
  autoCashOut: null,
  status,
  cashedOutAt: null,
  win: 0,
  ...extra,
});

describe('crashSnapshotEvents', () => {
  it('tells a flying round, then the bets as the machine names them; a bet still being placed is left out', () => {
    const events = crashSnapshotEvents(
      { round: round('flying'), bets: [bet('a', 'placed'), bet('b', 'cashed_out', { autoCashOut: 1.5, cashedOutAt: 1.5, win: 150 })], serverNow: 120 },
      new Set(),
      asIs,
    );
    expect(events).toEqual([
      { type: 'round.betting', roundId: 'r1', seedHash: 'hash', takeoffAt: 100 },
      { type: 'round.flying', roundId: 'r1', startedAt: 100 },
      { type: 'bet.restored', roundId: 'r1', slot: 'a', stake: 100, autoCashOut: null, status: 'placed', cashedOutAt: null, win: 0 },
      { type: 'bet.restored', roundId: 'r1', slot: 'b', stake: 100, autoCashOut: 1.5, status: 'cashedOut', cashedOutAt: 1.5, win: 150 },
    ]);
    expect(crashSnapshotEvents({ round: round('betting'), bets: [bet('a', 'placing')], serverNow: 0 }, new Set(), asIs)).toEqual([
      { type: 'round.betting', roundId: 'r1', seedHash: 'hash', takeoffAt: 100 },
    ]);
  });

  it('tells a crashed round with its point and seed, and its lost bet', () => {
    expect(crashSnapshotEvents({ round: round('crashed'), bets: [bet('a', 'lost')], serverNow: 0 }, new Set(['r1']), asIs).map((event) => event.type)).toEqual([
      'round.betting',
      'round.flying',
      'round.crashed',
      'bet.restored',
    ]);
  });

  it('a snapshot of a round older than one heard on this connection tells only its bets (the machine keeps them out of the round it shows)', () => {
    const events = crashSnapshotEvents({ round: round('crashed'), bets: [bet('a', 'lost')], serverNow: 0 }, new Set(['r2']), asIs);
    expect(events.map((event) => event.type)).toEqual(['bet.restored']);
    expect(crashSnapshotEvents({ round: null, bets: [], serverNow: 0 }, new Set(), asIs)).toEqual([]);
  });
});
