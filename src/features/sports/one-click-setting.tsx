import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { selectSignedIn } from '../../../machines/session/session-selectors.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { useNoticeRelay } from '../../runtime/use-notice-relay.ts';
import { oneClickSettingLogic } from '../../runtime/wiring/one-click.ts';
import './one-click.css';
import '../../ui/stake-chip.css';

/**
 * One-click betting's switch on the event screen (docs/decisions/186-one-click-betting.md): off by
 * default; turning it on asks once, with the stake every tap will place (one of the bettor's stake
 * buttons); while on, a tap on an exchange price places the bet at once.
 */
export function OneClickSetting() {
  const { system } = useAppSystem();
  const signedIn = useSelector(system.session, selectSignedIn);
  if (!signedIn) return null;
  return <OneClickSwitch />;
}

function OneClickSwitch() {
  const { system } = useAppSystem();
  const session = system.session;
  const saved = useSelector(session, (snapshot) => snapshot.context.oneClickStake);
  const chips = useSelector(session, (snapshot) => snapshot.context.chips);
  const logic = useMemo(() => oneClickSettingLogic(system.profile.api, () => session), [system.profile.api, session]);
  const setting = useActorRef(logic, { input: { stake: saved, chips } });
  useNoticeRelay(setting);
  useEffect(() => setting.send({ type: 'settings.changed', stake: saved, chips }), [setting, saved, chips]);
  const stake = useSelector(setting, (snapshot) => snapshot.context.stake);
  const confirming = useSelector(setting, (snapshot) => snapshot.matches('confirming'));
  const saving = useSelector(setting, (snapshot) => snapshot.matches('saving'));
  const stakes = useSelector(setting, (snapshot) => snapshot.context.stakes);
  const chosen = useSelector(setting, (snapshot) => snapshot.context.chosen);

  return (
    <section className="card one-click" aria-labelledby="one-click-title" data-testid="one-click">
      <div className="one-click__row">
        <h2 id="one-click-title" className="one-click__title">
          <FormattedMessage id="sports.oneClick.label" />
        </h2>
        <span className={`one-click__state${stake !== null ? ' one-click__state--on' : ''}`}>
          {stake !== null ? <FormattedMessage id="sports.oneClick.on" values={{ stake }} /> : <FormattedMessage id="sports.oneClick.off" />}
        </span>
        {!confirming && (
          <span className="one-click__actions">
            <button type="button" className="button button--secondary" disabled={saving} onClick={() => setting.send({ type: 'oneClick.turnOn' })}>
              <FormattedMessage id={stake !== null ? 'sports.oneClick.change' : 'sports.oneClick.turnOn'} />
            </button>
            {stake !== null && (
              <button type="button" className="button button--secondary" disabled={saving} onClick={() => setting.send({ type: 'oneClick.turnOff' })}>
                <FormattedMessage id="sports.oneClick.turnOff" />
              </button>
            )}
          </span>
        )}
      </div>
      {confirming && (
        <div className="one-click__confirm" role="group" aria-labelledby="one-click-confirm-title">
          <p id="one-click-confirm-title" className="one-click__confirm-title">
            <FormattedMessage id="sports.oneClick.confirmTitle" />
          </p>
          <p>
            <FormattedMessage id="sports.oneClick.confirmText" values={{ stake: chosen }} />
          </p>
          <div className="one-click__stakes" role="radiogroup" aria-label="stake">
            {stakes.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={value === chosen}
                className={`stake-chip${value === chosen ? ' stake-chip--chosen' : ''}`}
                onClick={() => setting.send({ type: 'oneClick.stakeChosen', stake: value })}
              >
                ₹<FormattedNumber value={value} />
              </button>
            ))}
          </div>
          <div className="one-click__actions">
            <button type="button" className="button button--primary" onClick={() => setting.send({ type: 'oneClick.confirm' })}>
              <FormattedMessage id="sports.oneClick.confirm" />
            </button>
            <button type="button" className="button button--secondary" onClick={() => setting.send({ type: 'oneClick.cancel' })}>
              <FormattedMessage id="sports.oneClick.cancel" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
