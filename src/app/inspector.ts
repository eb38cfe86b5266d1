/**
 * A minimal live inspector for product staff (design §1): every actor of the app reports to it
 * through XState's `inspect` option. It keeps the latest state of each actor and a bounded log of
 * the events they received, exposes the log as `window.__xstateEvents`, re-posts each record with
 * `window.postMessage({ source: 'xstate-inspector', record })`, and feeds the `/inspector` overlay.
 *
 * Only event TYPES are recorded, never payloads: payloads carry passwords, OTPs and tokens.
 */
import type { AnyActorRef, InspectionEvent } from 'xstate';

export const INSPECTOR_MESSAGE_SOURCE = 'xstate-inspector';
const DEFAULT_LOG_LIMIT = 500;
const LAST_EVENTS_PER_ACTOR = 5;

export interface InspectionRecord {
  at: number;
  /** The actor's system id when it has one (e.g. 'site'), else its id. */
  actor: string;
  eventType: string;
  /** The actor that sent the event, when known. */
  from?: string;
}

export interface InspectedActor {
  name: string;
  sessionId: string;
  state: string;
  status: string;
  lastEvents: string[];
}

export interface InspectionLog {
  inspect: (inspectionEvent: InspectionEvent) => void;
  records: () => readonly InspectionRecord[];
  actors: () => readonly InspectedActor[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

interface InspectionOptions {
  limit?: number;
  /** Where each record also goes (e.g. the window's postMessage); optional for tests. */
  publish?: (record: InspectionRecord) => void;
  now?: () => number;
}

export function createInspectionLog({ limit = DEFAULT_LOG_LIMIT, publish, now = Date.now }: InspectionOptions = {}): InspectionLog {
  const records: InspectionRecord[] = [];
  const actors = new Map<string, InspectedActor>();
  const listeners = new Set<() => void>();
  let actorList: readonly InspectedActor[] = [];
  let recordList: readonly InspectionRecord[] = [];

  const changed = () => {
    actorList = [...actors.values()];
    recordList = [...records];
    for (const listener of listeners) listener();
  };

  const actorOf = (ref: AnyActorRef): InspectedActor => {
    let actor = actors.get(ref.sessionId);
    if (!actor) {
      actor = { name: '', sessionId: ref.sessionId, state: '', status: 'active', lastEvents: [] };
      actors.set(ref.sessionId, actor);
    }
    // The system id is registered after the actor announces itself, so the name is read each time.
    actor.name = nameOf(ref);
    return actor;
  };

  return {
    inspect(inspectionEvent) {
      const ref = inspectionEvent.actorRef as AnyActorRef;
      if (inspectionEvent.type === '@xstate.actor') {
        actorOf(ref);
      } else if (inspectionEvent.type === '@xstate.event') {
        const actor = actorOf(ref);
        const record: InspectionRecord = { at: now(), actor: actor.name, eventType: inspectionEvent.event.type };
        if (inspectionEvent.sourceRef) record.from = nameOf(inspectionEvent.sourceRef as AnyActorRef);
        actor.lastEvents = [record.eventType, ...actor.lastEvents].slice(0, LAST_EVENTS_PER_ACTOR);
        records.push(record);
        if (records.length > limit) records.splice(0, records.length - limit);
        publish?.(record);
      } else if (inspectionEvent.type === '@xstate.snapshot') {
        const actor = actorOf(ref);
        const snapshot = inspectionEvent.snapshot as { status?: string; value?: unknown };
        actor.status = snapshot.status ?? actor.status;
        actor.state = snapshot.value === undefined ? '' : stateLabel(snapshot.value);
      } else {
        return;
      }
      changed();
    },
    records: () => recordList,
    actors: () => actorList,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The system id ('site'), else the invoke/spawn id, else the machine id (a root actor's id is its session id). */
function nameOf(ref: AnyActorRef): string {
  const systemId = (ref as { systemId?: string }).systemId;
  if (systemId) return systemId;
  if (ref.id && ref.id !== ref.sessionId) return ref.id;
  const machineId = (ref as { logic?: { id?: string } }).logic?.id;
  return machineId ?? ref.sessionId;
}

/** A state value as text: 'signedIn', 'wallet.deposit', or 'a.b | c.d' for parallel regions. */
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return '';
  return Object.entries(value)
    .map(([key, child]) => {
      const childLabel = stateLabel(child);
      return childLabel ? `${key}.${childLabel}` : key;
    })
    .join(' | ');
}

declare global {
  interface Window {
    /** The inspection log of this page (see src/app/inspector.ts and docs/inspector.md). */
    __xstateEvents?: readonly InspectionRecord[];
  }
}

/** Whether this page load should be inspected: in development, or with `?inspect` in the address. */
export function inspectionRequested(search: string, isDevelopment: boolean): boolean {
  return isDevelopment || new URLSearchParams(search).has('inspect');
}

/** The inspection log of a browser page: exposed on window and re-posted as window messages. */
export function createWindowInspectionLog(target: Window): InspectionLog {
  const log = createInspectionLog({
    publish: (record) => target.postMessage({ source: INSPECTOR_MESSAGE_SOURCE, record }, target.location.origin),
  });
  Object.defineProperty(target, '__xstateEvents', { get: () => log.records(), configurable: true });
  return log;
}
