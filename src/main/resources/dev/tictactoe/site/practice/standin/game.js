// TEMPORARY (issue 54, phase 1): a stand-in for the function layer of the checker's JavaScript
// game driver (dev/tictactoe/check/driver/), which replaces this file when it lands. Maven
// filters this file: no dollar-brace or at-sign expressions.
//
// Evaluated in the practice pane's worker, it is an object of two functions:
//   load(source): the LeetCode class the source defines (class TicTacToe, or var TicTacToe =
//     function (n) {...} with TicTacToe.prototype.move), or an Error saying why not;
//   answer(loaded, request): one game request ("game N r c p r c p ...") answered as the game
//     protocol says: {answer: "0 0 1", printed: "what console.log printed"}; an exception is
//     the answer "! exception MOVE Name: message | at solution.js:LINE" (MOVE from 0, -1 for the
//     constructor).
(function () {
  'use strict';
  var FILE = 'solution.js';
  var printed = [];
  var log = function () {
    printed.push(Array.prototype.map.call(arguments, String).join(' '));
  };
  self.console = {log: log, info: log, warn: log, error: log, debug: log};

  function where(error) {
    var stack = error && error.stack ? String(error.stack) : '';
    var frames = [];
    stack.split('\n').forEach(function (line) {
      var at = line.match(/at (?:(\S+) \()?solution\.js:(\d+):\d+\)?/);
      if (at && frames.length < 5) {
        frames.push('at ' + (at[1] ? at[1] + ' ' : '') + '(' + FILE + ':' + at[2] + ')');
      }
    });
    return frames;
  }

  function describe(error) {
    var head = error instanceof Error ? error.name + ': ' + error.message
      : 'a thrown ' + typeof error + ': ' + String(error);
    return [head.replace(/\s+/g, ' ')].concat(where(error)).join(' | ');
  }

  function load(source) {
    var found = (0, eval)(source + '\n;(typeof TicTacToe === "undefined" ? undefined : TicTacToe)'
      + '\n//# sourceURL=' + FILE);
    if (typeof found !== 'function') {
      throw new Error(FILE + ' defines no TicTacToe: LeetCode\'s class has a constructor taking'
        + ' n and move(row, col, player)');
    }
    return found;
  }

  function answer(TicTacToe, request) {
    printed = [];
    var words = request.split(' ');
    var game;
    try {
      game = new TicTacToe(Number(words[1]));
    } catch (error) {
      return {answer: '! exception -1 ' + describe(error), printed: printed.join('\n')};
    }
    var results = [];
    for (var i = 2, move = 0; i + 2 < words.length; i += 3, move++) {
      try {
        results.push(String(game.move(Number(words[i]), Number(words[i + 1]),
          Number(words[i + 2]))));
      } catch (error) {
        return {answer: '! exception ' + move + ' ' + describe(error), printed: printed.join('\n')};
      }
    }
    return {answer: results.join(' '), printed: printed.join('\n')};
  }

  return {load: load, answer: answer, describe: describe};
}())
