import { describe, expect, it } from 'vitest';
import { stakeButtonsFromConfig } from '../wallet/deposit-rules.ts';
import { slipStakeButtons } from '../sports/slip-rules.ts';
import { stakeButtonsOf } from './stake-buttons.ts';

describe('stake buttons, one rule (decision 188)', () => {
  it('shows the first 4 saved buttons', () => {
    expect(stakeButtonsOf([500, 1000, 2000, 5000, 10_000])).toEqual([500, 1000, 2000, 5000]);
    expect(stakeButtonsOf(['150', 250])).toEqual([150, 250]);
  });
  it('drops zeros and falls back to 100/200/500/1,000 when none are usable', () => {
    expect(stakeButtonsOf([0, 300, 0, 0])).toEqual([300]);
    expect(stakeButtonsOf([0, 0, 0, 0])).toEqual([100, 200, 500, 1000]);
    expect(stakeButtonsOf([])).toEqual([100, 200, 500, 1000]);
    expect(stakeButtonsOf(null)).toEqual([100, 200, 500, 1000]);
  });
  it('is what the slip, the profile and the deposit screen all show for the same saved buttons', () => {
    for (const saved of [[500, 1000, 2000, 5000], [0, 0, 0, 0], [100, 0, 700], []]) {
      expect(slipStakeButtons(saved)).toEqual(stakeButtonsFromConfig(saved));
      expect(slipStakeButtons(saved)).toEqual(stakeButtonsOf(saved));
    }
  });
});
