/**
 * Home below the fold: the game areas and the casino games. A chunk of its own, loaded after the
 * first paint; nothing above it moves when it arrives (docs/decisions/230).
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { CasinoGamesSection } from './casino-games-section.tsx';

const GAME_TILES: readonly { to: string; kind: string; icon: IconName; nameId: string; textId: string }[] = [
  { to: '/games/casino', kind: 'casino', icon: 'casino', nameId: 'home.tile.casino', textId: 'home.tile.casinoText' },
  { to: '/matka', kind: 'matka', icon: 'matka', nameId: 'home.tile.matka', textId: 'home.tile.matkaText' },
  { to: '/cricket-fight', kind: 'fantasy', icon: 'trophy', nameId: 'home.tile.fantasy', textId: 'home.tile.fantasyText' },
  { to: '/sports-book', kind: 'sportsbook', icon: 'book', nameId: 'home.tile.sportsbook', textId: 'home.tile.sportsbookText' },
];

export function HomeBelowFold() {
  return (
    <>
      <section className="section" aria-labelledby="home-games-title">
        <div className="section__head">
          <h2 className="section__title" id="home-games-title">
            <FormattedMessage id="home.games" />
          </h2>
        </div>
        <div className="tiles">
          {GAME_TILES.map((tile) => (
            <Link key={tile.kind} href={tile.to} className={`tile tile--${tile.kind}`}>
              <Icon name={tile.icon} className="tile__icon" />
              <span className="tile__name">
                <FormattedMessage id={tile.nameId} />
              </span>
              <span className="tile__text">
                <FormattedMessage id={tile.textId} />
              </span>
            </Link>
          ))}
        </div>
      </section>
      <CasinoGamesSection />
    </>
  );
}
