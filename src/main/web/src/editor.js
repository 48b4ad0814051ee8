// The practice pane's editor: CodeMirror 6 with the Python and JavaScript modes. What LeetCode's
// and CodinGame's editors do is kept (line numbers, undo, indentation, bracket matching, syntax
// colours); what would change the text as it is typed or pasted beyond indenting (closing
// brackets, completions on Enter) is left out, so code pasted or typed in stays as written.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit,
  syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter,
  highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';

const MODES = { python: () => python(), javascript: () => javascript() };

/**
 * An editor in `parent` holding `text` in `language` ('python' or 'javascript'); `changed` is
 * called with the text after each edit. Returns {text(), setText(text), setLanguage(language),
 * focus(), view}.
 */
export function createEditor(parent, text, language, changed) {
  const mode = new Compartment();
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(), highlightActiveLineGutter(), highlightSpecialChars(), history(),
        drawSelection(), indentOnInput(), bracketMatching(), highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        indentUnit.of('    '), EditorState.tabSize.of(4),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        mode.of(MODES[language]()),
        EditorView.contentAttributes.of({ 'aria-label': 'Your answer' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) {
            changed(update.state.doc.toString());
          }
        }),
      ],
    }),
  });
  return {
    view,
    text: () => view.state.doc.toString(),
    setText(next) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    setLanguage(next) {
      view.dispatch({ effects: mode.reconfigure(MODES[next]()) });
    },
    focus: () => view.focus(),
  };
}
