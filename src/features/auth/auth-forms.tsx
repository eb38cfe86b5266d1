import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import type { AuthFormName, AuthFormsProps } from './auth-props.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import './auth.css';

const FORMS = {
  login: { titleId: 'auth.login.title', leadId: 'auth.login.lead', Form: LoginForm },
  signUp: { titleId: 'auth.signUp.title', leadId: 'auth.signUp.lead', Form: SignUpForm },
  forgotPassword: { titleId: 'auth.forgotPassword.title', leadId: 'auth.forgotPassword.lead', Form: ForgotPasswordForm },
} as const;

type AuthViewProps = AuthFormsProps & { form: AuthFormName };

/** The pages /login, /sign-up and /forgot-password (both spellings). */
export function AuthPage({ form, ...props }: AuthViewProps) {
  const { titleId, leadId, Form } = FORMS[form];
  const headingId = useId();
  return (
    <section className="card auth-card" aria-labelledby={headingId}>
      <h1 id={headingId} className="auth-card__title">
        <FormattedMessage id={titleId} />
      </h1>
      <p className="auth-card__lead">
        <FormattedMessage id={leadId} />
      </p>
      {/* A new form (and actor) per form name: switching never carries one form's state into another. */}
      <Form key={form} {...props} />
    </section>
  );
}

/** The same forms as a modal, opened from the header while signed out (spec §2). */
export function AuthModal({ form, onClose, ...props }: AuthViewProps & { onClose: () => void }) {
  const intl = useIntl();
  const { titleId, leadId, Form } = FORMS[form];
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    dialog.current?.focus();
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <div className="modal-layer">
      <button type="button" className="modal-backdrop" tabIndex={-1} aria-label={intl.formatMessage({ id: 'auth.modal.close' })} onClick={onClose} />
      <div ref={dialog} className="modal auth-card" role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={headingId} className="auth-card__title">
            <FormattedMessage id={titleId} />
          </h2>
          <button type="button" className="icon-button modal__close" aria-label={intl.formatMessage({ id: 'auth.modal.close' })} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <p className="auth-card__lead">
          <FormattedMessage id={leadId} />
        </p>
        <Form key={form} {...props} />
      </div>
    </div>
  );
}
