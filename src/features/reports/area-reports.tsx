import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

/**
 * Each game area's own report (decision 162): the bets here are the exchange's; the
 * profit and loss's "All" is these settled bets plus the casino, matka and fantasy results listed there.
 */
export const AREA_REPORTS = { casino: '/casino-win-loss-details', matka: '/matka', fantasy: '/cricket-fight/my-contests' } as const;

export function AreaReports() {
  return (
    <nav className="report__areas" data-testid="area-reports">
      <FormattedMessage id="reports.areas.title" />
      {Object.entries(AREA_REPORTS).map(([area, href]) => (
        <Link key={area} href={href} className="chip">
          <FormattedMessage id={`reports.areas.${area}`} />
        </Link>
      ))}
    </nav>
  );
}
