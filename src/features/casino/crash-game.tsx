import { useSelector } from '@xstate/react';
import { memo, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  crashPointFromSeed,
  MAX_AUTO_CASH_OUT,
  MAX_CRASH_STAKE,
  MIN_AUTO_CASH_OUT,
  MIN_CRASH_STAKE,
  multiplierAt,
  seedHashOf,
  CRASH_BET_SLOTS,
  type CrashBetSlot,
} from '../../../machines/casino/crash-rules.ts';
import type { crashMachine, CrashEvent } from '../../../machines/casino/crash.machine.ts';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';
import { formatAmount } from '../../ui/format.ts';
import { MessageText } from '../../ui/message-text.tsx';

/** The crash game's machine with its provider calls, and the link to its table (src/runtime/wiring/casino.ts). */
export interface CrashGameLogic {
  machine: typeof crashMachine;
  connect(send: (event: CrashEvent) => void): Promise<{ close(): void }>;
}

type CrashActor = ActorRefFrom<typeof crashMachine>;

const multiplierText = (multiplier: number): string => `${multiplier.toFixed(2)}×`;

/**
 * The crash game (docs/decisions/191): a thin view of machines/casino/crash.machine.ts. The machine
 * changes only when something happens (a round opens, takes off, crashes; a bet is placed or cashed
 * out); while the round flies the multiplier is written into its element each animation frame from
 * the take-off time, without rendering React (the view renders a few times a round, not 60 times a second).
 */
export function CrashGame({ logic }: { logic: CrashGameLogic }) {
  const crash = useInspectedActorRef(logic.machine);
  useEffect(() => {
    let link: { close(): void } | undefined;
    let closed = false;
    void logic.connect((event) => crash.send(event)).then((opened) => {
      if (closed) opened.close();
      else link = opened;
    });
    return () => {
      closed = true;
      link?.close();
    };
  }, [crash, logic]);

  return (
    <div className="crash-game" data-testid="crash-game">
      <CrashSky crash={crash} />
      <div className="crash-game__bets">
        {CRASH_BET_SLOTS.map((slot) => (
          <CrashBetPanel key={slot} crash={crash} slot={slot} />
        ))}
      </div>
      <CrashFairness crash={crash} />
    </div>
  );
}

