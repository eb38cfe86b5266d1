import { useSelector } from '@xstate/react';
import { Router } from 'wouter';
import { SiteViewContext } from '../ui/site-view.tsx';
import { AppSystemContext, type AppContextValue } from '../runtime/app-system-context.tsx';
import { AppIntlProvider } from './intl-provider.tsx';
import { RouteGuard } from './run-route-guard.tsx';
import { Shell } from './shell.tsx';
import { DocumentHead } from './shell/document-head.tsx';
import { OperatorCss } from './shell/operator-css.tsx';
import { siteHeadOf, siteViewOf } from './site-view-of.ts';

/** The whole app: the actor system, the site's look and language, routing, and the shell. */
export function App(props: AppContextValue) {
  const siteView = useSelector(props.system.site, siteViewOf, sameJson);
  const head = useSelector(props.system.site, siteHeadOf, sameJson);
  return (
    <AppSystemContext.Provider value={props}>
      <SiteViewContext.Provider value={siteView}>
        <AppIntlProvider language={siteView.language}>
          <DocumentHead title={head.title} faviconUrl={head.faviconUrl} description={head.description} />
          <OperatorCss css={head.frontCss} />
          <Router>
            <RouteGuard />
            <Shell />
          </Router>
        </AppIntlProvider>
      </SiteViewContext.Provider>
    </AppSystemContext.Provider>
  );
}

/**
 * The derived views are new objects on every snapshot; comparing them by value keeps screens from
 * re-rendering when the site actor changed something they do not show (design §7). They are small.
 */
function sameJson<Value>(previous: Value, next: Value): boolean {
  return JSON.stringify(previous) === JSON.stringify(next);
}
