/**
 * The bonus screen and refer and earn (src/features/bonus), wired to
 * their actors here; a claim's or a switch's balance goes to the session, so the header and the
 * welcome-bonus bar follow at once. Loaded with their routes.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { ActiveWallet, BonusEmitted } from '../../machines/bonus/bonus.machine.ts';
import { BonusMessages } from '../features/bonus/bonus-messages.tsx';
import { BonusScreen } from '../features/bonus/bonus-screen.tsx';
import { ReferScreen } from '../features/bonus/refer-screen.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { bonusLogic, referLogic } from '../runtime/wiring/bonus.ts';

export function BonusRoute() {
  const { system } = useAppSystem();
  const logic = useMemo(() => bonusLogic(system.bonus), [system.bonus]);
  const actw: ActiveWallet = useSelector(system.session, (snapshot) => (snapshot.context.user?.actw === 'WB' ? 'WB' : 'MW'));
  const tellSession = useCallback(
    (change: BonusEmitted) => system.session.send({ type: 'session.walletSwitched', actw: change.actw, funds: change.funds }),
    [system.session],
  );
  return (
    <BonusMessages>
      <BonusScreen logic={logic} actw={actw} onWalletChanged={tellSession} />
    </BonusMessages>
  );
}

export function ReferEarnRoute() {
  const { system } = useAppSystem();
  const logic = useMemo(() => referLogic(system.bonus), [system.bonus]);
  return (
    <BonusMessages>
      <ReferScreen logic={logic} />
    </BonusMessages>
  );
}
