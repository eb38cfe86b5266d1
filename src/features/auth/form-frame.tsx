/** The frame every auth form shares: the form element and its primary button. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FormStatus } from '../../../machines/auth/form-fields.ts';

/** A form whose submit (button or Enter) goes to the machine; busy while a request is in flight. */
export function FormFrame({ busy, onSubmit, children }: { busy: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Disabled until the step's required fields are filled, and while a request is in flight. */
export function SubmitButton({ status, labelId }: { status: FormStatus; labelId: string }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={!status.canSubmit || status.submitting}>
      <FormattedMessage id={labelId} />
    </button>
  );
}
