/**
 * The signed-in session's reality check (machines/profile/reality-check.machine.ts): one actor from
 * sign-in (the session's start) to sign-out, its reminder a dialog. Loaded lazily by the shell.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { realityCheckMachine } from '../../machines/profile/reality-check.machine.ts';
import { ProfileMessages } from '../features/profile/profile-messages.tsx';
import { RealityCheckDialog } from '../features/profile/reality-check-dialog.tsx';
import '../features/profile/profile.css';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { realityCheckLogic } from '../runtime/wiring/profile.ts';
import { useInspectedActorRef } from '../runtime/use-inspected-actor.ts';

let running: ActorRefFrom<typeof realityCheckMachine> | null = null;

/** A new interval chosen in the profile, for the session's running reality check. */
export function changeRealityCheckInterval(minutes: number): void {
  running?.send({ type: 'interval.changed', minutes });
}

export function RealityCheckArea() {
  const { system } = useAppSystem();
  const logic = useMemo(() => realityCheckLogic(system.profile), [system.profile]);
  const [startedAt] = useState(() => Date.now());
  const actor = useInspectedActorRef(logic, { input: { startedAt } });
  useEffect(() => {
    running = actor;
    return () => {
      if (running === actor) running = null;
    };
  }, [actor]);
  return (
    <ProfileMessages>
      <RealityCheckDialog actor={actor} />
    </ProfileMessages>
  );
}
