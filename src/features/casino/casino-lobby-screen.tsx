import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { launchMachine, LaunchPlatform } from '../../../machines/casino/launch.machine.ts';
import { categoryOfType, LOBBY_CATEGORIES, pathOfCategory } from '../../../machines/casino/lobby-rules.ts';
import { selectProviders, selectShownGames, type lobbyMachine } from '../../../machines/casino/lobby.machine.ts';
import { isPlayable, type CasinoGame } from '../../../machines/site/casino-games.ts';
import { selectCasinoGames, selectCasinoGamesPending } from '../../../machines/site/site.machine.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { GameTileFace } from '../../ui/game-tile.tsx';
import { Icon } from '../../ui/icons.tsx';
import type { CrashGameLogic } from './crash-game.tsx';
import { GameFrame } from './game-frame.tsx';
import './casino.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

/** Placeholder tiles while the games file is on its way: the room of a seeded list, so nothing moves. */
const PLACEHOLDER_TILES = 5;
/** Below this width a game is launched in its phone layout. */
const DESKTOP_MIN_WIDTH = 768;
export const WIN_LOSS_PATH = '/casino-win-loss-details';
/** `/games?play=<game id>` (Home's tiles): the lobby opens that game as soon as the games are known. */
export const PLAY_PARAM = 'play';

export interface CasinoLobbyLogic {
  lobby: typeof lobbyMachine;
  launch: typeof launchMachine;
  /** The crash game of a launch address, played in its own view (docs/decisions/191). */
  crash?: (url: string) => CrashGameLogic | undefined;
  favourites: string[];
  saveFavourites(favourites: string[]): void;
}

/** Spec §2 `games/{type?}`: the casino lobby, its filters and favourites, and the game launched full-screen. */
export function CasinoLobbyScreen({ logic, type }: { logic: CasinoLobbyLogic; type: string | undefined }) {
  const { system } = useAppSystem();
  const lobby = useInspectedActorRef(logic.lobby, { input: { category: categoryOfType(type), favourites: logic.favourites } });
  const launch = useInspectedActorRef(logic.launch);
  const siteGames = useSelector(system.site, selectCasinoGames);
  const pending = useSelector(system.site, selectCasinoGamesPending);
  useEffect(() => {
    if (!pending) lobby.send({ type: 'games.loaded', games: siteGames });
  }, [lobby, pending, siteGames]);
  useEffect(() => {
    lobby.send({ type: 'category.changed', category: categoryOfType(type) });
  }, [lobby, type]);
  useEffect(() => {
    const subscription = lobby.on('favourites.changed', (event) => logic.saveFavourites(event.favourites));
    return () => subscription.unsubscribe();
  }, [lobby, logic]);

  const category = useSelector(lobby, (snapshot) => snapshot.context.category);
  const launchOpen = useSelector(launch, (snapshot) => snapshot.hasTag('open'));

  const play = (game: CasinoGame) => {
    if (!isPlayable(game)) return;
    const platform: LaunchPlatform = window.innerWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
    launch.send({ type: 'game.launch', game: { id: game.id, name: game.name, provider: game.provider }, platform });
  };

  useHomeTileRequest(lobby, play);

  return (
    <div className="casino">
      <div className="casino__head">
        <h1 className="casino__title">
          <FormattedMessage id="casino.lobby.title" />
        </h1>
        <Link href={WIN_LOSS_PATH} className="casino__report-link">
          <Icon name="chart" />
          <FormattedMessage id="casino.lobby.report" />
        </Link>
      </div>

      <LobbyCategories category={category} />

      <LobbyFilters lobby={lobby} />

      <LobbyGames lobby={lobby} onPlay={play} />
      {launchOpen && <GameFrame launch={launch} crashOf={logic.crash} />}
    </div>
  );
}

type LobbyActor = ActorRefFrom<typeof lobbyMachine>;

