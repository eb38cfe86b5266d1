import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { FieldChangedEvent, FieldErrors, FieldValues, FormField, FormStatus } from '../../../machines/auth/form-fields.ts';
import type { Message } from '../../../machines/shared/message.ts';
import type { BoundFieldProps } from './form-field.tsx';

type FormSnapshot = Snapshot<unknown> & {
  context: { values: FieldValues<never>; errors: FieldErrors<never>; error: Message | null };
};

/** The actor of an auth form machine (machines/auth/*.machine.ts), as the views use it. */
type AuthFormActor<TSnapshot extends FormSnapshot> = Pick<
  ActorRef<TSnapshot, FieldChangedEvent | { type: 'submit' }>,
  'getSnapshot' | 'subscribe' | 'send'
>;

type FieldOf<TSnapshot extends FormSnapshot> = keyof TSnapshot['context']['values'] & FormField;

const sameStatus = (a: FormStatus, b: FormStatus) => a.canSubmit === b.canSubmit && a.submitting === b.submitting;

/**
 * What every auth form view does with its machine's actor besides rendering its own fields: reads
 * values, errors and the submit button's status, sends typing and `submit`, shows a server error
 * (a new `error` in context) as a toast, and hands the output on once the final state is reached.
 * `fieldProps(name)` is what a TextField or PasswordField of that field needs besides its label.
 */
export function useAuthForm<TSnapshot extends FormSnapshot>(
  form: AuthFormActor<TSnapshot>,
  statusOf: (snapshot: TSnapshot) => FormStatus,
  onError: (message: Message) => void,
  onDone: (output: NonNullable<TSnapshot['output']>) => void,
) {
  const values: TSnapshot['context']['values'] = useSelector(form, (snapshot) => snapshot.context.values);
  const errors: TSnapshot['context']['errors'] = useSelector(form, (snapshot) => snapshot.context.errors);
  const status = useSelector(form, statusOf, sameStatus);
  useFormEffects(form, onError, onDone);

  const change = (field: FormField, value: string) => form.send({ type: 'field.changed', field, value });
  const fieldProps = (field: FieldOf<TSnapshot>): BoundFieldProps => ({
    field,
    value: (values as Record<FormField, string>)[field],
    error: (errors as Partial<Record<FormField, Message>>)[field],
    onChange: change,
  });
  const submit = () => form.send({ type: 'submit' });
  return { values, errors, status, change, fieldProps, submit };
}

function useFormEffects<TSnapshot extends FormSnapshot>(
  form: AuthFormActor<TSnapshot>,
  onError: (message: Message) => void,
  onDone: (output: NonNullable<TSnapshot['output']>) => void,
) {
  const handlers = useRef({ onError, onDone });
  useEffect(() => {
    handlers.current = { onError, onDone };
  });
  useEffect(() => {
    let shownError = form.getSnapshot().context.error;
    let finished = false;
    const subscription = form.subscribe((snapshot) => {
      const { error } = snapshot.context;
      if (error !== null && error !== shownError) handlers.current.onError(error);
      shownError = error;
      if (snapshot.status === 'done' && !finished) {
        finished = true;
        handlers.current.onDone(snapshot.output as NonNullable<TSnapshot['output']>);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
