import { useEffect } from 'react';
import { useIntl } from 'react-intl';

const SCROLL_LOCK_CLASS = 'is-loading';

/** The global loader overlay; while it is on, the page does not scroll (spec §4 Messages). */
export function GlobalLoader({ visible }: { visible: boolean }) {
  const intl = useIntl();
  useEffect(() => {
    document.body.classList.toggle(SCROLL_LOCK_CLASS, visible);
    return () => document.body.classList.remove(SCROLL_LOCK_CLASS);
  }, [visible]);
  if (!visible) return null;
  return (
    <div className="loader-overlay" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'shell.loading' })}</span>
    </div>
  );
}
