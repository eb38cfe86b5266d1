/**
 * The journal as a file (docs/inspector.md): exported from the live log, or imported and replayed on
 * fresh machines with a log of its own.
 */
import { useState, type ChangeEvent } from 'react';
import { createInspectionLog, JOURNAL_VERSION, type InspectionLog, type Journal } from '../../runtime/inspector.ts';
import { MACHINES } from './machine-catalogue.ts';
import { createReplay, type Replay } from './replay.ts';

export interface ReplaySession {
  name: string;
  replay: Replay;
  log: InspectionLog;
}

/** Saves the live log's journal as a JSON file. */
export function exportJournal(live: InspectionLog) {
  const journal = live.exportJournal();
  const url = URL.createObjectURL(new Blob([JSON.stringify(journal, null, 1)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `journal-${journal.exportedAt.replace(/[:.]/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The replay going on, if any, and why the last import failed; `onLogChanged` runs whenever the log shown changes. */
export function useJournalReplay(onLogChanged: () => void) {
  const [replaying, setReplaying] = useState<ReplaySession | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

  const importJournal = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const journal = JSON.parse(await file.text()) as Journal;
      if (journal.version !== JOURNAL_VERSION || !Array.isArray(journal.entries)) throw new Error('not a journal this inspector wrote');
      const replayLog = createInspectionLog();
      replaying?.replay.stop();
      setReplaying({ name: file.name, replay: createReplay(journal, MACHINES, replayLog.inspect), log: replayLog });
      onLogChanged();
      setImportError(null);
    } catch (error) {
      setImportError(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const backToLive = () => {
    replaying?.replay.stop();
    setReplaying(null);
    onLogChanged();
  };

  return { replaying, importError, importJournal, backToLive };
}
