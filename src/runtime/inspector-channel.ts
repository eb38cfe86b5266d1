/**
 * The inspector's companion window follows a live tab through a same-origin BroadcastChannel
 * (docs/decisions/200): the tab posts its journal and its actors' states as they change, nothing
 * leaves the device. Only a tab that records (development, or a staff user) posts: this code is in
 * the inspection log's chunk, which a bettor's page never loads.
 */
import { INSPECTOR_CHANNEL } from './inspector-allowed.ts';
import { redact } from './redact.ts';
import type { ActorOutcome, InspectionLog, JournalActor, JournalEntry } from './inspector.ts';

export { INSPECTOR_CHANNEL };

export interface TabInfo {
  tabId: string;
  url: string;
  title: string;
}

/** An actor as the companion learns it: the journal's description and its latest state. */
export interface ChannelActor extends JournalActor, ActorOutcome {}

export type TabMessage = {
  type: 'tab.update';
  tab: TabInfo;
  /** The whole journal follows (an answer to a companion's hello), not only what is new. */
  full: boolean;
  dropped: number;
  actors: ChannelActor[];
  entries: JournalEntry[];
};

export type CompanionMessage = { type: 'companion.hello' };

/** What a BroadcastChannel offers that the broadcaster uses (a test hands it a fake). */
export interface ChannelLike {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  close: () => void;
}

export const isTabMessage = (data: unknown): data is TabMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'tab.update';

/**
 * Posts the log's changes on `channel` (after each batch of events the log tells about) and, when a
 * companion says hello, everything the log holds. Returns what stops it.
 */
export function broadcastLog(log: InspectionLog, tab: () => TabInfo, channel: ChannelLike = new BroadcastChannel(INSPECTOR_CHANNEL)): () => void {
  let lastSeq = 0;
  const sentActors = new Map<string, string>();

  const post = (full: boolean) => {
    const entries = full ? log.entries() : log.entries().filter((entry) => entry.seq > lastSeq);
    const actors: ChannelActor[] = [];
    for (const actor of log.actors()) {
      const state: ChannelActor = {
        actorId: actor.actorId,
        id: actor.id,
        name: actor.name,
        machine: actor.machine,
        parentId: actor.parentId,
        value: redact(actor.value),
        status: actor.status,
        context: redact(actor.context),
      };
      const signature = `${actor.name}|${actor.status}|${actor.lastEvent?.seq ?? 0}|${JSON.stringify(state.value)}`;
      if (!full && sentActors.get(actor.actorId) === signature) continue;
      sentActors.set(actor.actorId, signature);
      actors.push(state);
    }
    lastSeq = entries.at(-1)?.seq ?? lastSeq;
    if (!full && entries.length === 0 && actors.length === 0) return;
    const message: TabMessage = { type: 'tab.update', tab: tab(), full, dropped: log.dropped(), actors, entries: [...entries] };
    try {
      channel.postMessage(message);
    } catch {
      // A value that cannot be cloned: the companion gets it with the next full update.
    }
  };

  const onMessage = (event: MessageEvent) => {
    if ((event.data as CompanionMessage | undefined)?.type === 'companion.hello') post(true);
  };
  channel.addEventListener('message', onMessage);
  const unsubscribe = log.subscribe(() => post(false));
  post(true);
  return () => {
    unsubscribe();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}

const TAB_ID = Math.random().toString(36).slice(2, 10);

/** The companion window follows this tab while it records (docs/decisions/200). */
export function broadcastToCompanions(log: InspectionLog): () => void {
  if (typeof BroadcastChannel === 'undefined' || typeof location === 'undefined') return () => undefined;
  return broadcastLog(log, () => ({ tabId: TAB_ID, url: location.pathname + location.search, title: document.title }));
}
