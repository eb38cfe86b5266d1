import { useIntl } from 'react-intl';
import { Link } from 'wouter';

/**
 * A link to one of the rules pages (decision 163's anchors, `/faq#rules-<anchor>`), from the market,
 * game or matka market it explains (docs/decisions/223). Its words are the area's catalogue's
 * `labelId` (a short "Rules" and a name for screen readers that says which rules).
 */
export function RulesLink({ anchor, labelId, className }: { anchor: string; labelId: string; className?: string }) {
  const intl = useIntl();
  return (
    <Link
      href={`/faq#rules-${anchor}`}
      className={className ? `rules-link ${className}` : 'rules-link'}
      aria-label={intl.formatMessage({ id: `${labelId}.label` })}
    >
      {intl.formatMessage({ id: labelId })}
    </Link>
  );
}
