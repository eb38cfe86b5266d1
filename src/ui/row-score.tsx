// An in-play row's score in one short line (docs/decisions/215): "AUS 142/3 (15.2)", "2-1 67'",
// "6-4 3-2"; a race (its leader and the ground left, in the moment) or an event without a board shows its line.
import { FormattedMessage, useIntl } from 'react-intl';
import { battingInnings, inningsText } from '../../machines/sports/scoreboard.ts';
import type { EventRow } from '../../machines/sports/event-list.machine.ts';
import { momentText } from './score-moment.ts';

export function RowScore({ score }: { score: EventRow['score'] }) {
  const intl = useIntl();
  if (!score) return null;
  const { board } = score;
  // A race or no board: the moment worded in the page's language (docs/decisions/225), else the line.
  let text: React.ReactNode = momentText(intl, score.moment) ?? score.line;
  if (board?.sport === 'cricket') {
    const batting = battingInnings(board);
    if (batting) text = inningsText(batting);
  } else if (board?.sport === 'football' || board?.sport === 'kabaddi') {
    const score = board.sport === 'football' ? board.goals : board.points;
    const clock =
      board.phase === 'half_time' ? (
        <FormattedMessage id="sports.score.halfTime" />
      ) : board.phase === 'done' ? (
        <FormattedMessage id="sports.score.fullTime" />
      ) : (
        <FormattedMessage id="sports.score.minute" values={{ minute: board.minute }} />
      );
    text = (
      <>
        {score[0]}-{score[1]} {clock}
      </>
    );
  } else if (board?.sport === 'tennis') {
    text = [...board.sets, board.games].map((set) => `${set[0]}-${set[1]}`).join(' ');
  }
  if (text === '') return null;
  return <span className="event-row__score">{text}</span>;
}
