/** In the companion window (./companion.tsx): which tab of the product the inspector follows. */
import type { TabInfo } from '../../runtime/inspector-channel.ts';

/** In the companion window: the tabs that answered and the one followed. */
export interface Following {
  tabs: readonly TabInfo[];
  tab: TabInfo | undefined;
  onFollow: (tabId: string) => void;
}

export function FollowedTab({ following }: { following: Following }) {
  if (following.tabs.length === 0) {
    return (
      <p className="inspector__following" role="status">
        Waiting for a page: open the product in another tab or window of this browser (development, or signed in as staff).
      </p>
    );
  }
  return (
    <label className="inspector__following">
      Following{' '}
      <select value={following.tab?.tabId ?? ''} onChange={(event) => following.onFollow(event.target.value)} aria-label="Following">
        {following.tabs.map((tab) => (
          <option key={tab.tabId} value={tab.tabId}>
            {tab.title || 'page'} — {tab.url}
          </option>
        ))}
      </select>
    </label>
  );
}
