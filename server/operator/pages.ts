// The console's HTML: plain forms, an inline stylesheet (the CSP allows styles, never scripts),
// and every value escaped, since user IDs and messages are user data.
import type { OperatorCell, OperatorRow, OperatorSection } from './operator-section.ts';

const STYLE = `
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: #1d2330; background: #f4f5f8; }
  header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 12px 20px; background: #1d2330; color: #fff; }
  nav { display: flex; flex-wrap: wrap; gap: 6px 16px; }
  header h1 { font-size: 17px; margin: 0 16px 0 0; }
  header a { color: #c9d3ff; }
  header a[aria-current] { color: #fff; font-weight: 600; }
  header form { margin-left: auto; }
  main { padding: 20px; }
  /* Tables fit the window: long cells wrap, and the actions column stays in view at the
     right edge even when a wide table scrolls. */
  .table { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e3e6ee; vertical-align: top; overflow-wrap: break-word; }
  th { background: #eef0f6; font-weight: 600; }
  td.actions, th.actions { position: sticky; right: 0; background: #fff; box-shadow: -1px 0 0 #e3e6ee; min-width: 150px; }
  th.actions { background: #eef0f6; }
  td.actions { display: table-cell; }
  td.actions .forms { display: flex; flex-wrap: wrap; gap: 6px; }
  td form { display: inline-flex; flex-wrap: wrap; gap: 4px; align-items: center; margin: 0; }
  td form input { width: 7em; }
  /* A phone: each row a card of label and value, its actions full width below. */
  @media (max-width: 700px) {
    header { padding: 10px 12px; }
    header form { margin-left: 0; }
    main { padding: 12px; }
    .filter { flex-wrap: wrap; }
    table, thead, tbody, tr, td { display: block; width: auto; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { margin-bottom: 12px; border: 1px solid #e3e6ee; border-radius: 6px; background: #fff; }
    td { display: grid; grid-template-columns: 38% 1fr; gap: 8px; border-bottom: 1px solid #f0f1f5; }
    td::before { content: attr(data-label); font-weight: 600; color: #4a5462; }
    td.actions { position: static; box-shadow: none; display: block; }
    td.actions::before { display: none; }
    td.actions .forms { gap: 8px; }
    td form { display: inline-flex; }
    td form:has(input:not([type="hidden"])) { display: flex; width: 100%; }
    td form input { flex: 1; width: auto; }
    button { min-height: 40px; }
  }
  button { font: inherit; padding: 4px 12px; border: 1px solid #4a5a8a; border-radius: 4px; background: #fff; cursor: pointer; }
  button.danger { border-color: #b3261e; color: #b3261e; }
  .notice, .problem { padding: 10px 14px; border-radius: 4px; margin-bottom: 16px; }
  .notice { background: #e3f4e8; color: #1b5e20; }
  .problem { background: #fde7e6; color: #8c1d18; }
  .filter { margin-bottom: 16px; display: flex; gap: 8px; align-items: center; }
  input { font: inherit; padding: 4px 8px; }
  .login { max-width: 320px; margin: 80px auto; background: #fff; padding: 24px; border-radius: 8px; }
  .login label { display: block; margin-bottom: 8px; }
  .login input { width: 100%; box-sizing: border-box; margin-bottom: 16px; }
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Operator console</title><style>${STYLE}</style></head>
<body>${body}</body>
</html>`;
}

export function loginPage(problem?: string): string {
  return layout(
    'Sign in',
    `<main class="login"><h1>Operator console</h1>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/operator/login">
<label for="password">Operator password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Sign in</button>
</form></main>`,
  );
}

export interface SectionPageData {
  sections: OperatorSection[];
  section: OperatorSection;
  rows: OperatorRow[];
  domain?: string;
  notice?: string;
  problem?: string;
  /** The session's form token, sent back by every form that changes something. */
  csrf: string;
}

export function sectionPage({ sections, section, rows, domain, notice, problem, csrf }: SectionPageData): string {
  const tokenField = `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">`;
  const menu = sections
    .map((entry) => `<a href="/operator/${entry.name}"${entry === section ? ' aria-current="page"' : ''}>${escapeHtml(entry.title)}</a>`)
    .join('');
  const header = `<header><h1>Operator console</h1><nav>${menu}</nav>
<form method="post" action="/operator/logout">${tokenField}<button type="submit">Sign out</button></form></header>`;
  const messages = [
    notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : '',
    problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : '',
  ].join('');
  const filter = `<form class="filter" method="get" action="/operator/${section.name}">
<label for="domain">Site</label><input id="domain" name="domain" value="${escapeHtml(domain ?? '')}" placeholder="all sites">
<button type="submit">Show</button></form>`;
  const headings = [...section.headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`), '<th scope="col" class="actions">Actions</th>'].join('');
  const body = rows.length
    ? rows.map((row) => rowHtml(section, row, domain, tokenField)).join('\n')
    : `<tr><td colspan="${section.headings.length + 1}">Nothing to show.</td></tr>`;
  return layout(
    section.title,
    `${header}<main><h2>${escapeHtml(section.title)}</h2>${messages}${filter}
<div class="table"><table><thead><tr>${headings}</tr></thead><tbody>
${body}
</tbody></table></div></main>`,
  );
}

function rowHtml(section: OperatorSection, row: OperatorRow, filter: string | undefined, tokenField: string): string {
  // Each cell names its column, for the phone layout's label (data-label).
  const cells = row.cells.map((cell, index) => `<td data-label="${escapeHtml(section.headings[index] ?? '')}">${cellHtml(cell)}</td>`).join('');
  const forms = section.actions
    .filter((action) => row.actions.includes(action.name))
    .map(
      (action) => `<form method="post" action="/operator/${section.name}/${action.name}">
${tokenField}
<input type="hidden" name="id" value="${escapeHtml(row.target.id)}">
${row.target.domain ? `<input type="hidden" name="domain" value="${escapeHtml(row.target.domain)}">` : ''}
${filter ? `<input type="hidden" name="filter" value="${escapeHtml(filter)}">` : ''}
${(action.fields ?? [])
  .map((field) => `<input name="${escapeHtml(field.name)}" placeholder="${escapeHtml(field.placeholder)}" aria-label="${escapeHtml(`${field.label} (${action.label} ${row.target.id})`)}">`)
  .join('\n')}
<button type="submit"${action.dangerous ? ' class="danger"' : ''} aria-label="${escapeHtml(`${action.label} ${row.target.id}`)}">${escapeHtml(action.label)}</button>
</form>`,
    )
    .join(' ');
  return `<tr>${cells}<td class="actions"><div class="forms">${forms}</div></td></tr>`;
}

/** Links open in a new tab so the operator keeps the list; only site-relative addresses are linked. */
function cellHtml(cell: OperatorCell): string {
  if (typeof cell === 'string') return escapeHtml(cell);
  return cell.links
    .map((href, index) =>
      href.startsWith('/')
        ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">Proof ${index + 1}</a>`
        : escapeHtml(href),
    )
    .join(' ');
}
