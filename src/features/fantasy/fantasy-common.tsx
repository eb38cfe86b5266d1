import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FantasyMatchView } from '../../../machines/fantasy/team-builder.machine.ts';
import type { Message } from '../../../machines/shared/message.ts';
import { formatAmount, formatIndiaTime } from '../../ui/format.ts';

const SECOND_MS = 1_000;

/** The time now, once a second, for countdowns (display only: the machines and the server decide). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** '2d 04:05:06', '04:05:06' or '05:06' left until `until`, never below zero. */
export function formatTimeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / SECOND_MS));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const two = (value: number) => String(value).padStart(2, '0');
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

export const rupees = (amount: number) => `₹${formatAmount(amount)}`;

export const matchTime = (value: string) => formatIndiaTime(value, 'DD MMM hh:mm A');

/** The countdown to the deadline (the start), or the match's status once it has started. */
export function MatchCountdown({ match, now }: { match: FantasyMatchView; now: number }) {
  const open = match.status === 'upcoming' && Date.parse(match.startTime) > now;
  if (!open) {
    return (
      <span className={`fantasy-badge fantasy-badge--${match.status === 'completed' || match.status === 'cancelled' ? 'done' : 'live'}`}>
        <FormattedMessage id={`fantasy.status.${match.status === 'upcoming' ? 'live' : match.status}`} />
      </span>
    );
  }
  return (
    <span className="fantasy-countdown">
      <FormattedMessage id="fantasy.countdown" values={{ time: formatTimeLeft(match.startTime, now) }} />
    </span>
  );
}

export function MatchHead({ match, now }: { match: FantasyMatchView; now: number }) {
  return (
    <div className="fantasy-match__head">
      <div className="fantasy-match__sides">
        <span className="fantasy-side">{match.teamA.shortName}</span>
        <span className="fantasy-vs">
          <FormattedMessage id="fantasy.vs" />
        </span>
        <span className="fantasy-side">{match.teamB.shortName}</span>
      </div>
      <div className="fantasy-match__when">
        <span className="fantasy-match__title">{match.title}</span>
        <span className="fantasy-match__time">{matchTime(match.startTime)}</span>
        <MatchCountdown match={match} now={now} />
      </div>
    </div>
  );
}

/** A machine's message; a role in its values is put in words first. */
export function FantasyMessage({ message }: { message: Message }) {
  const intl = useIntl();
  if ('text' in message) return <>{message.text}</>;
  const values = { ...message.values };
  if (typeof values.role === 'string') values.role = intl.formatMessage({ id: `fantasy.roles.${values.role}` });
  return <>{intl.formatMessage({ id: message.id }, values)}</>;
}
