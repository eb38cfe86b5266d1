import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { selectListsLoaded, type eventListMachine } from '../../../machines/sports/event-list.machine.ts';
import { EventRows, type EventListRef } from '../../ui/event-rows.tsx';
import { Icon } from '../../ui/icons.tsx';
import { HOME_SPORT_TABS, SPORT_QUERY_KEY, selectedSportOf } from './sport-tabs.ts';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

const HOME_INPUT = { source: { kind: 'home' as const } };

/** Home's in-play events per sport tab (with a count badge per sport) and the upcoming events, live. */
export function InPlaySection({ logic }: { logic: typeof eventListMachine }) {
  const list = useInspectedActorRef(logic, { input: HOME_INPUT });
  const [path] = useLocation();
  const selected = selectedSportOf(useSearch());
  // Until the first lists arrive nobody knows how many in-play rows there are: the in-play card keeps
  // a screen's height, and Upcoming comes with the rows, so nothing on screen moves when they arrive
  // (Lighthouse counted Upcoming's shift; docs/decisions/241).
  const pending = useSelector(list, (snapshot) => !selectListsLoaded(snapshot) && snapshot.hasTag('loading'));
  return (
    <>
      <section className="section" aria-labelledby="home-inplay-title">
        <div className="section__head">
          <h2 className="section__title" id="home-inplay-title">
            <span className="live-dot" aria-hidden="true" />
            <FormattedMessage id="home.inPlay" />
          </h2>
        </div>
        <nav aria-labelledby="home-inplay-title">
          <ul className="sport-tabs">
            {HOME_SPORT_TABS.map((tab) => (
              <li key={tab.slug}>
                <Link
                  href={`${path}?${SPORT_QUERY_KEY}=${tab.slug}`}
                  className="sport-tabs__tab"
                  aria-current={tab.slug === selected ? 'true' : undefined}
                  replace
                >
                  <Icon name={tab.icon} />
                  <FormattedMessage id={tab.labelId} />
                  <CountBadge list={list} slug={tab.slug} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={pending ? 'card card--flush home__inplay-card--pending' : 'card card--flush'}>
          <EventRows list={list} rows="inPlay" sportSlug={selected} />
        </div>
      </section>
      {!pending && <UpcomingSection list={list} sportSlug={selected} />}
    </>
  );
}

function UpcomingSection({ list, sportSlug }: { list: EventListRef; sportSlug: string }) {
  return (
    <section className="section" aria-labelledby="home-upcoming-title">
        <div className="section__head">
          <h2 className="section__title" id="home-upcoming-title">
            <FormattedMessage id="sports.upcoming" />
          </h2>
        </div>
        <div className="card card--flush">
          <EventRows list={list} rows="upcoming" sportSlug={sportSlug} />
        </div>
      </section>
  );
}

function CountBadge({ list, slug }: { list: EventListRef; slug: string }) {
  const loaded = useSelector(list, selectListsLoaded);
  const count = useSelector(list, (snapshot) => snapshot.context.lists.counts[slug] ?? 0);
  if (!loaded) return <span className="sport-tabs__count sport-tabs__count--pending" aria-hidden="true" />;
  if (count === 0) return null;
  return <span className="sport-tabs__count">{count}</span>;
}
