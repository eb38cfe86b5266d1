import { useId, type ReactNode } from 'react';
import { addDays } from '../../machines/casino/lobby-rules.ts';
import { DateField } from './date-field.tsx';

/** A report's window of days: `to` is the day after the last one shown, as the machines keep it. */
export interface DayWindow {
  from: string;
  to: string;
}

/**
 * From and To of a report's window (ISO days), each a DateField: To shows the window's last day, and
 * neither can pass the other. The labels are the report's own words.
 */
export function DateWindowFields({
  days,
  fromLabel,
  toLabel,
  onChange,
}: {
  days: DayWindow;
  fromLabel: ReactNode;
  toLabel: ReactNode;
  onChange(days: DayWindow): void;
}) {
  const fromId = useId();
  const toId = useId();
  const lastDay = addDays(days.to, -1);
  return (
    <>
      <label htmlFor={fromId}>
        {fromLabel}
        <DateField id={fromId} value={days.from} max={lastDay} onChange={(day) => onChange({ from: day, to: days.to })} />
      </label>
      <label htmlFor={toId}>
        {toLabel}
        <DateField id={toId} value={lastDay} min={days.from} onChange={(day) => onChange({ from: days.from, to: addDays(day, 1) })} />
      </label>
    </>
  );
}
