// The words a statement line says (docs/decisions/161): what happened, named as the bettor
// saw it (the game, its round number, the event and market, the matka draw's day), never raw ids such
// as "Casino lucky-7 round lucky-7-6fd365c9-…". Written into the ledger row's remark when the row is
// posted; rows written before read through server/reports/remarks.ts.

export type CasinoAction = 'debit' | 'credit' | 'rollback';

const CASINO_ACTION_WORDS: Record<CasinoAction, string> = {
  debit: 'stake',
  credit: 'win',
  rollback: 'stake returned',
};

/** "Lucky 7, round 12: stake". The round number counts the player's rounds of that game, from 1. */
export function casinoRoundRemark(gameName: string, roundNumber: number, action: CasinoAction): string {
  return `${gameName}, round ${roundNumber}: ${CASINO_ACTION_WORDS[action]}`;
}

/** A game's name from its id when no catalogue names it: `teen-patti-20-20` → "Teen Patti 20 20". */
export function gameNameFromId(gameId: string): string {
  return gameId
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "India v Australia / Match Odds: India won". */
export function settlementRemark(eventName: string | undefined, marketName: string, result: string): string {
  return eventName ? `${eventName} / ${marketName}: ${result}` : `${marketName}: ${result}`;
}

/** A draw's day as the site writes dates (spec §9: DD/MM/YYYY): `2025-01-31` → "31/01/2025". */
export function siteDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

/** "Kalyan 31/01/2025, open: Single Digit 5". */
export function matkaBetRemark(marketName: string, drawDay: string, session: string, typeName: string, number: string): string {
  return `${marketName} ${siteDay(drawDay)}, ${session}: ${typeName} ${number}`;
}

/** "Kalyan 31/01/2025, result 123-68-459: won Single Digit 5". */
export function matkaWinRemark(marketName: string, drawDay: string, resultText: string, typeName: string, number: string): string {
  return `${marketName} ${siteDay(drawDay)}, result ${resultText}: won ${typeName} ${number}`.replace(/\s+/g, ' ');
}
