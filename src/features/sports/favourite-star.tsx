import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { isSavingStar, isStarred, type favouritesMachine } from '../../../machines/sports/favourites.machine.ts';
import { Icon } from '../../ui/icons.tsx';
import type { FeedRef } from './price-cell.tsx';

export type FavouritesRef = ActorRefFrom<typeof favouritesMachine>;

/** The event's star (make event favourite): on, it is in the favourites on Home. */
export function FavouriteStar({ favourites, feed }: { favourites: FavouritesRef; feed: FeedRef }) {
  const intl = useIntl();
  const eventId = useSelector(feed, (snapshot) => snapshot.context.eventId);
  const event = useSelector(feed, (snapshot) => snapshot.context.event);
  const starred = useSelector(favourites, (snapshot) => isStarred(snapshot.context, eventId));
  const saving = useSelector(favourites, (snapshot) => isSavingStar(snapshot.context));
  if (!event) return null;
  const label = intl.formatMessage({ id: starred ? 'sports.favourites.remove' : 'sports.favourites.add' }, { event: event.name });
  const toggle = () =>
    favourites.send({
      type: 'favourite.toggle',
      event: {
        eventId,
        name: event.name,
        competitionName: event.competitionName,
        ...(event.competitionNames && { competitionNames: event.competitionNames }),
        sportSlug: '',
        inPlay: event.inPlay,
        openDate: event.openDate,
      },
    });
  return (
    <button type="button" className={starred ? 'event-star event-star--on' : 'event-star'} aria-pressed={starred} aria-label={label} title={label} disabled={saving} onClick={toggle}>
      <Icon name="star" />
    </button>
  );
}
