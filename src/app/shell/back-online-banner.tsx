import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/app.machine.ts';
import { selectBackOnline, type realtimeMachine } from '../../../machines/realtime/realtime.machine.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import './back-online-banner.css';

/**
 * Spec §4 "Sockets": 'You are back online.' for the realtime actor's back-online moment (1 s after
 * a reconnect). At the bottom of the screen, so it never covers a success or error banner.
 */
export function BackOnlineBanner() {
  const { system } = useAppSystem();
  const realtime: ActorRefFrom<typeof realtimeMachine> = system.root.system.get(SYSTEM_IDS.realtime);
  const backOnline = useSelector(realtime, selectBackOnline);
  return (
    <div className="back-online" aria-live="polite">
      {backOnline && (
        <p className="notice notice--success back-online__banner" role="status">
          <FormattedMessage id="realtime.backOnline" />
        </p>
      )}
    </div>
  );
}
