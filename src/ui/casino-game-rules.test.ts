// Every game the lobby offers has its rules on the rules pages, in English and Hindi (docs/decisions/195).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import casinoEn from '../i18n/casino.en.json';
import casinoHi from '../i18n/casino.hi.json';
import rulesEn from '../i18n/rules.en.json';
import rulesHi from '../i18n/rules.hi.json';
import { CASINO_GAME_RULES, casinoRulesAnchorOf } from './casino-game-rules.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STORAGE = join(ROOT, 'server/public/storage');
/** The lobby catalogue of every seeded site (server/public/storage/<domain>/casino-games.json). */
const lobbyGames = readdirSync(STORAGE)
  .map((domain) => join(STORAGE, domain, 'casino-games.json'))
  .filter((file) => existsSync(file))
  .flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { games: { id: string; name: string }[] }).games);
const rules: Record<string, Record<string, string>> = { en: rulesEn, hi: rulesHi };

describe('casino game rules', () => {
  it('reads a lobby catalogue with the reference games and Aviator', () => {
    expect(new Set(lobbyGames.map((game) => game.id))).toEqual(
      new Set(['lucky-7', 'dragon-tiger', 'teen-patti-20-20', 'andar-bahar', 'european-roulette', 'aviator']),
    );
  });

  it.each(['en', 'hi'])('every lobby game has a rules entry with a title and a body in %s', (language) => {
    const catalogue = rules[language]!;
    for (const game of lobbyGames) {
      const entries = CASINO_GAME_RULES.filter((entry) => entry.gameId === game.id);
      expect(entries.length, game.id).toBeGreaterThan(0);
      expect(casinoRulesAnchorOf(game.id)).toBe(entries[0]!.anchor);
      for (const entry of entries) {
        expect(catalogue[entry.titleId], `${language} ${entry.titleId}`).toBeTruthy();
        expect(catalogue[entry.bodyId], `${language} ${entry.bodyId}`).toBeTruthy();
      }
    }
  });

  it('gives every entry an anchor of its own, and Hindi words of its own', () => {
    expect(new Set(CASINO_GAME_RULES.map((entry) => entry.anchor)).size).toBe(CASINO_GAME_RULES.length);
    for (const entry of CASINO_GAME_RULES) expect(rules.hi![entry.bodyId]).not.toBe(rules.en![entry.bodyId]);
  });

  it('tells the crash game and the Pair plus side bets as the games play them', () => {
    const aviator = rulesEn['rules.casino.aviator.body'];
    for (const fact of ['7 seconds', '1.00×', 'fixed from the round', 'Bet A and Bet B', '₹10 to ₹5,000', 'auto cash-out', '99%', 'Verify']) {
      expect(aviator).toContain(fact);
    }
    const pairPlus = rulesEn['rules.casino.teenPattiPairPlus.body'];
    for (const fact of ['pair or better', '2.85 to 1', '98.60%']) expect(pairPlus).toContain(fact);
    expect(rulesHi['rules.casino.aviator.body']).toContain('99%');
    expect(rulesHi['rules.casino.teenPattiPairPlus.body']).toContain('98.60%');
  });

  it("names the game's rules link in both languages", () => {
    expect(casinoEn['casino.rules.label']).toBe('{game} rules');
    expect(casinoHi['casino.rules.label']).toContain('{game}');
    expect(casinoRulesAnchorOf('another-providers-game')).toBeUndefined();
  });
});
