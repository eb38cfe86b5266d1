/**
 * The bettor's stake buttons, one rule for every screen that shows them (the bet slip's quick
 * stakes, the profile's Stakes tab, the deposit screen's quick amounts): the first 4 the server
 * gives (user info `chips` and wallet config `stake_button` are one source on the server), the
 * defaults 100/200/500/1000 when it gives none or only zeros. Zero or non-numeric entries among
 * real ones are dropped, since a button that adds nothing is useless; numeric strings are accepted
 * (docs/decisions/188-stake-buttons-one-source.md).
 */
import { DEFAULT_STAKE_BUTTONS, STAKE_BUTTONS_SHOWN } from './constants.ts';

export const stakeButtonsOf = (saved: unknown): number[] => {
  const configured = Array.isArray(saved) ? saved.slice(0, STAKE_BUTTONS_SHOWN) : [];
  const usable = configured.map(Number).filter((value) => Number.isFinite(value) && value > 0);
  return usable.length > 0 ? usable : [...DEFAULT_STAKE_BUTTONS];
};
