/**
 * A date as the site writes it, DD/MM/YYYY, whatever language the browser speaks (a native date
 * input shows the browser's own order: mm/dd/yyyy in an English-US Chromium). Typing a whole date
 * applies it; the calendar button opens the browser's own picker for the same value. Values in and
 * out are ISO days (YYYY-MM-DD), as the machines keep them.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './icons.tsx';

interface DateFieldProps {
  id: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (isoDay: string) => void;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SITE_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** '2026-11-28' → '28/11/2026'. */
export function toSiteDay(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** '28/11/2026' (or '1/2/2026') → '2026-11-28'; null for anything that is not a real day. */
export function fromSiteDay(text: string): string | null {
  const match = SITE_DAY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const within = (isoDay: string, min?: string, max?: string) => (!min || isoDay >= min) && (!max || isoDay <= max);

export function DateField({ id, value, min, max, onChange }: DateFieldProps) {
  const intl = useIntl();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(toSiteDay(value));
  // A value changed from outside (the picker, a reset) replaces what is typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(toSiteDay(value));
  }
  const apply = (typed: string) => {
    setText(typed);
    const isoDay = fromSiteDay(typed);
    if (isoDay && isoDay !== value && within(isoDay, min, max)) onChange(isoDay);
  };
  return (
    <span className="date-field">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'common.date.placeholder' })}
        value={text}
        onChange={(event) => apply(event.target.value)}
        onBlur={() => setText(toSiteDay(value))}
      />
      <button
        type="button"
        className="date-field__pick"
        aria-label={intl.formatMessage({ id: 'common.date.pick' })}
        onClick={() => picker.current?.showPicker()}
      >
        <Icon name="calendar" />
      </button>
      <input
        ref={picker}
        className="date-field__native"
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min}
        max={max}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </span>
  );
}
