import { FormattedMessage, useIntl } from 'react-intl';
import { SITE_TIME_ZONE } from '../../ui/event-rows.tsx';
import { nameInLanguage } from '../../ui/name-in-language.ts';

/** "In-Play" or the start in the site's time zone, then the competition (search results, favourites, the sports book). */
export function EventWhen({
  inPlay,
  openDate,
  competitionName,
  competitionNames,
  liveClassName,
}: {
  inPlay: boolean;
  openDate: string;
  competitionName: string;
  /** Per language (docs/decisions/225). */
  competitionNames?: Readonly<Record<string, string>> | undefined;
  liveClassName?: string;
}) {
  const intl = useIntl();
  return (
    <>
      {inPlay ? (
        <span className={liveClassName}>
          <FormattedMessage id="sports.inPlay" />
        </span>
      ) : (
        intl.formatDate(openDate, { timeZone: SITE_TIME_ZONE, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' })
      )}{' '}
      · {nameInLanguage(competitionName, competitionNames, intl.locale)}
    </>
  );
}
