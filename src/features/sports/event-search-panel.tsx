import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type eventSearchMachine } from '../../../machines/sports/event-search.machine.ts';
import { MessageText } from '../../ui/message-text.tsx';
import { EventWhen } from './event-when.tsx';
import './markets-nav.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

/**
 * The header's search: an ARIA combobox. Results come as the user types; ↓ and ↑ move
 * through them, Enter opens the highlighted event, Escape closes the search.
 */
export function EventSearchPanel({ logic, onClose }: { logic: typeof eventSearchMachine; onClose: () => void }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const search = useInspectedActorRef(logic);
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const query = useSelector(search, (snapshot) => snapshot.context.query);
  const results = useSelector(search, (snapshot) => snapshot.context.results);
  const highlighted = useSelector(search, (snapshot) => snapshot.context.highlighted);
  const state = useSelector(search, (snapshot) => snapshot.value);
  const error = useSelector(search, (snapshot) => snapshot.context.error);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const subscription = search.on('event.open', ({ eventId }) => {
      onClose();
      navigate(`/sports-event-detail/${eventId}`);
    });
    return () => subscription.unsubscribe();
  }, [search, navigate, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const sent = { ArrowDown: 'highlight.next', ArrowUp: 'highlight.previous', Enter: 'result.choose' } as const;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key in sent) {
      event.preventDefault();
      search.send({ type: sent[event.key as keyof typeof sent] });
    }
  };
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const open = state === 'found';
  return (
    <div className="event-search" role="search">
      <div className="event-search__field">
        <input
          ref={input}
          className="event-search__input"
          type="search"
          role="combobox"
          aria-label={intl.formatMessage({ id: 'sports.search.label' })}
          placeholder={intl.formatMessage({ id: 'sports.search.placeholder' })}
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && highlighted >= 0 ? optionId(highlighted) : undefined}
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          value={query}
          onChange={(event) => search.send({ type: 'query.changed', query: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--small button--outline event-search__close" onClick={onClose}>
          <FormattedMessage id="sports.search.close" />
        </button>
      </div>
      <ul id={listboxId} role="listbox" className="event-search__results" aria-label={intl.formatMessage({ id: 'sports.search.results' })} hidden={!open}>
        {results.map((result, index) => (
          <li
            key={result.eventId}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlighted}
            className="event-search__option"
            onClick={() => search.send({ type: 'result.choose', index })}
          >
            <span className="event-search__name">{result.name}</span>
            <span className="event-search__meta">
                <EventWhen inPlay={result.inPlay} openDate={result.openDate} competitionName={result.competitionName} competitionNames={result.competitionNames} />
              </span>
          </li>
        ))}
      </ul>
      <p className="event-search__status" role="status">
        {state === 'idle' && query.trim() !== '' && <FormattedMessage id="sports.search.tooShort" values={{ min: SEARCH_MIN_LENGTH }} />}
        {(state === 'debouncing' || state === 'searching') && <FormattedMessage id="sports.search.searching" />}
        {state === 'empty' && <FormattedMessage id="sports.search.none" values={{ query: query.trim() }} />}
        {state === 'found' && <FormattedMessage id="sports.search.count" values={{ count: results.length }} />}
        {/* Only where there is a keyboard to use: hidden on touch screens (sports.css). */}
        {state === 'found' && (
          <span className="event-search__keys-hint">
            {' '}
            <FormattedMessage id="sports.search.keysHint" />
          </span>
        )}
      </p>
      {state === 'failed' && (
        <div className="event-search__failed">
          {error && <MessageText message={error} />}
          <button type="button" className="button button--small button--primary" onClick={() => search.send({ type: 'search.retry' })}>
            <FormattedMessage id="sports.event.retry" />
          </button>
        </div>
      )}
    </div>
  );
}
