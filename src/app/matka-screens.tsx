/**
 * The matka routes (spec §2: matka, matka-details/{itemDetail}): the views of src/features/matka
 * given their actors' real implementations (src/runtime/wiring/matka.ts). Loaded with the routes
 * (src/app/app-routes.tsx, lazyScreen), so none of matka is in Home's first load (design §7).
 */
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { selectSignedIn } from '../../machines/session/session-selectors.ts';
import { MatkaDetailsScreen } from '../features/matka/matka-details-screen.tsx';
import { MatkaListScreen } from '../features/matka/matka-list-screen.tsx';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { matkaBetLogic, matkaListLogic } from '../runtime/wiring/matka.ts';
import matkaEn from '../i18n/matka.en.json';
import matkaHi from '../i18n/matka.hi.json';

/** Matka's own messages, loaded with its routes rather than in Home's catalogue (docs/decisions/052). */
const MATKA_MESSAGES: Record<string, Record<string, string>> = { en: matkaEn, hi: { ...matkaEn, ...matkaHi } };

function MatkaMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  // The build gives every catalogue in the same (precompiled) form, so the merge is one kind of message.
  const messages = useMemo(
    () => ({ ...intl.messages, ...(MATKA_MESSAGES[intl.locale] ?? MATKA_MESSAGES.en) }) as Record<string, string>,
    [intl.messages, intl.locale],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

export function MatkaRoute() {
  const { system } = useAppSystem();
  const logic = useMemo(() => matkaListLogic(system.matka), [system]);
  return (
    <MatkaMessages>
      <MatkaListScreen logic={logic} />
    </MatkaMessages>
  );
}

export function MatkaDetailsRoute({ itemDetail }: { itemDetail: string | undefined }) {
  const { system } = useAppSystem();
  const signedIn = useSelector(system.session, selectSignedIn);
  const logic = useMemo(() => matkaBetLogic(system.matka), [system]);
  const marketId = /^[1-9]\d{0,8}$/.test(itemDetail ?? '') ? Number(itemDetail) : null;
  if (marketId === null) return <NotFoundScreen />;
  // A new market id is a new actor (key), never the previous market's slip.
  return (
    <MatkaMessages>
      <MatkaDetailsScreen key={marketId} logic={logic} marketId={marketId} signedIn={signedIn} />
    </MatkaMessages>
  );
}
