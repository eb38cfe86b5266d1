import { FormattedMessage, useIntl } from 'react-intl';
import type { FantasyMatchView } from '../../../machines/fantasy/team-builder.machine.ts';
import type { Message } from '../../../machines/shared/message.ts';
import { formatAmount, formatIndiaTime } from '../../ui/format.ts';
import { formatTimeLeft } from '../../ui/time-left.ts';

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
