// Test support for the crash game (docs/decisions/190): the app's table stepped by hand on a test
// clock, rounds whose crash point a test chooses (a fresh seed until its fair crash point falls in a
// range, stored with its hash and point exactly as the table would), and the game's API.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { crashPointFromSeed, seedHashOf, timeToReach } from '../../machines/casino/crash-rules.ts';
import type { BuiltServer } from '../app.ts';
import { crashTableOf } from '../casino/crash-game.ts';
import { CRASH_PAUSE_MS } from '../casino/crash-model.ts';
import type { CrashTable } from '../casino/crash-table.ts';

export class CrashTestTable {
  readonly table: CrashTable;
  clock = 1_800_000_000_000;

  constructor(private readonly server: BuiltServer) {
    this.table = crashTableOf(server.app)!;
    this.table.autoRun = false;
    this.table.stop();
    this.table.now = () => this.clock;
  }

  async post(path: string, payload: Record<string, unknown>) {
    const reply = await this.server.app.inject({ method: 'POST', url: `/casino-provider/api/crash/${path}`, payload });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: reply.statusCode, body: reply.json() as any };
  }

  /** Ends the round on and opens one taking bets that crashes at `atLeast` or more, below `below`. */
  async newRound(atLeast = 2, below = Infinity): Promise<{ roundId: string; crashPoint: number; seed: string }> {
    const { table } = this;
    for (let guard = 0; guard < 10; guard += 1) {
      const round = await table.current();
      if (!round || round.phase === 'crashed') break;
      this.clock = Math.max(this.clock, Number(round.takeoff_at)) + 1;
      await table.step();
      const flying = await table.current();
      if (flying?.phase === 'flying') {
        this.clock = Number(flying.started_at) + timeToReach(Number(flying.crash_point)) + 1;
        await table.step();
      }
    }
    const last = await table.current();
    if (last) this.clock = Math.max(this.clock, Number(last.crashed_at) + CRASH_PAUSE_MS);
    await table.step();
    const round = (await table.current())!;
    expect(round.phase).toBe('betting');
    let seed: string;
    let crashPoint: number;
    do {
      seed = randomBytes(32).toString('hex');
      crashPoint = await crashPointFromSeed(seed, round.round_id);
    } while (crashPoint < atLeast || crashPoint >= below);
    await this.server.db.query('UPDATE crash_rounds SET server_seed = $2, seed_hash = $3, crash_point = $4 WHERE round_id = $1', [
      round.round_id,
      seed,
      await seedHashOf(seed),
      crashPoint,
    ]);
    return { roundId: round.round_id, crashPoint, seed };
  }

  /** The round takes off now; answers its take-off time. */
  async takeOff(): Promise<number> {
    const round = (await this.table.current())!;
    this.clock = Number(round.takeoff_at);
    await this.table.step();
    const flying = (await this.table.current())!;
    expect(flying.phase).toBe('flying');
    return Number(flying.started_at);
  }

  /** The clock moves to the moment the multiplier is `multiplier` (+ `extraMs`) and the table steps. */
  async flyTo(multiplier: number, extraMs = 1): Promise<void> {
    const round = (await this.table.current())!;
    this.clock = Number(round.started_at) + timeToReach(multiplier) + extraMs;
    await this.table.step();
  }
}
