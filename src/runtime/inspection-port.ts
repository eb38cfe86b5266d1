/**
 * What the first load holds of the inspector: every actor reports to `inspect`, which hands each
 * event to the inspection log (./inspector.ts) while the page may be inspected. The log's code is a
 * chunk of its own, loaded only then (development, or a staff user), so bettors never download it.
 * Events before it loads are not recorded, as they were not while recording was off.
 */
import type { InspectionEvent } from 'xstate';
import { INSPECTOR_CHANNEL, inspectorAllowed, isDevelopmentServer } from './inspector-allowed.ts';
import type { InspectionLog } from './inspector.ts';

export interface InspectionPort {
  inspect: (inspectionEvent: InspectionEvent) => void;
  /** The log, once the page may be inspected and its code has loaded. */
  log: () => InspectionLog | undefined;
  /** Calls `listener` when the log loads and after every change in it; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Given the user whenever it is known or changes; resolves once recording follows that user. */
  allowFor: (user: unknown) => Promise<void>;
}

type InspectorModule = Pick<typeof import('./inspector.ts'), 'createInspectionLog' | 'recordWhileAllowed'>;

/**
 * How an inspector window reaches a page not yet recording: its hello on the channel. The page then
 * asks the server whether it runs in development; if so it records as a development build does
 * (docs/decisions/200). A bettor's page in production answers nothing and loads nothing.
 */
export interface CompanionHello {
  listen: (onHello: () => void) => void;
  isDevelopmentServer: () => Promise<boolean>;
}

const browserCompanionHello = (): CompanionHello | undefined =>
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? undefined
    : {
        listen: (onHello) => {
          new BroadcastChannel(INSPECTOR_CHANNEL).addEventListener('message', (event: MessageEvent) => {
            if ((event.data as { type?: unknown } | null)?.type === 'companion.hello') onHello();
          });
        },
        isDevelopmentServer: () => isDevelopmentServer(),
      };

export function createInspectionPort(
  isDevelopmentBuild: boolean,
  load: () => Promise<InspectorModule> = () => import('./inspector.ts'),
  companionHello: CompanionHello | undefined = browserCompanionHello(),
): InspectionPort {
  let isDevelopment = isDevelopmentBuild;
  let log: InspectionLog | undefined;
  let followUser: ((user: unknown) => void) | undefined;
  let loading: Promise<void> | undefined;
  let latestUser: unknown;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const loadLog = (): Promise<void> => {
    loading ??= Promise.all([load(), import('./inspector-channel.ts')]).then(([{ createInspectionLog, recordWhileAllowed }, { broadcastToCompanions }]) => {
      log = createInspectionLog({ recording: false });
      followUser = recordWhileAllowed(log, () => isDevelopment, broadcastToCompanions);
      log.subscribe(notify);
    });
    // A chunk that failed to load (offline) is asked for again at the next change of user.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  let askedServer = false;
  const port: InspectionPort = {
    inspect: (inspectionEvent) => log?.inspect(inspectionEvent),
    log: () => log,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async allowFor(user) {
      latestUser = user;
      if (!log && !inspectorAllowed(isDevelopment, user)) return;
      try {
        await loadLog();
      } catch {
        return;
      }
      followUser?.(latestUser);
      notify();
    },
  };
  companionHello?.listen(() => {
    if (isDevelopment || askedServer) return;
    askedServer = true;
    void companionHello.isDevelopmentServer().then((development) => {
      if (!development) return;
      isDevelopment = true;
      return port.allowFor(latestUser);
    });
  });
  return port;
}
