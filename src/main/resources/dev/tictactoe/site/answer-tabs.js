/* Answers in several languages as tabs (see answer-tabs.css): in each open block with the role
   "tabs", every listing starts a tab, named by its language, and the blocks after it up to the
   next listing (what check says of it, say) belong to it. Choosing a language shows it in every
   set of tabs on the page that has it, and the choice is remembered for the next page. */
(function () {
  var NAMES = {java: 'Java', python: 'Python', javascript: 'JavaScript', cpp: 'C++'};
  var KEY = 'tictactoe-answer-language';
  var sets = [];

  function nameOf(block) {
    var code = block.querySelector('code[data-lang]');
    var lang = code ? code.getAttribute('data-lang') : '';
    var title = block.querySelector(':scope > .title');
    return NAMES[lang] || (title ? title.textContent : '') || lang || 'Listing';
  }

  function choose(name) {
    sets.forEach(function (tabs) {
      if (!tabs.some(function (tab) { return tab.name === name; })) {
        return; // a set without this language keeps what it shows
      }
      tabs.forEach(function (tab) {
        var on = tab.name === name;
        tab.button.setAttribute('aria-selected', on ? 'true' : 'false');
        tab.button.tabIndex = on ? 0 : -1;
        tab.pane.hidden = !on;
      });
    });
  }

  function remembered() {
    try {
      return window.localStorage.getItem(KEY);
    } catch (e) {
      return null; // storage refused (a private window, a file: page in some browsers)
    }
  }

  function remember(name) {
    try {
      window.localStorage.setItem(KEY, name);
    } catch (e) {
      // not remembered: the choice still holds on this page
    }
  }

  document.querySelectorAll('.openblock.tabs > .content').forEach(function (content, s) {
    var tabs = [];
    Array.prototype.slice.call(content.children).forEach(function (block) {
      if (tabs.length === 0 || block.classList.contains('listingblock')) {
        tabs.push({name: nameOf(block), blocks: []});
      }
      tabs[tabs.length - 1].blocks.push(block);
    });
    if (tabs.length < 2) {
      return;
    }
    var bar = document.createElement('div');
    bar.className = 'tab-bar';
    bar.setAttribute('role', 'tablist');
    tabs.forEach(function (tab, i) {
      tab.pane = document.createElement('div');
      tab.pane.className = 'tab-pane';
      tab.pane.id = 'tabs-' + s + '-' + i;
      tab.pane.setAttribute('role', 'tabpanel');
      tab.blocks.forEach(function (block) { tab.pane.appendChild(block); });
      content.appendChild(tab.pane);
      tab.button = document.createElement('button');
      tab.button.type = 'button';
      tab.button.setAttribute('role', 'tab');
      tab.button.setAttribute('aria-controls', tab.pane.id);
      tab.button.textContent = tab.name;
      tab.button.addEventListener('click', function () {
        // the sets above may change height: keep the button clicked where the reader sees it
        var before = tab.button.getBoundingClientRect().top;
        choose(tab.name);
        remember(tab.name);
        window.scrollBy(0, tab.button.getBoundingClientRect().top - before);
      });
      tab.button.addEventListener('keydown', function (event) {
        var step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        if (step !== 0) {
          var next = tabs[(i + step + tabs.length) % tabs.length];
          next.button.focus();
          next.button.click();
        }
      });
      bar.appendChild(tab.button);
    });
    content.insertBefore(bar, content.firstChild);
    sets.push(tabs);
    choose(tabs[0].name);
  });
  var wanted = remembered();
  if (wanted) {
    choose(wanted);
  }
}());
