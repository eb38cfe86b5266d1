import { useIntl } from 'react-intl';
import { Link } from 'wouter';

/**
 * A link to one of the rules pages (decision 163's anchors, `/faq#rules-<anchor>`), from the market,
 * game or matka market it explains (docs/decisions/223). Its words are the area's catalogue's
 * `labelId` (a short "Rules" and a name for screen readers that says which rules).
 */
export function RulesLink({
  anchor,
  labelId,
  className,
  values,
}: {
  anchor: string;
  labelId: string;
  className?: string;
  /** The accessible name's placeholders (a game's name). */
  values?: Record<string, string>;
}) {
  const intl = useIntl();
  return (
    <Link
      href={`/faq#rules-${anchor}`}
      className={className ? `rules-link ${className}` : 'rules-link'}
      aria-label={intl.formatMessage({ id: `${labelId}.label` }, values)}
    >
      {intl.formatMessage({ id: labelId })}
    </Link>
  );
}
