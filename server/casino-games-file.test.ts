// The seeded sites' casino games file (docs/decisions/024): found where each site's settings say
// (aws_url + storage_path.domain_image), with thumbnails that are served too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from './app.ts';
import { isLaunchable } from './casino/launch.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from './testing/fixtures.ts';

interface StorageSettings {
  aws_url: string;
  storage_path: { domain_image: string };
}

let server: BuiltServer;

beforeAll(async () => {
  server = await buildServer({ mode: 'production', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
});

describe.each(['localhost', '127.0.0.1'])('the casino games file of %s', (domain) => {
  it('is served under the storage base URL of its settings, every game one this server plays, with thumbnails', async () => {
    const settingsReply = await server.app.inject({ url: `/api/user/site-settings?domain=${domain}` });
    const { aws_url, storage_path } = (settingsReply.json() as { data: { siteSetting: StorageSettings } }).data.siteSetting;
    expect(aws_url).toBe('');
    const fileUrl = new URL('casino-games.json', `http://${domain}${storage_path.domain_image}`);

    const file = await server.app.inject({ url: fileUrl.pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    const { games } = file.json() as { games: Array<{ id: string; provider: string; thumbnail: string; available?: boolean }> };
    expect(games.length).toBeGreaterThanOrEqual(2);
    // A tile of the reference lobby never answers "not available" (an operator marks one
    // `available: false` instead, which the lobby shows greyed).
    for (const game of games) expect(game.available !== false && isLaunchable(game.provider, game.id), game.id).toBe(true);

    for (const game of games) {
      const thumbnail = await server.app.inject({ url: new URL(game.thumbnail, fileUrl).pathname });
      expect(thumbnail.statusCode, game.id).toBe(200);
      expect(thumbnail.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});