/** The round's state and its multiplier, animated from the take-off time. */
const CrashSky = memo(function CrashSky({ crash }: { crash: CrashActor }) {
  const phase = useSelector(crash, (snapshot) => (snapshot.matches({ round: 'waiting' }) ? 'waiting' : snapshot.matches({ round: 'betting' }) ? 'betting' : snapshot.matches({ round: 'flying' }) ? 'flying' : 'crashed'));
  const startedAt = useSelector(crash, (snapshot) => snapshot.context.round?.startedAt ?? null);
  const takeoffAt = useSelector(crash, (snapshot) => snapshot.context.round?.takeoffAt ?? null);
  const crashPoint = useSelector(crash, (snapshot) => snapshot.context.round?.crashPoint ?? null);
  const multiplierRef = useRef<HTMLOutputElement>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (phase !== 'flying' || startedAt === null) return;
    let frame = 0;
    const draw = () => {
      if (multiplierRef.current) multiplierRef.current.textContent = multiplierText(multiplierAt(Date.now() - startedAt));
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [phase, startedAt]);

  useEffect(() => {
    if (phase !== 'betting' || takeoffAt === null) return;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((takeoffAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [phase, takeoffAt]);

  return (
    <div className={`crash-game__sky crash-game__sky--${phase}`} data-phase={phase}>
      {phase === 'waiting' && (
        <p className="crash-game__status" role="status">
          <FormattedMessage id="casino.crash.waiting" />
        </p>
      )}
      {phase === 'betting' && (
        <p className="crash-game__status" role="status">
          <FormattedMessage id="casino.crash.betting" values={{ seconds: secondsLeft ?? 0 }} />
        </p>
      )}
      {phase === 'flying' && (
        <output ref={multiplierRef} className="crash-game__multiplier" data-testid="crash-multiplier" aria-live="off">
          {multiplierText(1)}
        </output>
      )}
      {phase === 'crashed' && crashPoint !== null && (
        <p className="crash-game__crashed" role="status" data-testid="crash-point">
          <FormattedMessage id="casino.crash.crashed" values={{ multiplier: multiplierText(crashPoint) }} />
        </p>
      )}
    </div>
  );
});

const CrashBetPanel = memo(function CrashBetPanel({ crash, slot }: { crash: CrashActor; slot: CrashBetSlot }) {
  const intl = useIntl();
  const betState = useSelector(crash, (snapshot) => {
    const value = snapshot.value as Record<string, unknown>;
    return String(value[slot]);
  });
  const bet = useSelector(crash, (snapshot) => snapshot.context.bets[slot]);
  const takesBets = useSelector(crash, (snapshot) => snapshot.matches({ round: 'betting' }));
  const flying = useSelector(crash, (snapshot) => snapshot.matches({ round: 'flying' }));
  const [stake, setStake] = useState(String(MIN_CRASH_STAKE));
  const [autoOn, setAutoOn] = useState(false);
  const [auto, setAuto] = useState('2.00');
  const label = slot.toUpperCase();
  // A bet in the round shows its own stake and target (one restored after a reload too, docs/decisions/196).
  const open = betState === 'idle';

  const place = () =>
    crash.send({ type: 'bet.placed', slot, stake: Number(stake), autoCashOut: autoOn ? Math.floor(Number(auto) * 100) / 100 : null });

  return (
    <section className="crash-bet" aria-label={intl.formatMessage({ id: 'casino.crash.betLabel' }, { slot: label })} data-testid={`crash-bet-${slot}`} data-state={betState}>
      <div className="crash-bet__fields">
        <label className="crash-bet__field">
          <FormattedMessage id="casino.crash.stake" />
          <input
            type="number"
            inputMode="numeric"
            min={MIN_CRASH_STAKE}
            max={MAX_CRASH_STAKE}
            step={1}
            value={open ? stake : String(bet.stake)}
            disabled={!open}
            onChange={(event) => setStake(event.target.value)}
          />
        </label>
        <label className="crash-bet__field crash-bet__field--auto">
          <span>
            <input type="checkbox" checked={open ? autoOn : bet.autoCashOut !== null} disabled={!open} onChange={(event) => setAutoOn(event.target.checked)} />{' '}
            <FormattedMessage id="casino.crash.auto" />
          </span>
          <input
            type="number"
            inputMode="decimal"
            min={MIN_AUTO_CASH_OUT}
            max={MAX_AUTO_CASH_OUT}
            step={0.01}
            value={open || bet.autoCashOut === null ? auto : bet.autoCashOut.toFixed(2)}
            disabled={!autoOn || !open}
            aria-label={intl.formatMessage({ id: 'casino.crash.autoAt' }, { slot: label })}
            onChange={(event) => setAuto(event.target.value)}
          />
        </label>
      </div>
      {betState === 'idle' && (
        <button type="button" className="button button--primary crash-bet__action" disabled={!takesBets} onClick={place}>
          <FormattedMessage id="casino.crash.bet" values={{ slot: label }} />
        </button>
      )}
      {betState === 'placing' && (
        <button type="button" className="button button--primary crash-bet__action" disabled>
          <FormattedMessage id="casino.crash.placing" />
        </button>
      )}
      {(betState === 'placed' || betState === 'cashingOut') && (
        <button
          type="button"
          className="button button--primary crash-bet__action crash-bet__action--cash-out"
          disabled={!flying || betState === 'cashingOut'}
          onClick={() => crash.send({ type: 'bet.cashOut', slot })}
        >
          {flying ? <FormattedMessage id="casino.crash.cashOut" /> : <FormattedMessage id="casino.crash.placed" values={{ stake: formatAmount(bet.stake) }} />}
        </button>
      )}
      {betState === 'cashedOut' && bet.cashedOutAt !== null && (
        <p className="crash-bet__result crash-bet__result--won" role="status">
          <FormattedMessage id="casino.crash.won" values={{ multiplier: multiplierText(bet.cashedOutAt), win: formatAmount(bet.win ?? 0) }} />
        </p>
      )}
      {betState === 'lost' && (
        <p className="crash-bet__result crash-bet__result--lost" role="status">
          <FormattedMessage id="casino.crash.lost" values={{ stake: formatAmount(bet.stake) }} />
        </p>
      )}
      {bet.error && (
        <p className="crash-bet__error" role="alert">
          <MessageText message={bet.error} />
        </p>
      )}
    </section>
  );
});

/**
 * The seed's hash before the round, the seed after it, and Verify: the crash point recomputed here.
 * The last crashed round stays verifiable while the next one runs (docs/decisions/194).
 */
const CrashFairness = memo(function CrashFairness({ crash }: { crash: CrashActor }) {
  const round = useSelector(crash, (snapshot) => snapshot.context.round);
  const lastRound = useSelector(crash, (snapshot) => snapshot.context.lastRound);
  const [verified, setVerified] = useState<{ roundId: string; ok: boolean; crashPoint: number } | null>(null);
  if (!round) return null;
  const revealed = round.seed ? round : lastRound;
  const verify = async () => {
    if (!revealed?.seed || revealed.crashPoint === null) return;
    const crashPoint = await crashPointFromSeed(revealed.seed, revealed.roundId);
    const ok = (await seedHashOf(revealed.seed)) === revealed.seedHash && crashPoint === revealed.crashPoint;
    setVerified({ roundId: revealed.roundId, ok, crashPoint });
  };
  const result = revealed && verified?.roundId === revealed.roundId ? verified : null;
  return (
    <div className="crash-game__fair">
      <p>
        <FormattedMessage id="casino.crash.seedHash" /> <code data-testid="crash-seed-hash">{round.seedHash}</code>
      </p>
      {revealed?.seed && (
        <>
          {revealed !== round && revealed.crashPoint !== null && (
            <p>
              <FormattedMessage id="casino.crash.lastRound" values={{ multiplier: multiplierText(revealed.crashPoint) }} />
            </p>
          )}
          <p>
            <FormattedMessage id="casino.crash.seed" /> <code data-testid="crash-seed">{revealed.seed}</code>
          </p>
          <button type="button" className="button button--outline" onClick={() => void verify()}>
            <FormattedMessage id="casino.crash.verify" />
          </button>
          {result && (
            <p role="status" data-testid="crash-verified">
              {result.ok ? (
                <FormattedMessage id="casino.crash.verified" values={{ multiplier: multiplierText(result.crashPoint) }} />
              ) : (
                <FormattedMessage id="casino.crash.notVerified" />
              )}
            </p>
          )}
        </>
      )}
    </div>
  );
});
