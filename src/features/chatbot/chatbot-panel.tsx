/**
 * The support chatbot (docs/decisions/092, 124): the menu's Help opens a panel framing the support
 * page the server names (a FAQ search and a message form); `onClose` tells the opener it closed. The frame runs no script of
 * its own (the page has none, and the sandbox allows only its forms).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { chatbotMachine } from '../../../machines/bonus/chatbot.machine.ts';
import { MessageText } from '../../ui/message-text.tsx';
import './chatbot.css';

export function ChatbotPanel({ actor, onClose }: { actor: ActorRefFrom<typeof chatbotMachine>; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const snapshot = useSelector(actor, (state) => state);
  const closed = snapshot.matches('closed');
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      actor.send({ type: 'chatbot.close' });
      onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [actor, onClose]);
  const close = () => {
    actor.send({ type: 'chatbot.close' });
    onClose();
  };

  if (closed) return null;
  return (
    <section className="chatbot__panel" role="dialog" aria-labelledby={titleId}>
      <header className="chatbot__head">
        <h2 id={titleId}>
          <FormattedMessage id="chatbot.title" />
        </h2>
        <button type="button" className="chatbot__close" aria-label={intl.formatMessage({ id: 'chatbot.close' })} onClick={close}>
          ×
        </button>
      </header>
      {snapshot.context.url && (
        <iframe
          className="chatbot__frame"
          src={inLanguage(snapshot.context.url, intl.locale)}
          title={intl.formatMessage({ id: 'chatbot.title' })}
          sandbox="allow-forms allow-same-origin"
          referrerPolicy="no-referrer"
        />
      )}
      {snapshot.matches('loading') && <p className="chatbot__note" aria-busy="true" />}
      {snapshot.context.error && (
        <p className="chatbot__note" role="alert">
          <MessageText message={snapshot.context.error} />
        </p>
      )}
    </section>
  );
}

/** The support page in the reader's language (decision 163): it answers from the rules and FAQ of that language. */
function inLanguage(url: string, language: string): string {
  if (language === 'en') return url;
  const address = new URL(url, location.href);
  address.searchParams.set('lang', language);
  return address.href;
}
