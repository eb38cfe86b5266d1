import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { isPlayable, type CasinoGame } from '../../../machines/site/casino-games.ts';
import { selectCasinoGames, selectCasinoGamesPending } from '../../../machines/site/site.machine.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { GameTileFace } from '../../ui/game-tile.tsx';
import './casino-games.css';

/** Cards held while the file is on its way: the size of the seeded lists, so nothing moves. */
const PLACEHOLDER_CARDS = 5;

/** Where a game's card leads: the lobby, which opens the game (src/features/casino, `play`). */
const playPath = (game: CasinoGame): string => `/games?${new URLSearchParams({ play: game.id })}`;

/**
 * The site's casino games (docs/decisions/024), for everyone, signed in or not. Each card opens its
 * game; a game the file marks unavailable is greyed, labelled and leads nowhere. Without
 * games (a missing file) the section is not shown.
 */
export function CasinoGamesSection() {
  const { system } = useAppSystem();
  const games = useSelector(system.site, selectCasinoGames);
  const pending = useSelector(system.site, selectCasinoGamesPending);
  const intl = useIntl();
  if (!pending && games.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-casino-title">
      <div className="section__head">
        <h2 className="section__title" id="home-casino-title">
          <FormattedMessage id="home.casino.title" />
        </h2>
        <Link href="/games/casino" className="casino-games__all">
          <FormattedMessage id="home.casino.all" />
        </Link>
      </div>
      {pending ? (
        <ul className="casino-games" aria-busy="true" aria-label={intl.formatMessage({ id: 'home.casino.loading' })}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <li key={index} className="casino-game casino-game--placeholder" />
          ))}
        </ul>
      ) : (
        <ul className="casino-games">
          {games.map((game) => (
            <li key={game.id}>
              <CasinoGameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CasinoGameCard({ game }: { game: CasinoGame }) {
  const unavailable = !isPlayable(game);
  const content = (
    <GameTileFace
      game={game}
      unavailable={unavailable}
      newBadge={<FormattedMessage id="home.casino.new" />}
      unavailableBadge={<FormattedMessage id="home.casino.unavailable" />}
    />
  );
  return unavailable ? (
    <span className="casino-game game-tile game-tile--small game-tile--unavailable">{content}</span>
  ) : (
    <Link href={playPath(game)} className="casino-game game-tile game-tile--small">
      {content}
    </Link>
  );
}
