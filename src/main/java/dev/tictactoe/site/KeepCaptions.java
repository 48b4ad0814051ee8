package dev.tictactoe.site;

import java.util.Map;
import org.asciidoctor.ast.Document;
import org.asciidoctor.ast.StructuralNode;
import org.asciidoctor.extension.Treeprocessor;

/**
 * Keeps every titled table's caption on the page of its first rows in the PDF: Asciidoctor PDF
 * otherwise leaves a caption at the foot of one page and starts its table on the next. It does
 * so for a table with the {@code breakable} option (see Asciidoctor PDF's "Breakable and
 * unbreakable blocks"), which this sets on every table with a title, the computed tables and the
 * reports' included, so no chapter has to remember it. A table whose author chose
 * {@code unbreakable} keeps that. Harmless in HTML, where nothing breaks.
 */
public final class KeepCaptions extends Treeprocessor {
  @Override
  public Document process(Document document) {
    for (StructuralNode table : document.findBy(Map.of("context", ":table"))) {
      if (table.getTitle() != null && !table.isOption("unbreakable")) {
        table.setAttribute("breakable-option", "", true);
      }
    }
    return document;
  }
}
