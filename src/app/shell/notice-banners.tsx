import type { Message } from '../../../machines/shared/message.ts';
import { MessageText } from '../../ui/message-text.tsx';

export interface NoticeView {
  kind: 'success' | 'error';
  message: Message;
}

/**
 * Success and error banners of the notices actor, which clears each after 2 s (spec §4). The live
 * region is always in the page so screen readers announce banners as they appear.
 */
export function NoticeBanners({ notices }: { notices: readonly NoticeView[] }) {
  return (
    <div className="notices" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.kind} className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <MessageText message={notice.message} />
        </div>
      ))}
    </div>
  );
}
