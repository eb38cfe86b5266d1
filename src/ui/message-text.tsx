import { FormattedMessage } from 'react-intl';
import type { Message } from '../../machines/shared/message.ts';

/**
 * Shows a machine's `Message`: a catalogue id is looked up in the current language; text that came
 * from the server is shown as it came, as text (React escapes it), never as HTML.
 */
export function MessageText({ message }: { message: Message }) {
  if ('text' in message) return <>{message.text}</>;
  return <FormattedMessage id={message.id} values={message.values} />;
}
