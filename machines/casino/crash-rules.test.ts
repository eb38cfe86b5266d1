// The crash game's rules from the provably fair seed (docs/decisions/190): the crash point is a pure
// function of the revealed seed and the round id, a cash-out pays only at or below it, and the
// documented return to player (99% at every automatic target) holds over 200,000 fair rounds.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashPointFromSeed, crashPointOf, crashReturnOf, crashUniformOf, CRASH_RTP, seedHashOf } from './crash-rules.ts';

describe('crash point from the seed', () => {
  it('is HMAC-SHA256(seed, "<round id>:crash"), its first 52 bits over 2^52, as anyone can recompute', async () => {
    const seed = 'a'.repeat(64);
    const digest = createHmac('sha256', seed).update('aviator-r1:crash').digest();
    const uniform = (digest.readUInt32BE(0) * 2 ** 20 + (digest.readUInt32BE(4) >>> 12)) / 2 ** 52;
    expect(await crashUniformOf(seed, 'aviator-r1')).toBe(uniform);
    expect(await crashPointFromSeed(seed, 'aviator-r1')).toBe(crashPointOf(uniform));
    expect(await crashPointFromSeed(seed, 'aviator-r2')).not.toBe(await crashPointFromSeed(seed, 'aviator-r1'));
    expect(await seedHashOf(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });
});

describe('cash-out against the crash point', () => {
  it.each([
    [{ stake: 100, cashedOutAt: 1.5 }, 2, 150],
    [{ stake: 100, cashedOutAt: 2 }, 2, 200],
    [{ stake: 100, cashedOutAt: 2.01 }, 2, 0],
    [{ stake: 100, autoCashOut: 1.5 }, 1.49, 0],
    [{ stake: 100, autoCashOut: 1.5 }, 1.5, 150],
    [{ stake: 100, autoCashOut: 3, cashedOutAt: 1.2 }, 10, 120],
    [{ stake: 100, autoCashOut: 1.3, cashedOutAt: 2 }, 10, 130],
    [{ stake: 100 }, 100, 0],
    [{ stake: 33, cashedOutAt: 1.07 }, 2, 35.31],
  ])('%o with a crash at %f returns %f', (bet, crashPoint, returned) => {
    expect(crashReturnOf(bet, crashPoint)).toBe(returned);
  });
});

describe('return to player over fair rounds', () => {
  it('is 99% ± 1 point at automatic targets 1.5×, 2× and 3× over 200,000 rounds from seeds', async () => {
    const rounds = 200_000;
    const targets = [1.5, 2, 3];
    const returned = targets.map(() => 0);
    const seed = createHash('sha256').update('crash rtp seed').digest('hex');
    for (let index = 0; index < rounds; index += 1) {
      const crashPoint = await crashPointFromSeed(seed, `aviator-${index}`);
      targets.forEach((target, at) => {
        returned[at]! += crashReturnOf({ stake: 1, autoCashOut: target }, crashPoint);
      });
    }
    const rtps = returned.map((total) => total / rounds);
    console.info(`crash RTP measured over ${rounds} fair rounds: ${rtps.map((rtp) => (rtp * 100).toFixed(2)).join(', ')}%`);
    for (const rtp of rtps) expect(Math.abs(rtp - CRASH_RTP)).toBeLessThanOrEqual(0.01);
  }, 120_000);
});
