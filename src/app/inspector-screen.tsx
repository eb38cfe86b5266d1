/**
 * The `/inspector` overlay for product staff: every actor with its current state and last events,
 * and the most recent events of the whole app, live. Only routed when inspection is on (dev, or the
 * page was opened with `?inspect`). A staff tool, not a bettor's screen: its labels are English.
 */
import { useSyncExternalStore } from 'react';
import { useAppSystem } from './app-system-context.tsx';
import type { InspectionLog } from './inspector.ts';

const RECENT_EVENTS_SHOWN = 50;

export function InspectorScreen() {
  const { inspection } = useAppSystem();
  if (!inspection) return null;
  return <InspectorTables inspection={inspection} />;
}

function InspectorTables({ inspection }: { inspection: InspectionLog }) {
  const actors = useSyncExternalStore(inspection.subscribe, inspection.actors);
  const records = useSyncExternalStore(inspection.subscribe, inspection.records);
  const recent = records.slice(-RECENT_EVENTS_SHOWN).reverse();
  return (
    <div className="page inspector">
      <h1>Inspector</h1>
      <p>
        Live state of the app's actors. The full log is <code>window.__xstateEvents</code>; each event is also posted
        as a window message with <code>source: 'xstate-inspector'</code>.
      </p>
      <section className="card section" aria-labelledby="inspector-actors">
        <h2 id="inspector-actors">Actors</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Actor</th>
              <th scope="col">State</th>
              <th scope="col">Status</th>
              <th scope="col">Last events</th>
            </tr>
          </thead>
          <tbody>
            {actors.map((actor) => (
              <tr key={actor.sessionId}>
                <td>{actor.name}</td>
                <td>{actor.state}</td>
                <td>{actor.status}</td>
                <td>{actor.lastEvents.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card section" aria-labelledby="inspector-events">
        <h2 id="inspector-events">Recent events</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Actor</th>
              <th scope="col">Event</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((record, index) => (
              <tr key={`${record.at}-${index}`}>
                <td>{new Date(record.at).toISOString().slice(11, 23)}</td>
                <td>{record.actor}</td>
                <td>{record.eventType}</td>
                <td>{record.from ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
