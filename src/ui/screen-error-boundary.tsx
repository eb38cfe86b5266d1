/**
 * One screen's failure never blanks the page (decision 125): a render error or a screen's code that
 * failed to load is caught here, around each route, and the screen says what happened and offers
 * what helps (try again, go Home). The header, menu and balance stay usable around it.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from './icons.tsx';

interface ScreenErrorBoundaryProps {
  /** The address: a new one is a new chance, so a failed screen does not keep its error on the next. */
  resetKey: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/** A lazy screen's chunk that did not arrive: React keeps the failed import, so only a reload fetches it again. */
const isChunkLoadError = (error: unknown) => error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: ScreenErrorBoundaryState): Partial<ScreenErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[screen] a screen failed to render', error, info.componentStack);
  }

  private readonly tryAgain = () => {
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <section className="card status-page" role="alert" aria-labelledby="screen-error-title">
        <Icon name="compass" className="status-page__art" />
        <h1 className="status-page__title" id="screen-error-title">
          <FormattedMessage id="error.screen.title" />
        </h1>
        <p className="status-page__text">
          <FormattedMessage id={isChunkLoadError(this.state.error) ? 'error.screen.offline' : 'error.screen.text'} />
        </p>
        <div className="status-page__actions">
          <button type="button" className="button button--primary" onClick={this.tryAgain}>
            <FormattedMessage id="error.screen.retry" />
          </button>
          <a href="/" className="button button--outline">
            <FormattedMessage id="error.screen.home" />
          </a>
        </div>
      </section>
    );
  }
}
