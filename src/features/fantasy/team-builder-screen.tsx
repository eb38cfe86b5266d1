import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { contestJoinable } from '../../../machines/fantasy/prize-rules.ts';
import { builderCounters, playerRefusal, refusalMessage, selectedPlayers, type teamBuilderMachine } from '../../../machines/fantasy/team-builder.machine.ts';
import { FANTASY_ROLES, type FantasyRole } from '../../../machines/fantasy/team-rules.ts';
import { MessageText } from '../../ui/message-text.tsx';
import { ContestCard } from './fantasy-lobby-screens.tsx';
import { FantasyMessage, MatchHead, rupees } from './fantasy-common.tsx';
import { useNow } from '../../ui/time-left.ts';
import './fantasy.css';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

type BuilderLogic = typeof teamBuilderMachine;
type BuilderActor = ActorRefFrom<BuilderLogic>;

function Counters({ builder }: { builder: BuilderActor }) {
  const context = useSelector(builder, (snapshot) => snapshot.context);
  const settings = context.data!.settings;
  const counters = builderCounters(context);
  return (
    <div className="fantasy-counters" aria-live="polite">
      <div className="fantasy-counter">
        <span className="fantasy-counter__value" data-testid="fantasy-count">
          {counters.count}/{settings.teamSize}
        </span>
        <span className="fantasy-muted">
          <FormattedMessage id="fantasy.players" />
        </span>
      </div>
      <div className="fantasy-counter">
        <span className="fantasy-counter__value" data-testid="fantasy-credits">
          {counters.creditsLeft}
        </span>
        <span className="fantasy-muted">
          <FormattedMessage id="fantasy.creditsLeft" />
        </span>
      </div>
      {FANTASY_ROLES.map((role) => (
        <div key={role} className="fantasy-counter">
          <span className="fantasy-counter__value">{counters.roles[role]}</span>
          <span className="fantasy-muted">
            <FormattedMessage id={`fantasy.roleShort.${role}`} /> {settings.roles[role].min}-{settings.roles[role].max}
          </span>
        </div>
      ))}
    </div>
  );
}

