import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { launchMachine } from '../../../machines/casino/launch.machine.ts';
import { selectFunds } from '../../../machines/session/session-selectors.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { formatAmount } from '../../ui/format.ts';
import { Icon } from '../../ui/icons.tsx';
import { casinoRulesAnchorOf } from '../../ui/casino-game-rules.ts';
import { MessageText } from '../../ui/message-text.tsx';
import { RulesLink } from '../../ui/rules-link.tsx';
import { CrashGame, type CrashGameLogic } from './crash-game.tsx';

/**
 * A launched game, full-screen: its bar (name, the balance as the session's poll follows the
 * rounds, close) over the provider's page in an iframe, a loading state until the page has loaded
 * and an error state with a retry when the launch fails. Escape closes it too. The crash game is
 * played in its own view (docs/decisions/191) over the provider's socket instead of a page.
 */
export function GameFrame({
  launch,
  crashOf,
}: {
  launch: ActorRefFrom<typeof launchMachine>;
  /** The crash game of a launch address, when it is one. */
  crashOf?: (url: string) => CrashGameLogic | undefined;
}) {
  const { system } = useAppSystem();
  const intl = useIntl();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const game = useSelector(launch, (snapshot) => snapshot.context.game);
  const url = useSelector(launch, (snapshot) => snapshot.context.url);
  const error = useSelector(launch, (snapshot) => snapshot.context.error);
  const busy = useSelector(launch, (snapshot) => snapshot.hasTag('busy'));
  const framed = useSelector(launch, (snapshot) => snapshot.hasTag('framed'));
  const failed = useSelector(launch, (snapshot) => snapshot.matches('failed'));
  const balance = useSelector(system.session, (snapshot) => selectFunds(snapshot).balance);
  const crash = useMemo(() => (url && crashOf ? crashOf(url) : undefined), [url, crashOf]);

  useEffect(() => {
    if (framed && crash) launch.send({ type: 'frame.loaded' });
  }, [framed, crash, launch]);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') launch.send({ type: 'launch.closed' });
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('has-game-frame');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-game-frame');
    };
  }, [launch]);

  const name = game?.name ?? '';
  // The game's rules on the rules pages (docs/decisions/195); leaving for them closes the game.
  const rulesAnchor = game ? casinoRulesAnchorOf(game.id) : undefined;
  return (
    <div className="game-frame" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="game-frame__bar">
        <h2 className="game-frame__title" id={titleId}>
          {name}
        </h2>
        {rulesAnchor && <RulesLink anchor={rulesAnchor} labelId="casino.rules" values={{ game: name }} className="game-frame__rules" />}
        {/* Named as the header names it (docs/decisions/221): the session's Balance. */}
        <dl className="game-frame__funds">
          <dt className="game-frame__funds-label">
            <FormattedMessage id="shell.balance" />
          </dt>
          <dd className="game-frame__balance" data-testid="game-frame-balance">
            ₹{formatAmount(balance)}
          </dd>
        </dl>
        <button
          ref={closeRef}
          type="button"
          className="icon-button game-frame__close"
          aria-label={intl.formatMessage({ id: 'casino.launch.close' })}
          onClick={() => launch.send({ type: 'launch.closed' })}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="game-frame__body">
        {framed && crash && <CrashGame logic={crash} />}
        {framed && url && !crash && (
          <iframe
            className="game-frame__iframe"
            src={url}
            title={intl.formatMessage({ id: 'casino.launch.frameTitle' }, { name })}
            allow="autoplay; fullscreen"
            allowFullScreen
            referrerPolicy="no-referrer"
            onLoad={() => launch.send({ type: 'frame.loaded' })}
          />
        )}
        {busy && (
          <div className="game-frame__state" role="status">
            <span className="game-frame__spinner" aria-hidden="true" />
            <FormattedMessage id="casino.launch.loading" values={{ name }} />
          </div>
        )}
        {failed && (
          <div className="game-frame__state game-frame__state--error" role="alert">
            <p className="game-frame__error-title">
              <FormattedMessage id="casino.launch.failed" />
            </p>
            {error && (
              <p>
                <MessageText message={error} />
              </p>
            )}
            <div className="game-frame__actions">
              <button type="button" className="button button--primary" onClick={() => launch.send({ type: 'launch.retry' })}>
                <FormattedMessage id="casino.launch.retry" />
              </button>
              <button type="button" className="button button--outline" onClick={() => launch.send({ type: 'launch.closed' })}>
                <FormattedMessage id="casino.launch.back" />
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
