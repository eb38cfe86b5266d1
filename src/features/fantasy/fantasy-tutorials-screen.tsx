import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { fantasyTutorialsMachine } from '../../../machines/fantasy/fantasy-tutorials.machine.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { FantasyTabs } from './fantasy-lobby-screens.tsx';
import './fantasy.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

/** cricket-fight?view=how-to-play: the server's tutorials in the user's language. */
export function FantasyTutorialsScreen({ logic }: { logic: typeof fantasyTutorialsMachine }) {
  const { locale } = useIntl();
  const tutorials = useInspectedActorRef(logic, { input: { language: locale } });
  const context = useSelector(tutorials, (snapshot) => snapshot.context);
  const failed = useSelector(tutorials, (snapshot) => snapshot.matches('failed'));
  useEffect(() => tutorials.send({ type: 'language.changed', language: locale }), [tutorials, locale]);
  return (
    <div className="fantasy-page">
      <h1 className="fantasy-page__title">
        <FormattedMessage id="fantasy.howToPlay" />
      </h1>
      <FantasyTabs current="howToPlay" />
      {failed && (
        <section className="card fantasy-failed" role="alert">
          <p>{context.error && <MessageText message={context.error} />}</p>
          <button type="button" className="button button--primary" onClick={() => tutorials.send({ type: 'tutorials.retry' })}>
            <FormattedMessage id="fantasy.retry" />
          </button>
        </section>
      )}
      {context.tutorials === null && !failed && <div className="card fantasy-loading" aria-busy="true" />}
      {context.tutorials?.length === 0 && <EmptyState />}
      <ol className="fantasy-list fantasy-list--grid fantasy-tutorials">
        {context.tutorials?.map((tutorial) => (
          <li key={tutorial.id} className="card fantasy-tutorial">
            <h2 className="fantasy-contest__name">{tutorial.title}</h2>
            <p className="fantasy-muted">{tutorial.summary}</p>
            <ol className="fantasy-tutorial__steps">
              {tutorial.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {tutorial.videoUrl && /^https:\/\//.test(tutorial.videoUrl) && (
              <a className="fantasy-link" href={tutorial.videoUrl} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="fantasy.watchVideo" />
              </a>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
