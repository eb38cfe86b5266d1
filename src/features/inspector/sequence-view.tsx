/**
 * The messages between actors as a sequence diagram (docs/inspector.md, "Sequence"): a lane per
 * actor (the page first), an arrow per message down the time axis: events sent (solid), starts of
 * invoked or spawned actors (dashed, to the new lane), replies of calls (dashed, back to the caller)
 * and timers (an arrow from a lane back to itself). Drawn offline from the journal.
 */
import type { InspectedActor } from '../../runtime/inspector.ts';
import { OUTSIDE, type Sequence } from './timeline.ts';

const LANE_WIDTH = 150;
const ROW_HEIGHT = 28;
const HEAD_HEIGHT = 44;
const MARGIN = 20;

export function laneName(lane: string, actors: ReadonlyMap<string, Pick<InspectedActor, 'name'>>): string {
  if (lane === OUTSIDE) return 'page';
  const known = actors.get(lane)?.name;
  if (known) return known;
  // A call's lane: 'caller/invokeId'.
  return lane.includes('/') ? lane.slice(lane.indexOf('/') + 1) : lane;
}

export function SequenceView({ sequence, actors, chosenSeq, onChoose }: { sequence: Sequence; actors: ReadonlyMap<string, Pick<InspectedActor, 'name'>>; chosenSeq?: number; onChoose?: (seq: number) => void }) {
  const { lanes, messages } = sequence;
  const width = MARGIN * 2 + Math.max(1, lanes.length) * LANE_WIDTH;
  const height = HEAD_HEIGHT + (messages.length + 1) * ROW_HEIGHT;
  const xOf = (lane: string) => MARGIN + lanes.indexOf(lane) * LANE_WIDTH + LANE_WIDTH / 2;
  if (messages.length === 0) return <p className="sequence__empty">No messages in this window.</p>;
  return (
    // Focusable, so a keyboard can scroll it.
    <div className="sequence" data-testid="sequence" tabIndex={0}>
      <svg className="sequence__svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label="Sequence of messages between actors">
        <defs>
          <marker id="sequence-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" />
          </marker>
        </defs>
        {lanes.map((lane) => (
          <g key={lane} className="sequence__lane" data-lane={laneName(lane, actors)}>
            <rect x={xOf(lane) - LANE_WIDTH / 2 + 6} y={6} width={LANE_WIDTH - 12} height={26} rx={6} />
            <text x={xOf(lane)} y={23} textAnchor="middle">
              {truncate(laneName(lane, actors), 18)}
            </text>
            <line x1={xOf(lane)} y1={32} x2={xOf(lane)} y2={height - 4} />
          </g>
        ))}
        {messages.map((message, index) => {
          const y = HEAD_HEIGHT + (index + 1) * ROW_HEIGHT;
          const from = xOf(message.from);
          const to = xOf(message.to);
          const chosen = message.seq === chosenSeq;
          const className = `sequence__message sequence__message--${message.kind}${chosen ? ' sequence__message--chosen' : ''}`;
          const self = from === to;
          const labelX = self ? from + 8 : (from + to) / 2;
          return (
            <g key={`${message.seq}-${index}`} className={className} data-kind={message.kind} onClick={() => onChoose?.(message.seq)}>
              <title>{`#${message.seq} ${laneName(message.from, actors)} → ${laneName(message.to, actors)}: ${message.label}`}</title>
              {self ? (
                <path d={`M ${from} ${y - 10} h 30 v 12 h -28`} markerEnd="url(#sequence-arrow)" />
              ) : (
                <line x1={from} y1={y} x2={to + (to > from ? -2 : 2)} y2={y} markerEnd="url(#sequence-arrow)" />
              )}
              <text x={self ? from + 36 : labelX} y={self ? y - 2 : y - 5} textAnchor={self ? 'start' : 'middle'}>
                {truncate(message.label, self ? 28 : Math.max(12, Math.floor((Math.abs(to - from) - 10) / 7)))}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

const truncate = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
