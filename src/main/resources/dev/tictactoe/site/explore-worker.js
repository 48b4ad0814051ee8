// The explorer's engine worker: the project's Java engine (dev.tictactoe.browser.BrowserEngine),
// compiled to WebAssembly GC by TeaVM, run off the page's thread so the page never freezes.
// ExplorerPage puts TeaVM's loader (engine.wasm-runtime.js) and this file into one script that
// the page starts from a Blob, and sends the module's bytes as the first message: so the page
// works from file:// as from any host, and loads nothing. Maven filters this file: no dollar-brace
// or at-sign expressions.
//
// Messages in: {wasm: bytes}, then {args: [rules, cells, techniques left out, 'move'|'values']}.
// Messages out: {ready: true} or {failed: reason}; for each question, each line the engine prints
// ({line: 'move 5 0 1234 12'}), then {finished: true}.
(function () {
  'use strict';
  var engine = null;
  var line = '';

  function putchar(c) {
    if (c === 10) {
      self.postMessage({line: line});
      line = '';
    } else {
      line += String.fromCharCode(c);
    }
  }

  self.onmessage = function (event) {
    var message = event.data;
    if (message.wasm) {
      self.TeaVM.wasmGC.load(message.wasm, {
        installImports: function (imports) {
          imports.teavmConsole.putcharStdout = putchar;
          imports.teavmConsole.putcharStderr = putchar;
        }
      }).then(function (loaded) {
        engine = loaded;
        self.postMessage({ready: true});
      }, function (error) {
        self.postMessage({failed: String(error)});
      });
      return;
    }
    try {
      engine.exports.main(message.args);
    } catch (error) {
      self.postMessage({line: 'error ' + String(error)});
    }
    self.postMessage({finished: true});
  };
}());
