import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { pendingBetOf, selectSlipStage, slipErrorOf, type BetSlipContext, type betSlipMachine, type SlipStage } from '../../../machines/sports/bet-slip.machine.ts';
import { slipLiabilityOf, slipProfitOf } from '../../../machines/sports/slip-rules.ts';
import type { Message } from '../../../machines/shared/message.ts';
import type { editStakeMachine } from '../../../machines/wallet/edit-stake.machine.ts';
import { formatAmount } from '../../ui/format.ts';
import { MessageText } from '../../ui/message-text.tsx';
import type { FeedRef } from './price-cell.tsx';
import { formatPrice } from './price-format.ts';
import { productNameIn } from '../../ui/product-names.ts';
import { useNoticeRelay } from '../../runtime/use-notice-relay.ts';

type SlipRef = ActorRefFrom<typeof betSlipMachine>;

const SIDE_LABEL = {
  back: { decimal: 'sports.side.back', rate: 'sports.side.back', line: 'sports.side.yes' },
  lay: { decimal: 'sports.side.lay', rate: 'sports.side.lay', line: 'sports.side.no' },
} as const;

/**
 * The bet slip: under the runner on a phone, a side panel on a desktop (design).
 * `fixedPrice`: the sports book's simple slip, where the price is shown, not nudged.
 */
export function BetSlipPanel({ slip, feed, fixedPrice = false }: { slip: SlipRef; feed: FeedRef; fixedPrice?: boolean }) {
  useNoticeRelay(slip);
  const intl = useIntl();
  const context = useSelector(slip, (snapshot) => snapshot.context);
  const stage = useSelector(slip, selectSlipStage);
  const editStake = useSelector(slip, (snapshot) => snapshot.children.editStake);
  const { selection } = context;
  const bet = pendingBetOf(context);
  const error = context.attempted ? slipErrorOf(context) : undefined;
  const busy = stage === 'placing';
  const side = SIDE_LABEL[selection.side][selection.form];

  return (
    <section className={`slip slip--${selection.side}`} aria-label={intl.formatMessage({ id: 'sports.slip.title' })}>
      <header className="slip__head">
        <span className="slip__side">
          <FormattedMessage id={side} />
        </span>
        <span className="slip__runner">{productNameIn(intl, selection.runnerName)}</span>
        <span className="slip__market">{productNameIn(intl, selection.marketName)}</span>
      </header>

      <SlipPriceRow slip={slip} context={context} busy={busy} stepper={selection.form === 'decimal' && !fixedPrice} />
      <SlipStakeRow slip={slip} context={context} busy={busy} invalid={error !== undefined} />
      {editStake && <StakeEditor editor={editStake} />}

      <p className="slip__preview">
        <span>
          <FormattedMessage id="sports.slip.profit" values={{ amount: formatAmount(slipProfitOf(bet)) }} />
        </span>
        <span>
          <FormattedMessage id="sports.slip.liability" values={{ amount: formatAmount(slipLiabilityOf(bet)) }} />
        </span>
      </p>
      {/* Exchange prices are limit orders (decision 180): no "accept any odds" there, only on the house's markets. */}
      {selection.form !== 'decimal' && (
        <label className="slip__check">
          <input type="checkbox" checked={context.acceptAnyOdds} onChange={(event) => {
            slip.send({ type: 'acceptAnyOdds.changed', accept: event.target.checked });
            feed.send({ type: 'acceptAnyOdds.changed', accept: event.target.checked });
          }} />
          <FormattedMessage id="sports.slip.acceptAnyOdds" />
        </label>
      )}

      <SlipOutcome slip={slip} context={context} stage={stage} error={error} />
      <SlipActions slip={slip} stage={stage} busy={busy} />
    </section>
  );
}

/** The price (odds, rate or line): nudged with − and + on the exchange's decimal prices, shown otherwise. */
function SlipPriceRow({ slip, context, busy, stepper }: { slip: SlipRef; context: BetSlipContext; busy: boolean; stepper: boolean }) {
  const intl = useIntl();
  const priceId = useId();
  const { selection } = context;
  return (
    <div className="slip__row">
      <label className="slip__label" htmlFor={priceId}>
        <FormattedMessage id={selection.form === 'line' ? 'sports.slip.line' : selection.form === 'rate' ? 'sports.slip.rate' : 'sports.slip.odds'} />
      </label>
      <div className="slip__stepper">
        {stepper && (
          <button type="button" className="slip__step" disabled={busy} aria-label={intl.formatMessage({ id: 'sports.slip.priceDown' })} onClick={() => slip.send({ type: 'price.down' })}>
            −
          </button>
        )}
        <input
          id={priceId}
          className="slip__input"
          inputMode="decimal"
          value={context.priceText}
          readOnly={!stepper || busy}
          onChange={(event) => slip.send({ type: 'price.changed', text: event.target.value })}
        />
        {stepper && (
          <button type="button" className="slip__step" disabled={busy} aria-label={intl.formatMessage({ id: 'sports.slip.priceUp' })} onClick={() => slip.send({ type: 'price.up' })}>
            +
          </button>
        )}
      </div>
      {selection.form === 'line' && (
        <span className="slip__rate">
          <FormattedMessage id="sports.slip.atRate" values={{ rate: context.rate ?? 100 }} />
        </span>
      )}
    </div>
  );
}

