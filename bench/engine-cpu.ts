// The match engine's CPU with 50 events in play on one process (docs/decisions/152, 211): 20 cricket,
// 15 football, 10 tennis and 5 kabaddi fixtures started at once on a seeded in-memory database, the
// runner stepped every 400 ms on the real clock for BENCH_SECONDS (default 60) at MATCH_SPEED (default 6),
// publishing to a stand-in socket server (messages built, not sent). Prints CPU seconds and % of a core.
//   npx tsx bench/engine-cpu.ts
import type { Server as SocketServer } from 'socket.io';
import { createFixture } from '../server/sports/fixtures.ts';
import { createMatchRunner } from '../server/sports/match-runner.ts';
import { openTestDatabase } from '../server/testing/fixtures.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const speed = Number(process.env.MATCH_SPEED ?? 6);
const db = await openTestDatabase();
const start = new Date();
const mix = { cricket: 20, football: 15, tennis: 10, kabaddi: 5 } as const;
for (const [sport, count] of Object.entries(mix) as [keyof typeof mix, number][]) {
  for (let n = 0; n < count; n += 1) await createFixture(db, sport, start, 1_000 + n);
}
// The seeded events are played too: hold them out of the count by closing them.
await db.query("UPDATE events SET status = 'closed' WHERE start_offset_minutes IS NOT NULL");
let messages = 0;
const io = { to: () => ({ emit: () => (messages += 1) }) } as unknown as SocketServer;
const runner = createMatchRunner(db, io, { speed, fixtures: false });
const cpuBefore = process.cpuUsage();
const began = Date.now();
let steps = 0;
while (Date.now() - began < seconds * 1000) {
  const stepStarted = Date.now();
  await runner.step(new Date());
  steps += 1;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 400 - (Date.now() - stepStarted))));
}
const cpu = process.cpuUsage(cpuBefore);
const wall = (Date.now() - began) / 1000;
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const [{ in_play: inPlay }] = (await db.query<{ in_play: number }>(
  "SELECT count(*)::int AS in_play FROM match_engine me JOIN events e ON e.id = me.event_id WHERE e.status = 'open' AND me.next_action <> 'done'",
)) as [{ in_play: number }];
console.log(JSON.stringify({ events: 50, stillInPlay: inPlay, speed, wallSeconds: Math.round(wall), steps, messages, cpuSeconds: Number(cpuSeconds.toFixed(2)), percentOfOneCore: Number(((cpuSeconds / wall) * 100).toFixed(1)) }));
await db.close();
