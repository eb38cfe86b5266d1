/** Market analysis (spec §2 market-analysis): the open markets' exposure and each runner's position. */
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { productNameIn } from '../../ui/product-names.ts';
import { amountClass, lastWeek, ReportBody, signedAmount, useReportList } from './report-kit.tsx';
import { ReportMessages, useReportLoaders } from './report-messages.tsx';

interface AnalysisRow {
  event_id: string;
  event_name: string;
  sport_name: string;
  market_id: string;
  market_name: string;
  exposure: number;
  runners: { selection_id: string; runner_name: string; position: number }[];
}

export function MarketAnalysisScreen() {
  const loaders = useReportLoaders();
  const { report, snapshot } = useReportList(loaders.marketAnalysis, useMemo(() => lastWeek(), []));
  const rows = (snapshot.context.result?.rows ?? []) as AnalysisRow[];
  const intl = useIntl();
  return (
    <div className="page report">
      <h1 className="report__title">
        <FormattedMessage id="reports.analysis.title" />
      </h1>
      <ReportBody report={report} snapshot={snapshot}>
        <ul className="report__cards">
          {rows.map((row) => (
            <li key={row.market_id} className="card report__card" data-testid="analysis-market">
              <Link href={`/sports-event-detail/${encodeURIComponent(row.event_id)}`}>
                <strong>{row.event_name}</strong>
              </Link>
              <span>
                {row.sport_name} · {productNameIn(intl, row.market_name)}
              </span>
              <span className={`report__figure ${amountClass(row.exposure)}`}>
                <FormattedMessage id="reports.analysis.exposure" /> {signedAmount(row.exposure)}
              </span>
              <ul className="report__runners">
                {row.runners.map((runner) => (
                  <li key={runner.selection_id}>
                    <span>{productNameIn(intl, runner.runner_name)}</span>
                    <span className={amountClass(runner.position)}>{signedAmount(runner.position)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </ReportBody>
    </div>
  );
}

export function MarketAnalysisRoute() {
  return (
    <ReportMessages>
      <MarketAnalysisScreen />
    </ReportMessages>
  );
}
