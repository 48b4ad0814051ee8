// TEMPORARY (issue 54, phase 1): a stand-in for the function layer of the checker's JavaScript
// engine driver, which replaces this file when it lands. Maven filters this file: no
// dollar-brace or at-sign expressions.
//
// Evaluated in the practice pane's worker, it is an object of two functions:
//   load(source): the CodinGame program, compiled once, run once per puzzle as CodinGame runs
//     it: readline() gives the input's lines, console.log() (or print()) writes the answer,
//     console.error() (or printErr()) writes to the debug output;
//   answer(loaded, request): one puzzle (the engine's letter, then the board's rows) answered:
//     {answer: the lines printed, printed: the debug output}; an exception is the answer
//     "! exception Name: message | at solution.js:LINE".
(function () {
  'use strict';
  var FILE = 'solution.js';

  function describe(error) {
    var head = error instanceof Error ? error.name + ': ' + error.message
      : 'a thrown ' + typeof error + ': ' + String(error);
    var frames = [];
    String(error && error.stack ? error.stack : '').split('\n').forEach(function (line) {
      var at = line.match(/at (?:(\S+) \()?solution\.js:(\d+):\d+\)?/);
      if (at && frames.length < 5) {
        frames.push('at ' + (at[1] ? at[1] + ' ' : '') + '(' + FILE + ':' + at[2] + ')');
      }
    });
    return [head.replace(/\s+/g, ' ')].concat(frames).join(' | ');
  }

  function load(source) {
    // One line of wrapper before the source, so its line numbers are the reader's own.
    return (0, eval)('(function (readline, print, printErr, console) {' + source + '\n})'
      + '\n//# sourceURL=' + FILE);
  }

  function answer(program, request) {
    var input = request.split('\n');
    var next = 0;
    var out = [];
    var debug = [];
    var write = function () {
      out.push(Array.prototype.map.call(arguments, String).join(' '));
    };
    var writeDebug = function () {
      debug.push(Array.prototype.map.call(arguments, String).join(' '));
    };
    try {
      program(function () {
        return next < input.length ? input[next++] : undefined;
      }, write, writeDebug, {log: write, info: write, error: writeDebug, warn: writeDebug,
        debug: writeDebug});
    } catch (error) {
      return {answer: '! exception ' + describe(error), printed: debug.join('\n')};
    }
    return {answer: out.join('\n'), printed: debug.join('\n')};
  }

  return {load: load, answer: answer, describe: describe};
}())
