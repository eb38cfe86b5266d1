/**
 * The tap grid of a matka slip (docs/decisions/220): the digits, the 100 jodis, or the panas of the
 * chosen kind by their digit (ank), as matka sites show them. A tap fills the number (or the part of a
 * sangam being written) through the bet machine's `number.picked`; typing in the box stays possible.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ALL_JODIS, GRID_DIGITS, panasOf, pickParts, pickStep, type MatkaBetType, type PickPart } from '../../../machines/matka/matka-rules.ts';

function cellsOf(part: PickPart, ank: string): readonly string[] {
  switch (part.part) {
    case 'digit':
      return GRID_DIGITS;
    case 'jodi':
      return ALL_JODIS;
    case 'pana':
      // Ten triple panas fit at once; the others are shown a digit (ank) at a time.
      return part.kind === 'triple' ? panasOf('triple', null) : panasOf(part.kind, ank);
  }
}

export function MatkaNumberGrid({ type, number, onPick }: { type: MatkaBetType; number: string; onPick: (picked: string) => void }) {
  const intl = useIntl();
  const [ank, setAnk] = useState('1');
  const step = pickStep(type, number);
  const part = pickParts(type)[step]!;
  const chosen = number.split('-')[step] ?? '';
  const cells = cellsOf(part, ank);
  const byAnk = part.part === 'pana' && part.kind !== 'triple';
  const titleId = `matka-grid-title-${type}`;

  return (
    <div className="matka-grid" role="group" aria-labelledby={titleId}>
      <p className="matka-grid__title" id={titleId}>
        <FormattedMessage id={`matka.grid.${type}.${step}`} />
      </p>
      {byAnk && (
        <div className="matka-grid__anks" role="group" aria-label={intl.formatMessage({ id: 'matka.grid.ank' })}>
          {GRID_DIGITS.map((digit) => (
            <button key={digit} type="button" className="matka-grid__ank" aria-pressed={ank === digit} onClick={() => setAnk(digit)}>
              {digit}
            </button>
          ))}
        </div>
      )}
      <div className={`matka-grid__cells matka-grid__cells--${part.part}`}>
        {cells.map((cell) => (
          <button key={cell} type="button" className="matka-grid__cell" aria-pressed={chosen === cell} onClick={() => onPick(cell)}>
            {cell}
          </button>
        ))}
      </div>
      <p className="matka-grid__hint">
        <FormattedMessage id="matka.grid.orType" />
      </p>
    </div>
  );
}
