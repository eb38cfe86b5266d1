/**
 * The companion window's view of a live tab (docs/decisions/200): what the tab posts on the
 * inspector's BroadcastChannel, kept as an InspectionLog, so the inspector's views read a tab in
 * another window exactly as they read the page's own log. Each actor's machine comes from the
 * machine catalogue by its id (the chart is drawn from the same code the tab runs).
 */
import type { AnyStateMachine } from 'xstate';
import type { ChannelActor, TabInfo, TabMessage } from '../../runtime/inspector-channel.ts';
import { journalOf, stateLabel, type InspectedActor, type InspectionLog, type JournalEntry } from '../../runtime/inspector.ts';

/** The entries a companion keeps of one tab (the tab keeps 2,000; a long watch keeps more). */
const KEPT_ENTRIES = 5000;

export interface RemoteLog extends InspectionLog {
  /** Takes a tab's message; false when it came from another tab than the one followed. */
  receive: (message: TabMessage) => boolean;
  tab: () => TabInfo | undefined;
}

export function createRemoteLog(machines: ReadonlyMap<string, AnyStateMachine>, follows?: string): RemoteLog {
  let tab: TabInfo | undefined;
  let entries: JournalEntry[] = [];
  let actorList: InspectedActor[] = [];
  let dropped = 0;
  const actors = new Map<string, InspectedActor>();
  const listeners = new Set<() => void>();

  const merge = (incoming: ChannelActor) => {
    const previous = actors.get(incoming.actorId);
    const last = entries.findLast((entry) => entry.actorId === incoming.actorId);
    const actor: InspectedActor = {
      ...incoming,
      logic: incoming.machine ? machines.get(incoming.machine) : undefined,
      state: incoming.value === undefined ? '' : stateLabel(incoming.value),
      lastEvents: previous?.lastEvents ?? [],
      lastEvent: previous?.lastEvent,
    };
    if (last && last.seq !== previous?.lastEvent?.seq) {
      const before = entries.findLast((entry) => entry.actorId === incoming.actorId && entry.seq < last.seq && entry.after);
      actor.lastEvent = { seq: last.seq, type: last.event.type, previousValue: before?.after?.value ?? previous?.value };
      actor.lastEvents = [last.event.type, ...(previous?.lastEvents ?? [])].slice(0, 5);
    }
    actors.set(incoming.actorId, actor);
  };

  return {
    receive(message) {
      if (follows !== undefined && message.tab.tabId !== follows) return false;
      // Without a tab named, the first that posts is followed.
      if (tab && tab.tabId !== message.tab.tabId) return false;
      if (message.full) {
        // The tab answering a hello: what it holds replaces what was kept.
        entries = [];
      }
      tab = message.tab;
      dropped = message.dropped;
      const known = entries.at(-1)?.seq ?? 0;
      entries = [...entries, ...message.entries.filter((entry) => entry.seq > known)];
      if (entries.length > KEPT_ENTRIES) entries = entries.slice(-KEPT_ENTRIES);
      message.actors.forEach(merge);
      actorList = [...actors.values()];
      for (const listener of listeners) listener();
      return true;
    },
    tab: () => tab,
    inspect: () => undefined,
    recording: () => true,
    setRecording: () => undefined,
    entries: () => entries,
    actors: () => actorList,
    dropped: () => dropped,
    noteRandom: () => undefined,
    exportJournal: () => journalOf(actorList, entries, dropped),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
