/** A wallet's figures as the ledger keeps them; the hot cache holds them too (docs/decisions/102). */
export interface WalletFigures {
  balancePaise: number;
  exposurePaise: number;
  bonusPaise: number;
  betsCount: number;
  /** Set when the active wallet (users.actw) is the welcome bonus: bets may use the bonus wallet too (docs/decisions/088). */
  playsBonus?: true;
}