/** Home's tile for a game (`?play=<id>`): the lobby opens it once the file is read, then drops the parameter (closing stays closed). */
function useHomeTileRequest(lobby: LobbyActor, play: (game: CasinoGame) => void) {
  const locationSearch = useSearch();
  const [path, navigate] = useLocation();
  const requested = new URLSearchParams(locationSearch).get(PLAY_PARAM);
  const state = useSelector(lobby, (snapshot) => snapshot.value);
  const allGames = useSelector(lobby, (snapshot) => snapshot.context.games);
  useEffect(() => {
    if (!requested || state !== 'ready') return;
    const game = allGames.find((candidate) => candidate.id === requested);
    if (game) play(game);
    navigate(path, { replace: true });
    // play reads only the launch actor and the window width.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, state, allGames, path, navigate]);
}

/** The categories, each its own address; on a phone the row scrolls and the address's category is brought into view. */
function LobbyCategories({ category }: { category: string | null }) {
  const intl = useIntl();
  const tabsRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const current = tabsRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = tabsRef.current;
    if (current && row) row.scrollLeft = Math.max(0, current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2);
  }, [category]);
  return (
    <nav aria-label={intl.formatMessage({ id: 'casino.lobby.categories' })}>
      <ul className="casino-tabs" ref={tabsRef}>
        {LOBBY_CATEGORIES.map((entry) => (
          <li key={entry}>
            <Link href={pathOfCategory(entry)} className="casino-tabs__tab" aria-current={entry === category ? 'page' : undefined}>
              <FormattedMessage id={`casino.category.${entry}`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Search by name and the provider filter. */
function LobbyFilters({ lobby }: { lobby: LobbyActor }) {
  const intl = useIntl();
  const state = useSelector(lobby, (snapshot) => snapshot.value);
  const provider = useSelector(lobby, (snapshot) => snapshot.context.provider);
  const search = useSelector(lobby, (snapshot) => snapshot.context.search);
  const providers = useSelector(lobby, selectProviders);
  const searchId = useId();
  const providerId = useId();
  return (
    <div className="casino-filters">
      <label className="casino-filters__field casino-filters__search" htmlFor={searchId}>
        <span className="visually-hidden">
          <FormattedMessage id="casino.lobby.search" />
        </span>
        <Icon name="search" />
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={intl.formatMessage({ id: 'casino.lobby.search' })}
          onChange={(event) => lobby.send({ type: 'search.changed', text: event.target.value })}
          disabled={state !== 'ready'}
        />
      </label>
      <label className="casino-filters__field" htmlFor={providerId}>
        <span className="visually-hidden">
          <FormattedMessage id="casino.lobby.provider" />
        </span>
        <select
          id={providerId}
          value={provider ?? ''}
          onChange={(event) => lobby.send({ type: 'provider.changed', provider: event.target.value || null })}
          disabled={state !== 'ready'}
        >
          <option value="">{intl.formatMessage({ id: 'casino.lobby.allProviders' })}</option>
          {providers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The games: placeholders while the file is on its way, its failure, or the tiles the filters keep. */
function LobbyGames({ lobby, onPlay }: { lobby: LobbyActor; onPlay(game: CasinoGame): void }) {
  const intl = useIntl();
  const state = useSelector(lobby, (snapshot) => snapshot.value);
  const category = useSelector(lobby, (snapshot) => snapshot.context.category);
  const provider = useSelector(lobby, (snapshot) => snapshot.context.provider);
  const search = useSelector(lobby, (snapshot) => snapshot.context.search);
  const favourites = useSelector(lobby, (snapshot) => snapshot.context.favourites);
  const games = useSelector(lobby, selectShownGames);
  return (
    <>
      {state === 'loading' && (
        <ul className="casino-grid" aria-busy="true" aria-label={intl.formatMessage({ id: 'casino.lobby.loading' })}>
          {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            <li key={index} className="casino-tile casino-tile--placeholder" />
          ))}
        </ul>
      )}
      {state === 'unavailable' && (
        <div className="casino-message card" role="alert">
          <p>
            <FormattedMessage id="casino.lobby.unavailable" />
          </p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            <FormattedMessage id="casino.lobby.retry" />
          </button>
        </div>
      )}
      {state === 'ready' && (
        <>
          <p className="casino__count" role="status">
            <FormattedMessage id="casino.lobby.count" values={{ count: games.length }} />
          </p>
          {games.length === 0 ? (
            <div className="casino-message card">
              <p>
                <FormattedMessage
                  id={
                    category === null
                      ? 'casino.lobby.unknownCategory'
                      : category === 'favourites' && favourites.length === 0
                        ? 'casino.lobby.emptyFavourites'
                        : 'casino.lobby.empty'
                  }
                />
              </p>
              {(provider !== null || search !== '') && (
                <button type="button" className="button button--outline" onClick={() => lobby.send({ type: 'filters.cleared' })}>
                  <FormattedMessage id="casino.lobby.clear" />
                </button>
              )}
            </div>
          ) : (
            <ul className="casino-grid">
              {games.map((game) => (
                <li key={game.id} className="casino-tile">
                  <GameTile
                    game={game}
                    favourite={favourites.includes(game.id)}
                    onPlay={() => onPlay(game)}
                    onFavourite={() => lobby.send({ type: 'favourite.toggled', gameId: game.id })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function GameTile({ game, favourite, onPlay, onFavourite }: { game: CasinoGame; favourite: boolean; onPlay(): void; onFavourite(): void }) {
  const intl = useIntl();
  const unavailable = !isPlayable(game);
  return (
    <>
      {/* Read as "Play Lucky 7 Khiladi Games New": the visible name is in the button's name. An
          unavailable game stays in its place, greyed, focusable and named, but opens nothing. */}
      <button
        type="button"
        className={unavailable ? 'game-tile game-tile--unavailable casino-tile__play casino-tile__play--unavailable' : 'game-tile casino-tile__play'}
        aria-disabled={unavailable || undefined}
        onClick={unavailable ? undefined : onPlay}
      >
        <span className="visually-hidden">
          <FormattedMessage id="casino.game.play" />{' '}
        </span>
        <GameTileFace
          game={game}
          unavailable={unavailable}
          newBadge={<FormattedMessage id="home.casino.new" />}
          unavailableBadge={<FormattedMessage id="casino.game.unavailable" />}
          badgesHidden
        />
        {game.isNew && !unavailable && (
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="home.casino.new" />
          </span>
        )}
        {unavailable && (
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="casino.game.unavailable" />
          </span>
        )}
      </button>
      <button
        type="button"
        className="casino-tile__star"
        aria-pressed={favourite}
        aria-label={intl.formatMessage({ id: favourite ? 'casino.favourite.remove' : 'casino.favourite.add' }, { name: game.name })}
        onClick={onFavourite}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8-5.3-2.8-5.3 2.8 1-5.8-4.2-4.1 5.9-.9z" />
        </svg>
      </button>
    </>
  );
}