function Picking({ builder }: { builder: BuilderActor }) {
  const intl = useIntl();
  const context = useSelector(builder, (snapshot) => snapshot.context);
  const data = context.data!;
  const sideName = (side: number) => (side === data.match.teamA.id ? data.match.teamA.shortName : data.match.teamB.shortName);
  const complete = context.selected.length === data.settings.teamSize;
  const savedTeams = data.teams.filter((team) => team.playerIds.length === data.settings.teamSize);
  return (
    <>
      {savedTeams.length > 0 && (
        <section className="card fantasy-saved">
          <h2 className="fantasy-section-title">
            <FormattedMessage id="fantasy.savedTeams" />
          </h2>
          <div className="fantasy-chips">
            {savedTeams.map((team) => (
              <button key={team.teamId} type="button" className="button button--small" onClick={() => builder.send({ type: 'team.chosen', teamId: team.teamId })}>
                <FormattedMessage id="fantasy.useTeam" values={{ name: team.teamName }} />
              </button>
            ))}
          </div>
        </section>
      )}
      <section className="card fantasy-builder">
        <Counters builder={builder} />
        {context.refusal && (
          <p className="fantasy-refusal" role="alert">
            <FantasyMessage message={context.refusal} />
          </p>
        )}
        <div className="fantasy-roles" role="tablist">
          {FANTASY_ROLES.map((role: FantasyRole) => (
            <button
              key={role}
              type="button"
              role="tab"
              aria-selected={context.role === role}
              className="fantasy-role-tab"
              onClick={() => builder.send({ type: 'role.shown', role })}
            >
              <FormattedMessage id={`fantasy.roleShort.${role}`} /> ({selectedPlayers(context).filter((player) => player.role === role).length})
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={intl.formatMessage({ id: `fantasy.roles.${context.role}` })}>
        <ul className="fantasy-players">
          {data.players
            .filter((player) => player.role === context.role)
            .map((player) => {
              const picked = context.selected.includes(player.id);
              const refusal = picked ? null : playerRefusal(context, player.id);
              return (
                <li key={player.id} className={`fantasy-player${picked ? ' fantasy-player--picked' : ''}${refusal ? ' fantasy-player--blocked' : ''}`}>
                  <div className="fantasy-player__who">
                    <span className="fantasy-player__name">{player.name}</span>
                    <span className="fantasy-muted">
                      {sideName(player.side)}
                      {refusal && (
                        <>
                          {' · '}
                          <FantasyMessage message={refusalMessage(refusal)} />
                        </>
                      )}
                    </span>
                  </div>
                  <PlayerForm recentPoints={player.recentPoints ?? []} selectedBy={player.selectedBy ?? null} />
                  <span className="fantasy-player__credits">{player.credits}</span>
                  <button
                    type="button"
                    className={`button button--small${picked ? '' : ' button--primary'}`}
                    aria-pressed={picked}
                    aria-label={intl.formatMessage({ id: picked ? 'fantasy.removePlayer' : 'fantasy.addPlayer' }, { name: player.name })}
                    onClick={() => builder.send({ type: 'player.toggled', playerId: player.id })}
                  >
                    {picked ? '−' : '+'}
                  </button>
                </li>
              );
            })}
        </ul>
        </div>
        <button type="button" className="button button--primary fantasy-next" disabled={!complete} onClick={() => builder.send({ type: 'team.next' })}>
          <FormattedMessage id="fantasy.next" />
        </button>
      </section>
    </>
  );
}

function Captains({ builder }: { builder: BuilderActor }) {
  const intl = useIntl();
  const context = useSelector(builder, (snapshot) => snapshot.context);
  const settings = context.data!.settings;
  const saving = useSelector(builder, (snapshot) => snapshot.matches('saving'));
  const ready = context.captainId !== null && context.viceCaptainId !== null && context.teamName.trim() !== '';
  return (
    <section className="card fantasy-builder">
      <h2 className="fantasy-section-title">
        <FormattedMessage id="fantasy.chooseCaptains" values={{ captain: settings.captainMultiplier, vice: settings.viceCaptainMultiplier }} />
      </h2>
      <ul className="fantasy-players">
        {selectedPlayers(context).map((player) => (
          <li key={player.id} className="fantasy-player">
            <div className="fantasy-player__who">
              <span className="fantasy-player__name">{player.name}</span>
              <span className="fantasy-muted">
                <FormattedMessage id={`fantasy.role.${player.role}`} />
              </span>
            </div>
            <button
              type="button"
              className={`fantasy-cap${context.captainId === player.id ? ' fantasy-cap--on' : ''}`}
              aria-pressed={context.captainId === player.id}
              aria-label={intl.formatMessage({ id: 'fantasy.makeCaptain' }, { name: player.name })}
              onClick={() => builder.send({ type: 'captain.chosen', playerId: player.id })}
            >
              C
            </button>
            <button
              type="button"
              className={`fantasy-cap${context.viceCaptainId === player.id ? ' fantasy-cap--on' : ''}`}
              aria-pressed={context.viceCaptainId === player.id}
              aria-label={intl.formatMessage({ id: 'fantasy.makeViceCaptain' }, { name: player.name })}
              onClick={() => builder.send({ type: 'viceCaptain.chosen', playerId: player.id })}
            >
              VC
            </button>
          </li>
        ))}
      </ul>
      <label className="fantasy-field">
        <span>
          <FormattedMessage id="fantasy.teamName" />
        </span>
        <input
          value={context.teamName}
          maxLength={30}
          onChange={(event) => builder.send({ type: 'teamName.changed', name: event.target.value })}
        />
      </label>
      {context.error && (
        <p className="fantasy-refusal" role="alert">
          <MessageText message={context.error} />
        </p>
      )}
      <div className="fantasy-actions">
        <button type="button" className="button" onClick={() => builder.send({ type: 'team.back' })} disabled={saving}>
          <FormattedMessage id="fantasy.back" />
        </button>
        <button type="button" className="button button--primary" disabled={!ready || saving} onClick={() => builder.send({ type: 'team.save' })}>
          <FormattedMessage id="fantasy.saveTeam" />
        </button>
      </div>
    </section>
  );
}

function Entering({ builder }: { builder: BuilderActor }) {
  const context = useSelector(builder, (snapshot) => snapshot.context);
  const joining = useSelector(builder, (snapshot) => snapshot.matches('joining'));
  const confirming = useSelector(builder, (snapshot) => snapshot.matches('confirming'));
  const joined = useSelector(builder, (snapshot) => (snapshot.matches('joined') ? snapshot.context.joined : null));
  const data = context.data!;
  const team = data.teams.find((candidate) => candidate.teamId === context.teamId);
  const contest = data.contests.find((candidate) => candidate.contestId === context.contestId);
  if (joined) {
    return (
      <section className="card fantasy-builder" role="status">
        <p className="fantasy-success">
          <MessageText message={joined.message} />
        </p>
        <p>
          <FormattedMessage id="fantasy.feePaid" values={{ fee: rupees(joined.stake) }} />
        </p>
        <div className="fantasy-actions">
          <button type="button" className="button" onClick={() => builder.send({ type: 'join.another' })}>
            <FormattedMessage id="fantasy.joinAnother" />
          </button>
          <Link href="/cricket-fight/my-contests" className="button button--primary">
            <FormattedMessage id="fantasy.tabs.mine" />
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="card fantasy-builder">
      <h2 className="fantasy-section-title">
        <FormattedMessage id="fantasy.chooseContest" values={{ team: team?.teamName ?? '' }} />
      </h2>
      <fieldset className="fantasy-contest-choice">
        <legend className="visually-hidden">
          <FormattedMessage id="fantasy.contests" />
        </legend>
        {data.contests.map((each) => (
          <label key={each.contestId} className={`fantasy-choice${contestJoinable(each) ? '' : ' fantasy-choice--full'}`}>
            <input
              type="radio"
              name="contest"
              checked={context.contestId === each.contestId}
              disabled={!contestJoinable(each)}
              onChange={() => builder.send({ type: 'contest.selected', contestId: each.contestId })}
            />
            <ContestCard contest={each} />
          </label>
        ))}
      </fieldset>
      {context.error && (
        <p className="fantasy-refusal" role="alert">
          <MessageText message={context.error} />
        </p>
      )}
      <div className="fantasy-actions">
        <button type="button" className="button" onClick={() => builder.send({ type: 'team.new' })} disabled={joining}>
          <FormattedMessage id="fantasy.newTeam" />
        </button>
        <button type="button" className="button button--primary" disabled={!contest || joining || confirming} onClick={() => builder.send({ type: 'join.requested' })}>
          {contest ? <FormattedMessage id="fantasy.joinFor" values={{ fee: rupees(contest.entryFee) }} /> : <FormattedMessage id="fantasy.pickContest" />}
        </button>
      </div>
      {confirming && contest && <JoinConfirmation builder={builder} fee={contest.entryFee} />}
    </section>
  );
}

/**
 * Before the fee leaves the wallet: what it costs and what the balance will be after it (the
 * header's Balance, decision 140), with Confirm and Cancel.
 */
function JoinConfirmation({ builder, fee }: { builder: BuilderActor; fee: number }) {
  const { system } = useAppSystem();
  const balance = useSelector(system.session, (snapshot) => snapshot.context.funds.balance);
  const titleId = useId();
  return (
    <section className="fantasy-confirm" role="alertdialog" aria-labelledby={titleId}>
      <h3 id={titleId} className="fantasy-confirm__title">
        <FormattedMessage id="fantasy.confirm.title" />
      </h3>
      <dl className="fantasy-confirm__figures">
        <dt>
          <FormattedMessage id="fantasy.confirm.fee" />
        </dt>
        <dd>{rupees(fee)}</dd>
        <dt>
          <FormattedMessage id="fantasy.confirm.balanceAfter" />
        </dt>
        <dd>{rupees(balance - fee)}</dd>
      </dl>
      <div className="fantasy-actions">
        <button type="button" className="button" onClick={() => builder.send({ type: 'join.cancel' })}>
          <FormattedMessage id="fantasy.confirm.cancel" />
        </button>
        <button type="button" className="button button--primary" onClick={() => builder.send({ type: 'join.confirm' })}>
          <FormattedMessage id="fantasy.confirm.join" />
        </button>
      </div>
    </section>
  );
}

/** cricket-fight/{id}/place-bet: build a team within the rules (each shown live), then join a contest. */
export function TeamBuilderScreen({
  logic,
  matchId,
  contestId,
  refillTeamId = null,
}: {
  logic: BuilderLogic;
  matchId: number;
  contestId: number | null;
  /** A reset team to pick players for again (?team=). */
  refillTeamId?: number | null;
}) {
  const builder = useInspectedActorRef(logic, { input: { matchId, contestId, refillTeamId } });
  const stage = useSelector(builder, (snapshot) =>
    snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('failed')
        ? 'failed'
        : snapshot.matches('picking')
          ? 'picking'
          : snapshot.matches('captains') || snapshot.matches('saving')
            ? 'captains'
            : 'entering',
  );
  const match = useSelector(builder, (snapshot) => snapshot.context.data?.match ?? null);
  const error = useSelector(builder, (snapshot) => snapshot.context.error);
  const now = useNow();
  return (
    <div className="fantasy-page">
      <Link href={`/cricket-fight/${matchId}`} className="fantasy-back">
        <FormattedMessage id="fantasy.backToContests" />
      </Link>
      <h1 className="fantasy-page__title">
        <FormattedMessage id="fantasy.buildTeam" />
      </h1>
      {stage === 'loading' && <div className="card fantasy-loading" aria-busy="true" />}
      {stage === 'failed' && (
        <section className="card fantasy-failed" role="alert">
          <p>{error && <MessageText message={error} />}</p>
          <button type="button" className="button button--primary" onClick={() => builder.send({ type: 'builder.retry' })}>
            <FormattedMessage id="fantasy.retry" />
          </button>
        </section>
      )}
      {match && (
        <section className="card fantasy-match">
          <MatchHead match={match} now={now} />
        </section>
      )}
      {stage === 'picking' && <Picking builder={builder} />}
      {stage === 'captains' && <Captains builder={builder} />}
      {stage === 'entering' && <Entering builder={builder} />}
    </div>
  );
}

/**
 * A player's form and popularity (docs/decisions/224): points in the side's last matches, newest
 * first, and the share of the match's teams that picked them.
 */
function PlayerForm({ recentPoints, selectedBy }: { recentPoints: readonly number[]; selectedBy: number | null }) {
  return (
    <dl className="fantasy-player__form">
      <div>
        <dt>
          <FormattedMessage id="fantasy.player.recent" />
        </dt>
        <dd data-testid="player-recent">{recentPoints.length > 0 ? recentPoints.join(', ') : '–'}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="fantasy.player.selectedBy" />
        </dt>
        <dd data-testid="player-selected-by">{selectedBy === null ? '–' : `${selectedBy}%`}</dd>
      </div>
    </dl>
  );
}
