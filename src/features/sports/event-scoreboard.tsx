// The event page's scoreboard (docs/decisions/215): the board the server sends with the score
// (docs/decisions/156) worded in the page's language; it is re-rendered with each odds message that
// carries a score. No board (seeded events, another feed, a malformed one): the one-line score.
// Compact: two lines at most on a phone.
import { FormattedMessage, useIntl } from 'react-intl';
import { battingInnings, inningsText, runningOrder, runsNeeded, sidesOf, type ScoreBoard, type ScoreMoment } from '../../../machines/sports/scoreboard.ts';
import { momentText } from '../../ui/score-moment.ts';

type Board<Sport extends ScoreBoard['sport']> = Extract<ScoreBoard, { sport: Sport }>;

export function Scoreboard({
  board,
  line,
  moment,
  eventName,
}: {
  board: ScoreBoard | null | undefined;
  line: string | null;
  /** What the summary says (docs/decisions/225): worded here; the board shows only what it lacks. */
  moment?: ScoreMoment | null | undefined;
  eventName: string;
}) {
  const intl = useIntl();
  const onBoard = momentText(intl, moment, { onBoard: true });
  if (board?.sport === 'cricket') return <CricketBoard board={board} moment={onBoard} />;
  if (board?.sport === 'football' || board?.sport === 'kabaddi') return <FootballBoard board={board} eventName={eventName} moment={onBoard} />;
  if (board?.sport === 'tennis') return <TennisBoard board={board} eventName={eventName} moment={onBoard} />;
  if (board?.sport === 'racing') return <RaceBoard board={board} moment={momentText(intl, moment)} />;
  // No board (a seeded event, another feed): the moment worded, else the server's line as it came.
  const text = momentText(intl, moment) ?? line;
  return text ? <p className="event-head__score">{text}</p> : null;
}

const ballClass = (ball: string) =>
  `score-ball${ball === 'W' ? ' score-ball--wicket' : ball === '4' || ball === '6' ? ' score-ball--boundary' : /^[a-z]/.test(ball) ? ' score-ball--extra' : ''}`;

function CricketBoard({ board, moment }: { board: Board<'cricket'>; moment: string | null }) {
  const intl = useIntl();
  const batting = battingInnings(board);
  const need = runsNeeded(board);
  const rate = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <div className="scoreboard scoreboard--cricket" data-testid="scoreboard">
      <p className="scoreboard__line">
        {board.innings.map((innings, index) => (
          <span key={index} className={innings === batting ? 'scoreboard__innings scoreboard__innings--batting' : 'scoreboard__innings'}>
            {inningsText(innings)}
          </span>
        ))}
        {/* On the innings line, which has room: the detail line is full in a chase on a phone. */}
        {moment && <strong className="scoreboard__moment">{moment}</strong>}
      </p>
      <p className="scoreboard__line scoreboard__line--detail">
        {batting && (
          <span className="scoreboard__figure">
            <FormattedMessage id="sports.score.runRate" values={{ rate: rate(batting.runRate) }} />
          </span>
        )}
        {board.target !== null && (
          <span className="scoreboard__figure">
            <FormattedMessage id="sports.score.target" values={{ runs: board.target }} />
          </span>
        )}
        {board.requiredRate !== null && (
          <span className="scoreboard__figure">
            <FormattedMessage id="sports.score.requiredRate" values={{ rate: rate(board.requiredRate) }} />
          </span>
        )}
        {need !== null && board.requiredRate === null && (
          <span className="scoreboard__figure">
            <FormattedMessage id="sports.score.need" values={{ runs: need }} />
          </span>
        )}
        {board.lastBalls.length > 0 && (
          <span className="score-balls" role="list" aria-label={intl.formatMessage({ id: 'sports.score.lastBalls' })}>
            {board.lastBalls.map((ball, index) => (
              <span key={index} role="listitem" className={ballClass(ball)}>
                {ball}
              </span>
            ))}
          </span>
        )}
      </p>
    </div>
  );
}

