/* global document, window, location */
// The reference provider's game page (server/casino/reference-provider.ts; docs/decisions/057, 142):
// shows the balance and, before each round, the hash of its server seed; sends a play (round, stake,
// pick) to the provider; shows the outcome, the revealed seed and a Verify button that recomputes the
// outcome here, in the browser, with the same fair.js the provider used. The provider draws and moves
// the money through the operator's wallet; this page only asks. No auto-play: one tap, one round, and
// the next round opens only when the provider says (5 s apart).
import { fairOutcome, sha256Hex } from './fair.js';

const token = new URLSearchParams(location.search).get('token') || '';
const game = document.body.getAttribute('data-game');
const balance = document.getElementById('balance');
const playable = document.getElementById('playable');
const result = document.getElementById('result');
const stake = document.getElementById('stake');
const history = document.getElementById('history');
const seedHash = document.getElementById('seed-hash');
const pace = document.getElementById('pace');
const picks = Array.from(document.querySelectorAll('[data-pick], [data-pick-from]'));
const cards = Array.from(document.querySelectorAll('[data-card]'));
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const HISTORY_LENGTH = 5;
const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** The round the next tap plays, as committed before it: id, seed hash, when it opens. */
let next = null;
let opensAt = 0;
let busy = true;
let timer = 0;

async function post(path, body) {
  const response = await fetch('/casino-provider/api/' + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  let json;
  try {
    json = await response.json();
  } catch {
    throw new Error('Something went wrong');
  }
  if (!response.ok) {
    const error = new Error(json.message || 'Something went wrong');
    error.opensIn = json.opens_in;
    throw error;
  }
  return json;
}

function render() {
  const wait = Math.max(0, opensAt - Date.now());
  const closed = busy || !next || wait > 0;
  picks.forEach((button) => {
    button.disabled = closed;
  });
  stake.disabled = busy;
  pace.hidden = busy || wait === 0;
  pace.textContent = wait > 0 ? 'Next round in ' + Math.ceil(wait / 1000) + ' s' : '';
  window.clearTimeout(timer);
  if (!busy && wait > 0) timer = window.setTimeout(render, Math.min(wait, 250));
}

function commit(round) {
  next = round;
  opensAt = Date.now() + round.opens_in;
  seedHash.textContent = round.seed_hash;
}

// The balance is the operator's, the figure of the product's header (decision 140); when less than
// that may be staked (bonus money, open exposure), the line under it says how much may.
function showBalance(reply) {
  balance.textContent = money.format(reply.balance);
  const held = reply.playable < reply.balance;
  playable.hidden = !held;
  playable.textContent = held ? money.format(reply.playable) + ' playable' : '';
  if (window.parent !== window) window.parent.postMessage({ type: 'casino.balance', balance: reply.balance }, location.origin);
}

const cardText = (card) => RANKS[card.rank - 1] + SUITS[card.suit];

function face(element, card) {
  element.textContent = cardText(card);
  element.className = 'card card--face' + (card.suit === 'H' || card.suit === 'D' ? ' card--red' : '');
}

function clearTable() {
  cards.forEach((element) => {
    element.textContent = '?';
    element.className = 'card';
  });
  ['andar', 'bahar'].forEach((side) => {
    const row = document.getElementById(side);
    if (row) row.replaceChildren();
  });
  const pocket = document.getElementById('pocket');
  if (pocket) {
    pocket.textContent = '?';
    pocket.className = 'pocket';
  }
}

function showOutcome(round) {
  if (game === 'european-roulette') {
    const pocket = document.getElementById('pocket');
    pocket.textContent = String(round.number);
    pocket.className = 'pocket pocket--' + round.description.split(' ')[1];
    return;
  }
  if (game === 'andar-bahar') {
    face(cards[0], round.cards[0]);
    round.cards.slice(1).forEach((card, index) => {
      const item = document.createElement('li');
      face(item, card);
      document.getElementById(index % 2 === 0 ? 'andar' : 'bahar').append(item);
    });
    return;
  }
  round.cards.forEach((card, index) => {
    const element = cards.find((candidate) => candidate.getAttribute('data-card') === String(index));
    if (element) face(element, card);
  });
}

const outcomeOf = (round) => (game === 'european-roulette' ? { number: round.number } : { cards: round.cards });

/** Recomputes a played round from its seed and id: the hash shown before it, and the outcome shown. */
async function verify(round, committedHash, output) {
  output.textContent = 'Checking…';
  const hash = await sha256Hex(round.server_seed);
  const recomputed = await fairOutcome(game, round.server_seed, round.round_id);
  const hashOk = hash === committedHash;
  const outcomeOk = JSON.stringify(recomputed) === JSON.stringify(outcomeOf(round));
  output.textContent =
    (hashOk ? '✓ The seed’s SHA-256 is the hash shown before the round. ' : '✗ The seed does not match the hash shown before the round. ') +
    (outcomeOk ? '✓ Seed and round id give the same outcome.' : '✗ Seed and round id give another outcome.');
  output.className = 'verify__result ' + (hashOk && outcomeOk ? 'verify__result--ok' : 'verify__result--bad');
}

function remember(round, pick, committedHash) {
  const item = document.createElement('li');
  const line = document.createElement('p');
  line.textContent = round.description + ': ' + pick + ' ' + money.format(round.stake) + ' → ' + money.format(round.win);
  const details = document.createElement('details');
  details.className = 'verify';
  const summary = document.createElement('summary');
  summary.textContent = 'Verify';
  const facts = document.createElement('dl');
  [
    ['Round', round.round_id],
    ['Seed hash shown before', committedHash],
    ['Server seed', round.server_seed],
  ].forEach(([term, value]) => {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = value;
    facts.append(dt, dd);
  });
  const check = document.createElement('button');
  check.type = 'button';
  check.className = 'verify__check';
  check.textContent = 'Recompute';
  const output = document.createElement('output');
  output.className = 'verify__result';
  check.addEventListener('click', () => {
    verify(round, committedHash, output).catch((error) => {
      output.textContent = error.message;
    });
  });
  details.append(summary, facts, check, output);
  item.append(line, details);
  history.insertBefore(item, history.firstChild);
  while (history.children.length > HISTORY_LENGTH) history.removeChild(history.lastChild);
}

async function play(pick) {
  if (busy || !next) return;
  const round = next;
  busy = true;
  render();
  result.textContent = 'Dealing…';
  result.className = 'result';
  clearTable();
  try {
    const played = await post('play', { token, game, round_id: round.round_id, pick, stake: Number(stake.value) });
    showOutcome(played);
    const outcome = played.win > 0 ? (played.pushed ? 'Tie, stake back ' : 'You win ') + money.format(played.win) : 'You lose ' + money.format(played.stake);
    result.textContent = played.description + ' — ' + outcome + '.';
    result.className = 'result ' + (played.win > 0 ? 'result--win' : 'result--loss');
    remember(played, pick, round.seed_hash);
    showBalance(played);
    commit(played.next);
  } catch (error) {
    result.textContent = error.message;
    result.className = 'result result--loss';
    if (typeof error.opensIn === 'number') opensAt = Date.now() + error.opensIn;
  } finally {
    busy = false;
    render();
  }
}

picks.forEach((button) => {
  button.addEventListener('click', () => {
    const from = button.getAttribute('data-pick-from');
    play(from ? document.getElementById(from).value : button.getAttribute('data-pick'));
  });
});

post('balance', { token })
  .then((reply) => {
    showBalance(reply);
    commit(reply.next);
    busy = false;
    render();
  })
  .catch((error) => {
    result.textContent = error.message;
    result.className = 'result result--loss';
  });
