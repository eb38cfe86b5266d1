// Competition names per language set by the operator (decision 225): the CLI lists and names them,
// the lists of the Hindi site read the name, and bad input is refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { runCli } from '../testing/operator-cli.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { COMPETITION_NAME_PROBLEMS, COMPETITION_NOT_FOUND } from './competitions-section.ts';

// Outside the ports other server tests use.
const PORT = 8296;
const SERVER = `http://127.0.0.1:${PORT}`;
const cli = (...args: string[]) => runCli(SERVER, args);

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  await server.app.listen({ port: PORT, host: '127.0.0.1' });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

/** The Hindi names the cricket list gives the IPL's events. */
async function iplHindiNames(): Promise<(string | undefined)[]> {
  const reply = await callOperation(server.app, 'matches', { params: { sport_id: '4' }, query: { competition_id: 'ck-ipl' } });
  return (reply.body.data as { competition_names?: Record<string, string> }[]).map((event) => event.competition_names?.hi);
}

describe('the competitions section', () => {
  it('lists each competition with its names by language', async () => {
    const { code, out } = await cli('competitions');
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/ck-ipl.*Cricket.*Indian Premier League.*hi: इंडियन प्रीमियर लीग/);
  });

  it('names a competition in a language, which the lists then carry, and removes the name again', async () => {
    const named = await cli('name-competition', 'ck-ipl', '--lang', 'hi', '--name', 'आईपीएल');
    expect([named.code, named.out[0]]).toEqual([0, 'ck-ipl in hi: आईपीएल.']);
    const names = await iplHindiNames();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['आईपीएल']));

    const removed = await cli('name-competition', 'ck-ipl', '--lang', 'hi');
    expect([removed.code, removed.out[0]]).toEqual([0, 'ck-ipl: no hi name.']);
    expect(new Set(await iplHindiNames())).toEqual(new Set([undefined]));
  });

  it.each([
    [['ck-ipl', '--name', 'x'], COMPETITION_NAME_PROBLEMS.language],
    [['ck-ipl', '--lang', 'HI', '--name', 'x'], COMPETITION_NAME_PROBLEMS.language],
    [['ck-ipl', '--lang', 'hi', '--name', 'x'.repeat(81)], COMPETITION_NAME_PROBLEMS.name],
    [['ck-ipl', '--lang', 'hi', '--name', 'two\nlines'], COMPETITION_NAME_PROBLEMS.name],
    [['no-such', '--lang', 'hi', '--name', 'x'], COMPETITION_NOT_FOUND],
    [['..%2Fsites', '--lang', 'hi', '--name', 'x'], COMPETITION_NOT_FOUND],
  ])('refuses name-competition %j', async (args, problem) => {
    const { code, error } = await cli('name-competition', ...args);
    expect(code).toBe(1);
    expect(error.join('\n')).toContain(problem);
  });
});
