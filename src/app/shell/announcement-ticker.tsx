import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';

/** Seconds per announcement character, so long announcements scroll no faster than short ones. */
const TICKER_SECONDS_PER_CHARACTER = 0.18;
const TICKER_MIN_SECONDS = 12;

/**
 * The operator's announcements as a CSS marquee. Texts are rendered as React text (escaped), never as
 * HTML (design §8). With prefers-reduced-motion the CSS stops the scroll and wraps the texts instead.
 * While the settings are `pending`, an empty bar of the same height holds the ticker's place.
 */
export function AnnouncementTicker({ announcements, pending }: { announcements: readonly string[]; pending: boolean }) {
  const intl = useIntl();
  if (pending) return <div className="ticker" aria-hidden="true" />;
  if (announcements.length === 0) return null;
  const characters = announcements.reduce((total, text) => total + text.length, 0);
  const seconds = Math.max(TICKER_MIN_SECONDS, Math.round(characters * TICKER_SECONDS_PER_CHARACTER));
  return (
    <section className="ticker" aria-label={intl.formatMessage({ id: 'shell.announcements' })}>
      <Icon name="megaphone" className="ticker__icon" />
      <div className="ticker__viewport">
        <div className="ticker__track" style={{ '--ticker-duration': `${seconds}s` } as CSSProperties}>
          {announcements.map((text, index) => (
            <span key={index}>{text}</span>
          ))}
        </div>
      </div>
    </section>
  );
}
