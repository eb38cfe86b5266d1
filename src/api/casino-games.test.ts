import { describe, expect, it, vi } from 'vitest';
import { casinoGamesOf, fetchCasinoGames, storedCasinoGamesOf } from './casino-games.ts';

const FILE = 'https://cdn.example.com/sites/khiladi/casino-games.json';
const aviator = { id: 'aviator', name: 'Aviator', provider: 'Spribe', category: 'crash', thumbnail: '../games/aviator.svg', is_new: true };
const aviatorGame = {
  id: 'aviator',
  name: 'Aviator',
  provider: 'Spribe',
  category: 'crash',
  thumbnail: 'https://cdn.example.com/sites/games/aviator.svg',
  isNew: true,
};

describe('casino games file', () => {
  it('reads games with thumbnails resolved from the file address', () => {
    expect(casinoGamesOf({ games: [aviator, { ...aviator, id: 7, is_new: undefined }] }, FILE)).toEqual([
      aviatorGame,
      { ...aviatorGame, id: '7', isNew: false },
    ]);
  });

  it('keeps a game the file says is not available, marked so; anything but false is available', () => {
    expect(
      casinoGamesOf({ games: [{ ...aviator, available: false }, { ...aviator, id: 'a', available: 'no' }, { ...aviator, id: 'b', available: true }] }, FILE),
    ).toEqual([{ ...aviatorGame, available: false }, { ...aviatorGame, id: 'a' }, { ...aviatorGame, id: 'b' }]);
    expect(storedCasinoGamesOf([{ ...aviatorGame, available: false }])).toEqual([{ ...aviatorGame, available: false }]);
  });

  it('drops games it cannot read or whose thumbnail could run script', () => {
    const unreadable = [{ ...aviator, category: 'bingo' }, { ...aviator, name: '' }, { ...aviator, thumbnail: 'javascript:alert(1)' }];
    expect(casinoGamesOf({ games: [...unreadable, aviator] }, FILE)).toEqual([aviatorGame]);
  });

  it('fails on a file that is not a games file', () => {
    expect(() => casinoGamesOf([aviator], FILE)).toThrow();
  });

  it('takes stored games back as they were kept, and nothing else', () => {
    expect(storedCasinoGamesOf([aviatorGame, { id: 'x' }, null])).toEqual([aviatorGame]);
    expect(storedCasinoGamesOf(null)).toEqual([]);
  });

  it('fetches the file under the storage base URL, and fails on an error status', async () => {
    const fetch = vi.fn(async () => Response.json({ games: [aviator] }));
    expect(await fetchCasinoGames('https://cdn.example.com/sites/khiladi', { fetch, origin: 'http://localhost:8190/' })).toEqual([
      aviatorGame,
    ]);
    expect(fetch).toHaveBeenCalledWith(FILE);
    const same = vi.fn(async () => new Response('missing', { status: 404 }));
    await expect(fetchCasinoGames('/storage/localhost', { fetch: same, origin: 'http://localhost:8190/' })).rejects.toThrow('404');
    expect(same).toHaveBeenCalledWith('http://localhost:8190/storage/localhost/casino-games.json');
  });
});
