import { Suspense, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import { lazyScreen } from '../lazy-screen.ts';
import './header-search.css';

const EventSearchRoute = lazyScreen(() => import('../header-panels.tsx'), (module) => module.EventSearchRoute);

/** The header's search button; the search itself loads with its own chunk when opened. */
export function HeaderSearch() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button header__search-button"
        aria-label={intl.formatMessage({ id: 'sports.search.open' })}
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="search" />
      </button>
      {open && (
        <div className="header__search-panel">
          <Suspense fallback={null}>
            <EventSearchRoute onClose={close} />
          </Suspense>
        </div>
      )}
    </>
  );
}
