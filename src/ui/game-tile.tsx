import type { ReactNode } from 'react';
import type { CasinoGame } from '../../machines/site/casino-games.ts';
import './game-tile.css';

/** The thumbnails are drawn square at this size (server/public/storage/games). */
const THUMBNAIL_SIZE = 120;

/**
 * The face of a casino game's tile, one look for Home's row and the casino lobby
 * (docs/decisions/240): the square thumbnail with its "New" or "Unavailable" badge, the name and the
 * provider. The feature wraps it in what the tile does (a link, a button) with the class
 * `game-tile` (`game-tile--unavailable` greys it, `game-tile--small` is Home's smaller text) and
 * gives the badges in its own words.
 */
export function GameTileFace({
  game,
  unavailable,
  newBadge,
  unavailableBadge,
  badgesHidden = false,
}: {
  game: CasinoGame;
  unavailable: boolean;
  newBadge: ReactNode;
  unavailableBadge: ReactNode;
  /** The lobby repeats the badges in its button's name, so a screen reader skips them here. */
  badgesHidden?: boolean;
}) {
  return (
    <>
      <span className="game-tile__thumbnail">
        {/* The name is the tile's text; the picture adds nothing for a screen reader. */}
        <img src={game.thumbnail} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} loading="lazy" decoding="async" />
        {game.isNew && !unavailable && (
          <span className="game-tile__new" aria-hidden={badgesHidden || undefined}>
            {newBadge}
          </span>
        )}
        {unavailable && (
          <span className="game-tile__unavailable" aria-hidden={badgesHidden || undefined}>
            {unavailableBadge}
          </span>
        )}
      </span>
      <span className="game-tile__name">{game.name}</span>
      <span className="game-tile__provider">{game.provider}</span>
    </>
  );
}
