import { FormattedMessage } from 'react-intl';
import type { eventListMachine, ListSource } from '../../../machines/sports/event-list.machine.ts';
import { EventRows } from '../../ui/event-rows.tsx';
import './sports.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

/** `sports/{type}/{id}` (spec §2): one sport's events (type: its slug, id: its sport_id), or one competition's (`?competition=`). */
export function SportEventsScreen({ slug, source, logic }: { slug: string; source: ListSource; logic: typeof eventListMachine }) {
  const list = useInspectedActorRef(logic, { input: { source } });
  return (
    <div className="event-page">
      <h1 className="sport-events__title">
        <FormattedMessage id={`home.sport.${slug === 'horse-racing' ? 'horseRacing' : slug}`} defaultMessage={slug} />
      </h1>
      <section className="section" aria-labelledby="sport-inplay-title">
        <h2 className="section__title" id="sport-inplay-title">
          <FormattedMessage id="sports.inPlay" />
        </h2>
        <div className="card card--flush">
          <EventRows list={list} rows="inPlay" />
        </div>
      </section>
      <section className="section" aria-labelledby="sport-upcoming-title">
        <h2 className="section__title" id="sport-upcoming-title">
          <FormattedMessage id="sports.upcoming" />
        </h2>
        <div className="card card--flush">
          <EventRows list={list} rows="upcoming" />
        </div>
      </section>
    </div>
  );
}
