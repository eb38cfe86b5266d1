/**
 * The profile (spec §2 `profile/{type}`): tabs for the user's details and preferences, the
 * password change (change-password-route.tsx) and the responsible-gambling tools (src/features/profile), wired
 * to the actors here. Loaded with its route.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { stakeButtonsOf } from '../../machines/shared/stake-buttons.ts';
import type { editStakeMachine } from '../../machines/wallet/edit-stake.machine.ts';
import type { BalanceDisplay } from '../../machines/ui/ui.machine.ts';
import { DetailsScreen } from '../features/profile/details-screen.tsx';
import { GamblingToolsScreen } from '../features/profile/gambling-tools-screen.tsx';
import { ProfileMessages } from '../features/profile/profile-messages.tsx';
import { StakesScreen } from '../features/profile/stakes-screen.tsx';
import { EditStakeModal } from '../features/wallet/deposit/edit-stake-modal.tsx';
import { isProfileTab, ProfileTabs } from '../features/profile/profile-tabs.tsx';
import '../features/profile/profile.css';
import { useSiteView } from '../ui/site-view.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { ChangePasswordRoute } from './change-password-route.tsx';
import { changeRealityCheckInterval } from './reality-check-area.tsx';
import { selectLastLoginAt, selectUserId } from './session-view.ts';
import { LanguageSelect } from './shell/header.tsx';
import { editStakeLogic } from '../runtime/wiring/edit-stake.ts';
import { gamblingToolsLogic } from '../runtime/wiring/profile.ts';

export function ProfileRoute({ type }: { type: string }) {
  const { system } = useAppSystem();
  // A user who never logged in may only change the password (spec §2): no other tab is offered.
  const forced = useSelector(system.session, selectLastLoginAt) === null;
  const tab = isProfileTab(type) ? type : 'DETAILS';
  if (forced) return <ChangePasswordRoute />;
  return (
    <ProfileMessages>
      <ProfileTabs current={tab}>
        {tab === 'CHANGE_PASSWORD' && <ChangePasswordRoute />}
        {tab === 'DETAILS' && <DetailsRoute />}
        {tab === 'STAKES' && <StakesRoute />}
        {tab === 'RESPONSIBLE_GAMBLING' && <GamblingToolsRoute />}
      </ProfileTabs>
    </ProfileMessages>
  );
}

function DetailsRoute() {
  const { system } = useAppSystem();
  const site = useSiteView();
  const userId = useSelector(system.session, selectUserId);
  const phone = useSelector(system.session, (snapshot) => snapshot.context.user?.phone ?? null);
  const lastLoginAt = useSelector(system.session, selectLastLoginAt);
  const display = useSelector(system.ui, (snapshot) => snapshot.context.balanceDisplay);
  const changeDisplay = useCallback((next: BalanceDisplay) => system.ui.send({ type: 'balanceDisplay.changed', display: next }), [system.ui]);
  const changeLanguage = useCallback((code: string) => system.site.send({ type: 'language.change', code }), [system.site]);
  return (
    <DetailsScreen
      userId={userId}
      phone={phone}
      lastLoginAt={lastLoginAt}
      display={display}
      onDisplayChange={changeDisplay}
      language={<LanguageSelect languages={site.languages} language={site.language} onLanguageChange={changeLanguage} />}
    />
  );
}

function GamblingToolsRoute() {
  const { system } = useAppSystem();
  const logic = useMemo(() => gamblingToolsLogic(system.profile), [system.profile]);
  return <GamblingToolsScreen logic={logic} onRealityCheckChanged={changeRealityCheckInterval} />;
}

/**
 * The stake buttons: the session's chips (user info), the slip's quick stakes too; edited in the
 * deposit screen's Edit Stake modal (same actor, same call), which saves them into the session
 * (docs/decisions/188-stake-buttons-one-source.md).
 */
function StakesRoute() {
  const { system } = useAppSystem();
  const { api } = system.profile;
  const chips = useSelector(system.session, (snapshot) => snapshot.context.chips);
  const stakes = useMemo(() => stakeButtonsOf(chips), [chips]);
  const [editing, setEditing] = useState<ActorRefFrom<typeof editStakeMachine> | null>(null);
  const [saved, setSaved] = useState(false);
  const edit = useCallback(() => {
    const actor = createActor(editStakeLogic(api, () => system.session), { input: { stakes } });
    actor.subscribe({
      complete: () => {
        const output = actor.getSnapshot().output;
        setSaved(Boolean(output?.saved));
        setEditing(null);
      },
    });
    setSaved(false);
    setEditing(actor.start());
  }, [api, stakes, system.session]);
  return <StakesScreen stakes={stakes} saved={saved} onEdit={edit} modal={editing && <EditStakeModal editStake={editing} />} />;
}
