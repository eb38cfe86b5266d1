/**
 * The inspector in its own window (docs/decisions/200): it says hello on the inspector's
 * BroadcastChannel, every tab of the product that records answers with its journal, and the window
 * follows one of them (the first, or the one chosen) as it changes. The bettor's page keeps running
 * in its own tab; nothing leaves the device.
 */
import { useEffect, useMemo, useState } from 'react';
import { INSPECTOR_CHANNEL, isTabMessage, type TabInfo } from '../../runtime/inspector-channel.ts';
import { InspectorView } from './inspector-view.tsx';
import { MACHINES } from './machine-catalogue.ts';
import { createRemoteLog } from './remote-log.ts';

export function CompanionInspector() {
  const [tabs, setTabs] = useState<TabInfo[]>([]);
  const [followed, setFollowed] = useState<string | undefined>(undefined);
  const log = useMemo(() => createRemoteLog(MACHINES, followed), [followed]);

  useEffect(() => {
    const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
    const onMessage = (event: MessageEvent) => {
      if (!isTabMessage(event.data)) return;
      const { tab } = event.data;
      setTabs((known) => (known.some((other) => other.tabId === tab.tabId && other.url === tab.url && other.title === tab.title) ? known : [...known.filter((other) => other.tabId !== tab.tabId), tab]));
      log.receive(event.data);
    };
    channel.addEventListener('message', onMessage);
    channel.postMessage({ type: 'companion.hello' });
    return () => {
      channel.removeEventListener('message', onMessage);
      channel.close();
    };
  }, [log]);

  const tab = useMemo(() => tabs.find((known) => known.tabId === (followed ?? log.tab()?.tabId)), [tabs, followed, log]);
  useEffect(() => {
    document.title = tab ? `Inspector · ${tab.url}` : 'Inspector';
  }, [tab]);
  return <InspectorView key={followed ?? ''} live={log} following={{ tabs, tab, onFollow: setFollowed }} />;
}
