/* global document, window, location */
// The reference provider's game page (server/casino/reference-provider.ts): shows the balance,
// sends a play (stake and pick) to the provider, shows the cards and the result. The provider
// draws the cards and moves the money through the operator's wallet; this page only asks.
(function () {
  'use strict';
  var token = new URLSearchParams(location.search).get('token') || '';
  var game = document.body.getAttribute('data-game');
  var balance = document.getElementById('balance');
  var playable = document.getElementById('playable');
  var result = document.getElementById('result');
  var stake = document.getElementById('stake');
  var history = document.getElementById('history');
  var picks = Array.prototype.slice.call(document.querySelectorAll('[data-pick]'));
  var cards = Array.prototype.slice.call(document.querySelectorAll('[data-card]'));
  var RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
  var money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

  function post(path, body) {
    return fetch('/casino-provider/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(
        function (json) {
          if (!response.ok) throw new Error(json.message || 'Something went wrong');
          return json;
        },
        function () {
          throw new Error('Something went wrong');
        },
      );
    });
  }

  function setBusy(busy) {
    picks.forEach(function (button) {
      button.disabled = busy;
    });
    stake.disabled = busy;
  }

  // The balance is the operator's, the figure of the product's header (decision 140); when less than
  // that may be staked (bonus money, open exposure), the line under it says how much may.
  function showBalance(reply) {
    balance.textContent = money.format(reply.balance);
    var held = reply.playable < reply.balance;
    playable.hidden = !held;
    playable.textContent = held ? money.format(reply.playable) + ' playable' : '';
    if (window.parent !== window) window.parent.postMessage({ type: 'casino.balance', balance: reply.balance }, location.origin);
  }

  function cardText(card) {
    return RANKS[card.rank - 1] + SUITS[card.suit];
  }

  function play(pick) {
    setBusy(true);
    result.textContent = 'Dealing…';
    cards.forEach(function (card) {
      card.textContent = '?';
      card.className = 'card';
    });
    post('play', { token: token, game: game, pick: pick, stake: Number(stake.value) })
      .then(function (round) {
        round.cards.forEach(function (card, index) {
          var face = cards[index];
          face.textContent = cardText(card);
          face.className = 'card card--face' + (card.suit === 'H' || card.suit === 'D' ? ' card--red' : '');
        });
        var shown = round.cards.map(cardText).join(' vs ');
        var outcome = round.win > 0 ? 'You win ' + money.format(round.win) : 'You lose ' + money.format(round.stake);
        result.textContent = shown + ' — ' + outcome + '.';
        result.className = 'result ' + (round.win > 0 ? 'result--win' : 'result--loss');
        var item = document.createElement('li');
        item.textContent = shown + ': ' + pick + ' ' + money.format(round.stake) + ' → ' + money.format(round.win);
        history.insertBefore(item, history.firstChild);
        while (history.children.length > 5) history.removeChild(history.lastChild);
        showBalance(round);
      })
      .catch(function (error) {
        result.textContent = error.message;
        result.className = 'result result--loss';
      })
      .then(function () {
        setBusy(false);
      });
  }

  picks.forEach(function (button) {
    button.addEventListener('click', function () {
      play(button.getAttribute('data-pick'));
    });
  });

  post('balance', { token: token })
    .then(function (reply) {
      showBalance(reply);
      setBusy(false);
    })
    .catch(function (error) {
      result.textContent = error.message;
      result.className = 'result result--loss';
    });
})();
