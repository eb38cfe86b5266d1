import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Icon } from '../../ui/icons.tsx';
import { isSavingStar } from '../../../machines/sports/favourites.machine.ts';
import type { FavouritesRef } from './favourite-star.tsx';
import { EventWhen } from './event-when.tsx';
import './markets-nav.css';

/** Home's favourites: the starred events still open, newest star first, each with its star. */
export function FavouritesSection({ favourites }: { favourites: FavouritesRef }) {
  const intl = useIntl();
  const events = useSelector(favourites, (snapshot) => snapshot.context.events);
  const saving = useSelector(favourites, (snapshot) => isSavingStar(snapshot.context));
  if (events.length === 0) return null;
  return (
    <section className="section favourites" aria-labelledby="favourites-title">
      <h2 className="section__title" id="favourites-title">
        <FormattedMessage id="sports.favourites.title" />
      </h2>
      <ul className="card card--flush favourites__list">
        {events.map((event) => (
          <li key={event.eventId} className="favourites__row">
            <Link href={`/sports-event-detail/${event.eventId}`} className="favourites__event">
              <span className="favourites__name">{event.name}</span>
              <span className="favourites__meta">
                <EventWhen inPlay={event.inPlay} openDate={event.openDate} competitionName={event.competitionName} competitionNames={event.competitionNames} />
              </span>
            </Link>
            <button
              type="button"
              className="event-star event-star--on favourites__star"
              aria-pressed="true"
              disabled={saving}
              aria-label={intl.formatMessage({ id: 'sports.favourites.remove' }, { event: event.name })}
              onClick={() => favourites.send({ type: 'favourite.toggle', event })}
            >
              <Icon name="star" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
