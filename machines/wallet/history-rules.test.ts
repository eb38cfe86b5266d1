import { describe, expect, it } from 'vitest';
import {
  HISTORY_FILTERS,
  canCancel,
  defaultHistoryWindow,
  filterLabel,
  filterStatuses,
  historyEmptyMessage,
  historyQuery,
  historyRows,
  matchesFilter,
  proofLinks,
  showsRefreshIcon,
  statusLabel,
  todayInIndia,
  type HistoryTransaction,
  type TransactionStatus,
} from './history-rules.ts';

describe('status table (spec §4)', () => {
  it.each<[TransactionStatus, string, boolean]>([
    ['pending', 'wallet.history.status.pending', true],
    ['approve_in_process', 'wallet.history.status.approveInProcess', true],
    ['approve_completed', 'wallet.history.status.approveCompleted', false],
    ['reject_in_process', 'wallet.history.status.rejectInProcess', true],
    ['reject_completed', 'wallet.history.status.rejectCompleted', false],
    ['hold', 'wallet.history.status.hold', true],
    ['expired', 'wallet.history.status.expired', false],
    ['cancelled', 'wallet.history.status.cancelled', false],
  ])('%s → %s, refresh icon %s', (status, labelId, refresh) => {
    expect(statusLabel(status)).toEqual({ id: labelId });
    expect(showsRefreshIcon(status)).toBe(refresh);
  });

  it('shows an unknown status as the server sent it, without a refresh icon', () => {
    expect(statusLabel('on_review')).toEqual({ text: 'on_review' });
    expect(showsRefreshIcon('on_review')).toBe(false);
    expect(statusLabel('toString')).toEqual({ text: 'toString' });
  });

  it('lets only a pending request be cancelled', () => {
    expect(canCancel({ status: 'pending' })).toBe(true);
    for (const status of ['approve_in_process', 'hold', 'approve_completed', 'expired', 'cancelled', '']) {
      expect(canCancel({ status })).toBe(false);
    }
  });
});

describe('history filter', () => {
  it('offers the spec options in order', () => {
    expect(HISTORY_FILTERS).toEqual(['all', 'pending', 'approve_completed', 'reject_completed', 'processing', 'expired']);
  });

  it('maps each option to its statuses; processing groups the in-process ones and hold', () => {
    expect(filterStatuses('all')).toBeUndefined();
    expect(filterStatuses('pending')).toEqual(['pending']);
    expect(filterStatuses('approve_completed')).toEqual(['approve_completed']);
    expect(filterStatuses('reject_completed')).toEqual(['reject_completed']);
    expect(filterStatuses('processing')).toEqual(['reject_in_process', 'approve_in_process', 'hold']);
    expect(filterStatuses('expired')).toEqual(['expired']);
  });

  it('labels the options', () => {
    expect(filterLabel('all')).toEqual({ id: 'wallet.history.filter.all' });
    expect(filterLabel('processing')).toEqual({ id: 'wallet.history.status.hold' });
    expect(filterLabel('approve_completed')).toEqual({ id: 'wallet.history.status.approveCompleted' });
    expect(filterLabel('expired')).toEqual({ id: 'wallet.history.status.expired' });
  });

  it('matches transactions', () => {
    expect(matchesFilter({ status: 'cancelled' }, 'all')).toBe(true);
    expect(matchesFilter({ status: 'weird' }, 'all')).toBe(true);
    expect(matchesFilter({ status: 'hold' }, 'processing')).toBe(true);
    expect(matchesFilter({ status: 'approve_in_process' }, 'processing')).toBe(true);
    expect(matchesFilter({ status: 'pending' }, 'processing')).toBe(false);
    expect(matchesFilter({ status: 'weird' }, 'pending')).toBe(false);
  });
});

