import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FormField } from '../../../machines/auth/form-fields.ts';
import type { Message } from '../../../machines/shared/message.ts';
import { MessageText } from '../../ui/message-text.tsx';

export interface FieldProps {
  field: FormField;
  labelId: string;
  value: string;
  error?: Message;
  onChange: (field: FormField, value: string) => void;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel';
  /** A short hint under the label ('optional'). */
  hintId?: string;
  /** Something inside the field's row before the input (the phone country code). */
  prefix?: ReactNode;
  /** Something after the input (the show/hide password toggle). */
  suffix?: ReactNode;
  autoFocus?: boolean;
}

/** What a field takes from its form (useAuthForm's `fieldProps`); the rest says how it looks. */
export type BoundFieldProps = Pick<FieldProps, 'field' | 'value' | 'error' | 'onChange'>;

/**
 * One labelled input with its validation message right under it, tied to it by aria-describedby
 * (spec: every validation message inline under its field).
 */
export function TextField(props: FieldProps & { type?: 'text' | 'password' }) {
  const { field, labelId, value, error, onChange, type = 'text' } = props;
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = props.hintId ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {intl.formatMessage({ id: labelId })}
        {props.hintId && (
          <span id={hintId} className="form-field__hint">
            {' '}
            {intl.formatMessage({ id: props.hintId })}
          </span>
        )}
      </label>
      <div className={error ? 'form-field__row form-field__row--invalid' : 'form-field__row'}>
        {props.prefix}
        <input
          id={id}
          className="form-field__input"
          name={field}
          type={type}
          value={value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          autoFocus={props.autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
        />
        {props.suffix}
      </div>
      {error && (
        <p id={errorId} className="form-field__error">
          <MessageText message={error} />
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: FieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="form-field__toggle"
          aria-pressed={visible}
          aria-label={intl.formatMessage({ id: 'auth.password.show' })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {intl.formatMessage({ id: visible ? 'auth.password.hideShort' : 'auth.password.showShort' })}
        </button>
      }
    />
  );
}
