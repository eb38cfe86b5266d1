import { useId, type InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Message } from '../../../../machines/shared/message.ts';
import { MessageText } from '../../../ui/message-text.tsx';

type FormRowProps = {
  labelId: string;
  value: string;
  error: Message | undefined;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/** A labelled input with its inline error (announced, and tied to the input). */
export function FormRow({ labelId, value, error, onValue, ...inputProps }: FormRowProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="withdraw-field">
      <label className="withdraw-field__label" htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      <input
        {...inputProps}
        id={id}
        className="withdraw-field__input"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error && (
        <p id={errorId} className="withdraw-field__error" role="alert">
          <MessageText message={error} />
        </p>
      )}
    </div>
  );
}
