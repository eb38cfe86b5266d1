import { describe, expect, it } from 'vitest';
import type { OperatorSection } from './operator-section.ts';
import { sectionPage } from './pages.ts';

const section: OperatorSection = {
  name: 'transactions',
  title: 'Transactions',
  targetName: 'transactionId',
  headings: ['Id', 'Proof'],
  list: async () => [],
  actions: [],
};

describe('the section page', () => {
  it('links site-relative proof images, escapes everything, and never links another origin', () => {
    const html = sectionPage({
      sections: [section],
      section,
      rows: [
        { target: { id: 't1' }, cells: ['<b>t1</b>', { links: ['/uploads/proof/a.png', 'javascript:alert(1)'] }], actions: [] },
      ],
      csrf: 'form-token',
    });
    expect(html).toContain('&#60;b&#62;t1&#60;/b&#62;');
    expect(html).toContain('<a href="/uploads/proof/a.png" target="_blank" rel="noopener">Proof 1</a>');
    expect(html).not.toContain('href="javascript');
  });

  it('puts the form token in every form that posts', () => {
    const withAction: OperatorSection = { ...section, actions: [{ name: 'hold', label: 'Hold', run: async () => 'held' }] };
    const html = sectionPage({ sections: [withAction], section: withAction, rows: [{ target: { id: 't1' }, cells: ['t1', { links: [] }], actions: ['hold'] }], csrf: 'a&b' });
    const posting = html.match(/<form method="post"[\s\S]*?<\/form>/g)!;
    expect(posting).toHaveLength(2);
    for (const form of posting) expect(form).toContain('<input type="hidden" name="csrf" value="a&#38;b">');
  });
});