/** The stake, typed or chosen from the stake buttons, and the way to edit those. */
function SlipStakeRow({ slip, context, busy, invalid }: { slip: SlipRef; context: BetSlipContext; busy: boolean; invalid: boolean }) {
  const stakeId = useId();
  return (
    <>
      <div className="slip__row">
        <label className="slip__label" htmlFor={stakeId}>
          <FormattedMessage id="sports.slip.stake" />
        </label>
        <input
          id={stakeId}
          className="slip__input slip__input--stake"
          inputMode="numeric"
          autoComplete="off"
          value={context.stakeText}
          readOnly={busy}
          aria-invalid={invalid}
          onChange={(event) => slip.send({ type: 'stake.changed', text: event.target.value })}
        />
      </div>
      <div className="slip__stakes">
        {context.stakes.map((stake, index) => (
          <button key={index} type="button" className="slip__chip" disabled={busy} onClick={() => slip.send({ type: 'stake.chosen', stake })}>
            {stake}
          </button>
        ))}
        <button type="button" className="slip__edit-stakes" disabled={busy} onClick={() => slip.send({ type: 'stakes.edit' })}>
          <FormattedMessage id="sports.slip.editStakes" />
        </button>
      </div>
    </>
  );
}

/** What went wrong, a moved price to accept, or the placing bet's delay. */
function SlipOutcome({ slip, context, stage, error }: { slip: SlipRef; context: BetSlipContext; stage: SlipStage; error: Message | undefined }) {
  const { selection } = context;
  return (
    <>
      {error && (
        <p className="slip__error" role="alert">
          <MessageText message={error} />
        </p>
      )}
      {context.reason && stage !== 'placing' && (
        <p className="slip__error" role="alert">
          <MessageText message={context.reason} />
        </p>
      )}
      {stage === 'priceMoved' && context.offeredPrice !== null && (
        <div className="slip__offer">
          <FormattedMessage
            id="sports.slip.priceMoved"
            values={{ price: formatPrice(context.offeredPrice, selection.form) }}
          />
          <button type="button" className="button button--small button--primary" onClick={() => slip.send({ type: 'price.accept' })}>
            <FormattedMessage id="sports.slip.accept" values={{ price: formatPrice(context.offeredPrice, selection.form) }} />
          </button>
        </div>
      )}
      {stage === 'placing' && (
        <p className="slip__placing" role="status">
          {context.expiresAt !== null ? <Countdown expiresAt={context.expiresAt} /> : <FormattedMessage id="sports.slip.placing" />}
        </p>
      )}
    </>
  );
}

function SlipActions({ slip, stage, busy }: { slip: SlipRef; stage: SlipStage; busy: boolean }) {
  return (
    <div className="slip__actions">
      <button type="button" className="button button--small" disabled={busy} onClick={() => slip.send({ type: 'slip.cancel' })}>
        <FormattedMessage id="sports.slip.cancel" />
      </button>
      {stage === 'failed' ? (
        <button type="button" className="button button--small button--primary" onClick={() => slip.send({ type: 'slip.retry' })}>
          <FormattedMessage id="sports.slip.retry" />
        </button>
      ) : (
        <button type="button" className="button button--small button--primary slip__place" disabled={busy} onClick={() => slip.send({ type: 'slip.confirm' })}>
          <FormattedMessage id="sports.slip.place" />
        </button>
      )}
    </div>
  );
}

/** The in-play delay's countdown, from the deadline the slip keeps. */
function Countdown({ expiresAt }: { expiresAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return <FormattedMessage id="sports.slip.delay" values={{ seconds }} />;
}

function StakeEditor({ editor }: { editor: ActorRefFrom<typeof editStakeMachine> }) {
  const values = useSelector(editor, (snapshot) => snapshot.context.values);
  const error = useSelector(editor, (snapshot) => snapshot.context.error);
  const saving = useSelector(editor, (snapshot) => snapshot.hasTag('saving'));
  const intl = useIntl();
  return (
    <div className="slip__stake-editor">
      {values.map((value, index) => (
        <input
          key={index}
          className="slip__input"
          inputMode="numeric"
          aria-label={intl.formatMessage({ id: 'sports.slip.stakeButton' }, { number: index + 1 })}
          value={value}
          onChange={(event) => editor.send({ type: 'stake.changed', index, text: event.target.value })}
        />
      ))}
      {error && (
        <p className="slip__error" role="alert">
          <MessageText message={error} />
        </p>
      )}
      <button type="button" className="button button--small" onClick={() => editor.send({ type: 'stakes.cancel' })}>
        <FormattedMessage id="sports.slip.cancel" />
      </button>
      <button type="button" className="button button--small button--primary" disabled={saving} onClick={() => editor.send({ type: 'stakes.save' })}>
        <FormattedMessage id="sports.slip.saveStakes" />
      </button>
    </div>
  );
}
