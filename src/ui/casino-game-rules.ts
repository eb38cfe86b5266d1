/**
 * Each casino game's rules on the rules pages (decision 163's anchors, `/faq#rules-<anchor>`): the
 * FAQ lists them in its casino group, and a launched game's bar links its game's first entry
 * (docs/decisions/195). Keyed by the lobby catalogue's game id; a game with several entries (Teen
 * Patti's side bets) is linked to its first.
 */
export const CASINO_GAME_RULES = [
  { gameId: 'lucky-7', anchor: 'casino-lucky7', titleId: 'rules.casino.lucky7.title', bodyId: 'rules.casino.lucky7.body' },
  { gameId: 'dragon-tiger', anchor: 'casino-dragon-tiger', titleId: 'rules.casino.dragonTiger.title', bodyId: 'rules.casino.dragonTiger.body' },
  { gameId: 'teen-patti-20-20', anchor: 'casino-teen-patti', titleId: 'rules.casino.teenPatti.title', bodyId: 'rules.casino.teenPatti.body' },
  {
    gameId: 'teen-patti-20-20',
    anchor: 'casino-teen-patti-pair-plus',
    titleId: 'rules.casino.teenPattiPairPlus.title',
    bodyId: 'rules.casino.teenPattiPairPlus.body',
  },
  { gameId: 'andar-bahar', anchor: 'casino-andar-bahar', titleId: 'rules.casino.andarBahar.title', bodyId: 'rules.casino.andarBahar.body' },
  { gameId: 'european-roulette', anchor: 'casino-roulette', titleId: 'rules.casino.roulette.title', bodyId: 'rules.casino.roulette.body' },
  { gameId: 'aviator', anchor: 'casino-aviator', titleId: 'rules.casino.aviator.title', bodyId: 'rules.casino.aviator.body' },
] as const;

/** The rules anchor of a lobby game, or undefined for a game the rules pages do not cover (another provider's). */
export const casinoRulesAnchorOf = (gameId: string): string | undefined => CASINO_GAME_RULES.find((rules) => rules.gameId === gameId)?.anchor;
