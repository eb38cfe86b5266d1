import { describe, expect, it } from 'vitest';
import { casinoGamesFileUrl, isPlayable, storageBaseUrlOf } from './casino-games.ts';

describe('storage base URL', () => {
  it.each([
    [{ aws_url: '', storage_path: { domain_image: '/storage/localhost/' } }, '/storage/localhost'],
    [{ aws_url: 'https://cdn.example.com/', storage_path: { domain_image: '/sites/khiladi/' } }, 'https://cdn.example.com/sites/khiladi'],
    [{ aws_url: 'https://cdn.example.com', storage_path: { domain_image: '' } }, 'https://cdn.example.com'],
    [{}, ''],
  ])('joins aws_url and storage_path.domain_image: %j', (settings, base) => {
    expect(storageBaseUrlOf(settings)).toBe(base);
  });

  it('names the casino games file under it', () => {
    expect(casinoGamesFileUrl('/storage/localhost')).toBe('/storage/localhost/casino-games.json');
  });
});

describe('isPlayable', () => {
  it('is every game but one the file marks unavailable', () => {
    expect(isPlayable({})).toBe(true);
    expect(isPlayable({ available: false })).toBe(false);
  });
});
