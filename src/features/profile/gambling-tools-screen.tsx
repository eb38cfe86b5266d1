/**
 * The responsible-gambling tools (docs/decisions/093-095): deposit and loss limits per 24
 * hours, 7 days and 30 days (a raise waits 24 hours and shows as pending), the reality-check interval,
 * a time-out or a self-exclusion, confirmed first. One gambling-tools actor (machines/profile).
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BREAK_CHOICES,
  limitOf,
  REALITY_CHECK_CHOICES,
  type BreakKind,
  type gamblingToolsMachine,
  type GamblingChange,
  type GamblingTools,
  type LimitKind,
  type LimitPeriod,
} from '../../../machines/profile/gambling-tools.machine.ts';
import { formatAmount, formatIndiaTime } from '../../ui/format.ts';
import { MessageText } from '../../ui/message-text.tsx';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

type ToolsLogic = typeof gamblingToolsMachine;
type ToolsActor = ActorRefFrom<ToolsLogic>;

const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
const dateTime = (value: string) => formatIndiaTime(value, 'DD/MM/YYYY HH:mm');

export function GamblingToolsScreen({ logic, onRealityCheckChanged }: { logic: ToolsLogic; onRealityCheckChanged: (minutes: number) => void }) {
  const tools = useInspectedActorRef(logic);
  const snapshot = useSelector(tools, (state) => state);
  const { context } = snapshot;
  const saved = context.saved;
  // The running reality check follows a new interval at once.
  useEffect(() => {
    if (saved?.type === 'realityCheck') onRealityCheckChanged(saved.minutes);
  }, [saved, onRealityCheckChanged]);
  if (snapshot.matches('failed')) {
    return (
      <div className="card profile__card" role="alert">
        {context.error && <MessageText message={context.error} />}
        <button type="button" className="button button--primary" onClick={() => tools.send({ type: 'tools.retry' })}>
          <FormattedMessage id="profile.retry" />
        </button>
      </div>
    );
  }
  if (!context.tools) return <p className="profile__muted">…</p>;
  const busy = snapshot.hasTag('loading');
  return (
    <div className="profile__sections" aria-busy={busy}>
      <p className="profile__lead">
        <FormattedMessage id="gambling.lead" />
      </p>
      {context.error && (
        <p className="profile__error" role="alert">
          <MessageText message={context.error} />
        </p>
      )}
      {context.saved && (
        <p className="profile__saved" role="status">
          <FormattedMessage id="gambling.saved" />
        </p>
      )}
      <BreakStatus tools={context.tools} />
      {(['deposit', 'loss'] as const).map((kind) => (
        <section key={kind} className="card profile__card" aria-labelledby={`limits-${kind}`}>
          <h2 id={`limits-${kind}`}>
            <FormattedMessage id={`gambling.${kind}.title`} />
          </h2>
          <p className="profile__muted">
            <FormattedMessage id={`gambling.${kind}.help`} />
          </p>
          {PERIODS.map((period) => (
            <LimitRow key={period} tools={context.tools!} kind={kind} period={period} busy={busy} actor={tools} />
          ))}
        </section>
      ))}
      <RealityCheckChoice minutes={context.tools.reality_check_minutes} busy={busy} actor={tools} />
      {!context.tools.break && <BreakChoice busy={busy} actor={tools} />}
      {snapshot.matches('confirming') && context.change?.type === 'break' && <ConfirmBreak change={context.change} actor={tools} />}
    </div>
  );
}

function BreakStatus({ tools }: { tools: GamblingTools }) {
  if (!tools.break) return null;
  return (
    <p className="card profile__card profile__break" role="status" data-testid="break-status">
      <FormattedMessage id={`gambling.break.on.${tools.break.kind}`} values={{ until: dateTime(tools.break.until) }} />
    </p>
  );
}

function LimitRow({ tools, kind, period, busy, actor }: { tools: GamblingTools; kind: LimitKind; period: LimitPeriod; busy: boolean; actor: ToolsActor }) {
  const intl = useIntl();
  const inputId = useId();
  const [value, setValue] = useState('');
  const limit = limitOf(tools, kind, period);
  const periodName = intl.formatMessage({ id: `gambling.period.${period}` });
  const save = (amount: number | null) => {
    actor.send({ type: 'change.requested', change: { type: 'limit', kind, period, amount } });
    setValue('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value);
    if (value !== '' && Number.isFinite(amount) && amount > 0) save(Math.round(amount * 100) / 100);
  };
  return (
    <form className="profile__limit" onSubmit={submit} data-testid={`limit-${kind}-${period}`}>
      <div className="profile__limit-now">
        <label htmlFor={inputId}>{periodName}</label>
        <strong>
          {limit?.amount != null ? `₹${formatAmount(limit.amount)}` : intl.formatMessage({ id: 'gambling.noLimit' })}
        </strong>
        {limit?.pending_from && (
          <span className="profile__pending">
            {limit.pending_amount === null ? (
              <FormattedMessage id="gambling.pendingRemoval" values={{ at: dateTime(limit.pending_from) }} />
            ) : (
              <FormattedMessage id="gambling.pending" values={{ amount: `₹${formatAmount(limit.pending_amount)}`, at: dateTime(limit.pending_from) }} />
            )}
          </span>
        )}
      </div>
      <div className="profile__limit-edit">
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          value={value}
          placeholder={intl.formatMessage({ id: 'gambling.amount' })}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--primary button--small" disabled={busy || value === ''}>
          <FormattedMessage id="gambling.set" />
        </button>
        {limit?.amount != null && !(limit.pending_from && limit.pending_amount === null) && (
          <button type="button" className="button button--small profile__secondary" disabled={busy} onClick={() => save(null)}>
            <FormattedMessage id="gambling.remove" />
          </button>
        )}
      </div>
    </form>
  );
}

function RealityCheckChoice({ minutes, busy, actor }: { minutes: number; busy: boolean; actor: ToolsActor }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="card profile__card" aria-labelledby="reality-check">
      <h2 id="reality-check">
        <FormattedMessage id="gambling.reality.title" />
      </h2>
      <p className="profile__muted">
        <FormattedMessage id="gambling.reality.help" />
      </p>
      <label htmlFor={id} className="profile__inline">
        <FormattedMessage id="gambling.reality.every" />
        <select
          id={id}
          value={minutes}
          disabled={busy}
          onChange={(event) => actor.send({ type: 'change.requested', change: { type: 'realityCheck', minutes: Number(event.target.value) } })}
        >
          {REALITY_CHECK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 0 ? intl.formatMessage({ id: 'gambling.reality.off' }) : intl.formatMessage({ id: 'gambling.minutes' }, { minutes: choice })}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}

function BreakChoice({ busy, actor }: { busy: boolean; actor: ToolsActor }) {
  return (
    <section className="card profile__card" aria-labelledby="take-break">
      <h2 id="take-break">
        <FormattedMessage id="gambling.break.title" />
      </h2>
      <p className="profile__muted">
        <FormattedMessage id="gambling.break.help" />
      </p>
      {(['time_out', 'self_exclusion'] as const).map((kind) => (
        <BreakForm key={kind} kind={kind} busy={busy} actor={actor} />
      ))}
    </section>
  );
}

function BreakForm({ kind, busy, actor }: { kind: BreakKind; busy: boolean; actor: ToolsActor }) {
  const id = useId();
  const choices = BREAK_CHOICES[kind];
  const [days, setDays] = useState(choices[0]!);
  return (
    <form
      className="profile__break-form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'change.requested', change: { type: 'break', kind, days } });
      }}
    >
      <label htmlFor={id}>
        <FormattedMessage id={`gambling.break.${kind}`} />
      </label>
      <select id={id} value={days} onChange={(event) => setDays(Number(event.target.value))}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            <DaysLabel days={choice} />
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small profile__secondary" disabled={busy}>
        <FormattedMessage id={`gambling.break.start.${kind}`} />
      </button>
    </form>
  );
}

/** 1 day, 7 days … 6 weeks; 6 months, 1 year, 2 years, 5 years. */
function DaysLabel({ days }: { days: number }) {
  const intl = useIntl();
  if (days >= 183) return <>{intl.formatMessage({ id: 'gambling.months' }, { months: Math.round(days / 30.4) })}</>;
  if (days > 7 && days % 7 === 0) return <>{intl.formatMessage({ id: 'gambling.weeks' }, { weeks: days / 7 })}</>;
  return <>{intl.formatMessage({ id: 'gambling.days' }, { days })}</>;
}

function ConfirmBreak({ change, actor }: { change: Extract<GamblingChange, { type: 'break' }>; actor: ToolsActor }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  // When the break would end if confirmed now (the server counts from its own clock).
  const [until] = useState(() => dateTime(new Date(Date.now() + change.days * 86_400_000).toISOString()));
  return (
    <dialog
      ref={dialog}
      className="modal profile__dialog"
      aria-labelledby="confirm-break-title"
      onCancel={(event) => {
        event.preventDefault();
        actor.send({ type: 'change.cancelled' });
      }}
    >
      <div className="modal__body">
        <h2 id="confirm-break-title">
          <FormattedMessage id={`gambling.confirm.title.${change.kind}`} />
        </h2>
        <p>
          <FormattedMessage id="gambling.confirm.body" values={{ until }} />
        </p>
        <div className="profile__dialog-actions">
          <button type="button" className="button profile__secondary" onClick={() => actor.send({ type: 'change.cancelled' })}>
            <FormattedMessage id="gambling.confirm.cancel" />
          </button>
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'change.confirmed' })}>
            <FormattedMessage id="gambling.confirm.ok" />
          </button>
        </div>
      </div>
    </dialog>
  );
}
