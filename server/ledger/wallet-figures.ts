import { paiseToRupees } from '../money.ts';

/** A wallet's figures as the ledger keeps them; the hot cache holds them too (docs/decisions/102). */
export interface WalletFigures {
  balancePaise: number;
  exposurePaise: number;
  bonusPaise: number;
  betsCount: number;
  /** Set when the active wallet (users.actw) is the welcome bonus: bets may use the bonus wallet too (docs/decisions/088). */
  playsBonus?: true;
}

/** A wallet as every reply shows it (spec §7 walletBalance: bl, ex, bc, eb), in rupees. */
export function balanceView(wallet: WalletFigures) {
  return {
    bl: paiseToRupees(wallet.balancePaise),
    ex: paiseToRupees(wallet.exposurePaise),
    bc: wallet.betsCount,
    eb: paiseToRupees(wallet.bonusPaise),
  };
}