/** Football and kabaddi (docs/decisions/215): the two sides' score, the minute, HT, FT. */
function FootballBoard({ board, eventName, moment }: { board: Board<'football' | 'kabaddi'>; eventName: string; moment: string | null }) {
  const [home, away] = sidesOf(eventName);
  const score = board.sport === 'football' ? board.goals : board.points;
  const clock =
    board.phase === 'half_time' ? (
      <FormattedMessage id="sports.score.halfTime" />
    ) : board.phase === 'done' ? (
      <FormattedMessage id="sports.score.fullTime" />
    ) : (
      <FormattedMessage id="sports.score.minute" values={{ minute: board.minute }} />
    );
  return (
    <div className={`scoreboard scoreboard--${board.sport}`} data-testid="scoreboard">
      <p className="scoreboard__line">
        <span className="scoreboard__side">{home}</span>
        <span className="scoreboard__goals">
          {score[0]} – {score[1]}
        </span>
        <span className="scoreboard__side">{away}</span>
        <span className="scoreboard__clock">{clock}</span>
        {moment && <strong className="scoreboard__moment">{moment}</strong>}
      </p>
    </div>
  );
}

function TennisBoard({ board, eventName, moment }: { board: Board<'tennis'>; eventName: string; moment: string | null }) {
  const intl = useIntl();
  const names = sidesOf(eventName);
  return (
    <table className="scoreboard scoreboard--tennis" data-testid="scoreboard">
      {moment && (
        <caption className="scoreboard__moment scoreboard__caption">
          {moment}
        </caption>
      )}
      <thead className="visually-hidden">
        <tr>
          <th scope="col">
            <FormattedMessage id="sports.score.player" />
          </th>
          {board.sets.map((_, index) => (
            <th key={index} scope="col">
              <FormattedMessage id="sports.score.set" values={{ number: index + 1 }} />
            </th>
          ))}
          <th scope="col">
            <FormattedMessage id="sports.score.games" />
          </th>
          <th scope="col">
            <FormattedMessage id={board.tiebreak ? 'sports.score.tiebreak' : 'sports.score.points'} />
          </th>
        </tr>
      </thead>
      <tbody>
        {([0, 1] as const).map((side) => (
          <tr key={side}>
            <th scope="row" className="scoreboard__player">
              {names[side]}
              {board.server === side && (
                <span className="scoreboard__serve" role="img" aria-label={intl.formatMessage({ id: 'sports.score.serving' })}>
                  {' '}●
                </span>
              )}
            </th>
            {board.sets.map((set, index) => (
              <td key={index} className="scoreboard__set">
                {set[side]}
              </td>
            ))}
            <td className="scoreboard__games">{board.games[side]}</td>
            <td className="scoreboard__points">{board.points[side]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A race (docs/decisions/213): the field in running order, each runner's ground covered as a bar
 * over the trip, the lengths behind the leader, and the moment ("Bold Ruler leads, 600 m to go").
 */
function RaceBoard({ board, moment }: { board: Board<'racing'>; moment: string | null }) {
  const order = runningOrder(board);
  const leader = order[0]!.metres;
  return (
    <div className="scoreboard scoreboard--racing" data-testid="scoreboard">
      {moment && <p className="scoreboard__line scoreboard__moment">{moment}</p>}
      <ol className="race-board" aria-label={moment ?? undefined}>
        {order.map((runner) => (
          <li key={runner.name} className="race-board__runner">
            <span className="race-board__name">{runner.name}</span>
            <span className="race-board__track" aria-hidden="true">
              <span className="race-board__ground" style={{ inlineSize: `${(runner.metres / board.distance) * 100}%` }} />
            </span>
            <span className="race-board__behind">
              {runner.metres < leader && <FormattedMessage id="sports.score.metresBehind" values={{ metres: leader - runner.metres }} />}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