describe('history window', () => {
  it('is the last 30 days, ending today in India', () => {
    expect(defaultHistoryWindow(new Date('2024-03-15T12:00:00Z'))).toEqual({ startDate: '2024-02-14', endDate: '2024-03-15' });
  });

  it('uses India’s date, not UTC’s, around midnight', () => {
    expect(todayInIndia(new Date('2024-03-15T18:29:59Z'))).toBe('2024-03-15');
    expect(todayInIndia(new Date('2024-03-15T18:30:00Z'))).toBe('2024-03-16');
  });

  it('crosses month and year ends and leap days', () => {
    expect(defaultHistoryWindow(new Date('2024-01-10T06:00:00Z'))).toEqual({ startDate: '2023-12-11', endDate: '2024-01-10' });
    expect(defaultHistoryWindow(new Date('2024-03-30T06:00:00Z')).startDate).toBe('2024-02-29');
  });

  it('sends to = end date + 1 day', () => {
    expect(historyQuery({ startDate: '2024-02-14', endDate: '2024-03-15' })).toEqual({ from: '2024-02-14', to: '2024-03-16' });
    expect(historyQuery({ startDate: '2024-12-01', endDate: '2024-12-31' })).toEqual({ from: '2024-12-01', to: '2025-01-01' });
    expect(historyQuery({ startDate: '2024-02-01', endDate: '2024-02-28' }).to).toBe('2024-02-29');
  });
});

describe('historyRows', () => {
  const row = (transaction_id: number, status: string, created_at: string): HistoryTransaction => ({
    transaction_id,
    status,
    created_at,
  });

  it('shows the newest first', () => {
    const rows = historyRows(
      [row(1, 'pending', '2024-03-01T10:00:00Z'), row(2, 'hold', '2024-03-03T10:00:00Z'), row(3, 'expired', '2024-03-02T10:00:00Z')],
      'all',
    );
    expect(rows.map((item) => item.transaction_id)).toEqual([2, 3, 1]);
  });

  it('applies the filter', () => {
    const rows = historyRows(
      [row(1, 'pending', '2024-03-01T10:00:00Z'), row(2, 'hold', '2024-03-03T10:00:00Z'), row(3, 'reject_in_process', '2024-03-02T10:00:00Z')],
      'processing',
    );
    expect(rows.map((item) => item.transaction_id)).toEqual([2, 3]);
  });

  it('keeps at most 50 rows, the newest', () => {
    const many = Array.from({ length: 60 }, (_, index) => row(index, 'pending', new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString()));
    const rows = historyRows(many, 'all');
    expect(rows).toHaveLength(50);
    expect(rows[0]?.transaction_id).toBe(59);
    expect(rows[49]?.transaction_id).toBe(10);
    expect(historyRows(many.slice(0, 50), 'all')).toHaveLength(50);
    expect(historyRows(many.slice(0, 49), 'all')).toHaveLength(49);
  });

  it('puts rows with an unreadable date last and does not change the input', () => {
    const input = [row(1, 'pending', 'not a date'), row(2, 'pending', '2024-03-01T10:00:00Z'), row(3, 'pending', '')];
    expect(historyRows(input, 'all').map((item) => item.transaction_id)).toEqual([2, 1, 3]);
    expect(input.map((item) => item.transaction_id)).toEqual([1, 2, 3]);
  });

  it('gives the empty-state message for no rows', () => {
    expect(historyEmptyMessage(0)).toEqual({ id: 'wallet.history.empty' });
    expect(historyEmptyMessage(1)).toBeUndefined();
  });
});

describe('proofLinks', () => {
  it('splits the comma-separated list, trimming and dropping empties', () => {
    expect(proofLinks('https://cdn.example/a.png, https://cdn.example/b.jpg,,')).toEqual([
      'https://cdn.example/a.png',
      'https://cdn.example/b.jpg',
    ]);
  });

  it('keeps same-site paths and http links, drops other schemes', () => {
    expect(proofLinks('/uploads/a.png,http://cdn.example/b.png,javascript:alert(1),data:text/html;x,vbscript:x,a.png')).toEqual([
      '/uploads/a.png',
      'http://cdn.example/b.png',
    ]);
  });

  it('gives no links for nothing', () => {
    expect(proofLinks(undefined)).toEqual([]);
    expect(proofLinks(null)).toEqual([]);
    expect(proofLinks('')).toEqual([]);
    expect(proofLinks(' , ')).toEqual([]);
  });
});
