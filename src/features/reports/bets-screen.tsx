/** The bets report (spec §2 bets/{type}): open, settled and void exchange bets, with links to the other areas' reports. */
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ReportPage, ReportQuery } from '../../../machines/reports/report-list.machine.ts';
import { lastWeek, ReportBody, useReportList, WindowFilter } from './report-kit.tsx';
import { ReportMessages, useReportLoaders } from './report-messages.tsx';
import { AreaReports } from './area-reports.tsx';
import { BetCards, OpenBetGroups, type BetRow } from './bet-cards.tsx';

const BET_TYPES = ['open', 'settled', 'void'] as const;
type BetType = (typeof BET_TYPES)[number];

export function BetsScreen({ type }: { type: string }) {
  const loaders = useReportLoaders();
  const betType: BetType = (BET_TYPES as readonly string[]).includes(type) ? (type as BetType) : 'open';
  return <BetsList key={betType} betType={betType} load={loaders.bets} />;
}

function BetsList({ betType, load }: { betType: BetType; load: (query: ReportQuery) => Promise<ReportPage> }) {
  const { report, snapshot } = useReportList(load, useMemo(() => lastWeek(betType), [betType]));
  return (
    <div className="page report">
      <h1 className="report__title">
        <FormattedMessage id="reports.bets.title" />
      </h1>
      <nav className="report__tabs">
        {BET_TYPES.map((type) => (
          <Link key={type} href={`/bets/${type}`} className={type === betType ? 'chip chip--active' : 'chip'} aria-current={type === betType ? 'page' : undefined}>
            <FormattedMessage id={`reports.bets.${type}`} />
          </Link>
        ))}
      </nav>
      <WindowFilter report={report} filters={snapshot.context.filters} />
      <AreaReports />
      <ReportBody report={report} snapshot={snapshot}>
        {betType === 'open' ? (
          <OpenBetGroups rows={(snapshot.context.result?.rows ?? []) as BetRow[]} />
        ) : (
          <BetCards rows={(snapshot.context.result?.rows ?? []) as BetRow[]} />
        )}
      </ReportBody>
    </div>
  );
}

export function BetsRoute({ type }: { type: string }) {
  return (
    <ReportMessages>
      <BetsScreen type={type} />
    </ReportMessages>
  );
}
