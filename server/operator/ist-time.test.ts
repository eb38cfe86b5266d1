// The console shows the site's time (IST, day first), and its tables fit: actions in a
// column that stays in view, every cell labelled for the phone layout.
import { describe, expect, it } from 'vitest';
import { istTime } from './ist-time.ts';
import type { OperatorSection } from './operator-section.ts';
import { sectionPage } from './pages.ts';

describe('console times', () => {
  it('are India time, day first, marked IST', () => {
    expect(istTime(new Date('2025-01-31T08:35:09Z'))).toBe('31/01/2025 14:05 IST');
    expect(istTime(new Date('2025-01-31T20:00:00Z'), { seconds: true })).toBe('01/02/2025 01:30:00 IST');
  });
});

describe('console tables', () => {
  it('label each cell with its column and keep the actions in their own sticky column', () => {
    const section: OperatorSection = {
      name: 'markets',
      title: 'Markets',
      targetName: 'marketId',
      headings: ['Market ID', 'Starts (IST)'],
      list: async () => [],
      actions: [{ name: 'suspend', label: 'Suspend', run: async () => 'done' }],
    };
    const html = sectionPage({ sections: [section], section, rows: [{ target: { id: 'm1' }, cells: ['m1', '31/01/2025 14:05 IST'], actions: ['suspend'] }], csrf: 't' });
    expect(html).toContain('<td data-label="Starts (IST)">31/01/2025 14:05 IST</td>');
    expect(html).toMatch(/<td class="actions"><div class="forms"><form[^]*Suspend/);
    expect(html).toContain('td.actions, th.actions { position: sticky; right: 0;');
    expect(html).toContain('@media (max-width: 700px)');
    expect(html).not.toContain('white-space: nowrap');
  });
});
