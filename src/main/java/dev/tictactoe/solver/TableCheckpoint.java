package dev.tictactoe.solver;

import dev.tictactoe.text.Quote;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UTFDataFormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.zip.CRC32C;

/**
 * A strong engine's transposition table on disk, so that a search of hours stopped halfway (by
 * Ctrl-C, a time limit, the end of a working day) goes on with what it had learned instead of
 * from an empty table: {@code table --checkpoints DIR}.
 *
 * <p><b>Why that is sound.</b> Every entry is a fact about its position (its value, or a bound
 * on it) whichever question of ply deepening proved it ({@link SharedTable} relies on the same:
 * two engines read each other's entries), so a table written after a search is as good for the
 * next run as it was for the rest of the search that wrote it. Only a table that is not the
 * one written must never be read: the file names the board and the techniques, and a checksum
 * over the entries refuses a file cut short or changed.
 *
 * <p><b>The format.</b> A header ({@link #MAGIC}, {@link #FORMAT}, the board as {@code 4x15k4},
 * the techniques, the table's capacity, the entries of its array and those in use, the number of
 * longs that follow), then the array as little-endian longs, then their CRC-32C. 2^27 entries are
 * 2.7 GB, written in about ten seconds on this project's machine.
 */
public final class TableCheckpoint {
  /** The file's first eight bytes: "TTTTABLE". */
  static final long MAGIC = 0x5454_5454_4142_4C45L;
  /** The version of the format; a file of another is refused. */
  static final int FORMAT = 1;
  /** The size of the table {@link #saveHeaviest} writes: 2^15 entries. */
  public static final int KEPT_ENTRIES = 1 << 15;
  /** Bytes moved at a time between the array and the file. */
  private static final int CHUNK = 1 << 23;

  private TableCheckpoint() {}

  /**
   * Writes the engine's table to {@code file}, replacing any file there only once the new one is
   * complete (a run killed while writing leaves the old one). Call it between searches: no
   * engine may be writing to the table.
   *
   * @return the entries in use that were written
   * @throws IllegalArgumentException if the engine has no table
   */
  public static long save(ProvingEngine engine, Path file) throws IOException {
    return write(engine, tableOf(engine), file);
  }

  /**
   * Writes the engine's {@link #KEPT_ENTRIES} entries that did the most work to {@code file}, as
   * the checkpoint of a table of that size: a file of 640 KB where the whole table is gigabytes,
   * small enough to keep with the results, so that a search of days goes on from its largest
   * proofs on another machine (where the whole table did not come along). Call it between
   * searches, as {@link #save}.
   *
   * @return the entries written
   * @throws IllegalArgumentException if the engine has no table
   */
  public static long saveHeaviest(ProvingEngine engine, Path file) throws IOException {
    return saveHeaviest(engine, file, KEPT_ENTRIES);
  }

  /** {@link #saveHeaviest(ProvingEngine, Path)} as a table of {@code slots} entries. */
  static long saveHeaviest(ProvingEngine engine, Path file, int slots) throws IOException {
    return write(engine, tableOf(engine).heaviest(slots), file);
  }

  private static long write(ProvingEngine engine, TranspositionTable table, Path file)
      throws IOException {
    long[] buckets = table.buckets();
    Path partial = file.resolveSibling(file.getFileName() + ".partial");
    try (FileChannel channel = FileChannel.open(partial, StandardOpenOption.CREATE,
        StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
      DataOutputStream header = new DataOutputStream(Channels.newOutputStream(channel));
      header.writeLong(MAGIC);
      header.writeInt(FORMAT);
      header.writeUTF(engine.rules().compactName());
      header.writeUTF(Technique.describe(techniquesOf(engine)));
      header.writeInt(table.capacity());
      header.writeInt(table.allocated());
      header.writeInt(table.used());
      header.writeInt(buckets.length);
      header.flush();
      CRC32C crc = new CRC32C();
      ByteBuffer bytes = ByteBuffer.allocateDirect(CHUNK).order(ByteOrder.LITTLE_ENDIAN);
      LongBuffer longs = bytes.asLongBuffer();
      for (int at = 0; at < buckets.length; at += longs.capacity()) {
        int n = Math.min(longs.capacity(), buckets.length - at);
        longs.clear();
        longs.put(buckets, at, n);
        bytes.clear().limit(n * Long.BYTES);
        crc.update(bytes);
        writeFully(channel, bytes.flip());
      }
      writeFully(channel, bytes.clear().putLong(crc.getValue()).flip());
      channel.force(true);
    }
    Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING,
        StandardCopyOption.ATOMIC_MOVE);
    return table.used();
  }

  /**
   * Reads {@code file} into the engine's table, which must not have searched yet: its entries
   * are replaced. The checkpoint of a table of another size (one {@link #saveHeaviest} wrote, or
   * a run's with another --memory) has its entries put in one at a time, by the table's
   * replacement rule.
   *
   * @return the entries the table holds then
   * @throws CheckpointException if the file is not a checkpoint of this board and these
   *     techniques, or is damaged; the engine's table is then unchanged
   * @throws IllegalArgumentException if the engine has no table
   */
  public static long load(ProvingEngine engine, Path file) throws IOException {
    TranspositionTable table = tableOf(engine);
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      DataInputStream header = new DataInputStream(Channels.newInputStream(channel));
      if (header.readLong() != MAGIC) {
        throw new CheckpointException(file + " is not a table's checkpoint");
      }
      int format = header.readInt();
      if (format != FORMAT) {
        throw new CheckpointException(file + " is in format " + format + ", not " + FORMAT);
      }
      expect(file, "board", header.readUTF(), engine.rules().compactName());
      expect(file, "technique set", header.readUTF(), Technique.describe(techniquesOf(engine)));
      int capacity = header.readInt();
      int slots = header.readInt();
      int used = header.readInt();
      int length = header.readInt();
      if (!TranspositionTable.canHold(capacity, slots, used, length)) {
        throw new CheckpointException(file + " is damaged: its header says a table of "
            + capacity + " entries, " + slots + " of them made, " + used + " in use, " + length
            + " longs");
      }
      long size = channel.position() + length * (long) Long.BYTES + Long.BYTES;
      if (channel.size() != size) { // before the array is made: a header may ask for any size
        throw new CheckpointException(file + " is damaged: " + (channel.size() < size
            ? "it ends too soon" : "it goes on after its entries") + " (" + channel.size()
            + " bytes, its header says " + size + ")");
      }
      long[] buckets = new long[length];
      CRC32C crc = new CRC32C();
      ByteBuffer bytes = ByteBuffer.allocateDirect(CHUNK).order(ByteOrder.LITTLE_ENDIAN);
      LongBuffer longs = bytes.asLongBuffer();
      // the header went through a stream that reads no further than asked
      for (int at = 0; at < length; at += longs.capacity()) {
        int n = Math.min(longs.capacity(), length - at);
        bytes.clear().limit(n * Long.BYTES);
        readFully(channel, bytes, file);
        bytes.flip();
        crc.update(bytes);
        longs.clear();
        longs.get(buckets, at, n);
      }
      bytes.clear().limit(Long.BYTES);
      readFully(channel, bytes, file);
      if (bytes.flip().getLong() != crc.getValue()) {
        throw new CheckpointException(file + " is damaged: its checksum does not match its"
            + " entries");
      }
      if (capacity == table.capacity()) {
        table.restore(buckets, slots, used);
      } else {
        table.putAll(buckets);
      }
      return table.used();
    } catch (EOFException e) {
      throw new CheckpointException(file + " is damaged: it ends too soon");
    } catch (UTFDataFormatException e) {
      throw new CheckpointException(file + " is damaged: its header is not text where it names"
          + " the board");
    }
  }

  private static void writeFully(FileChannel channel, ByteBuffer bytes) throws IOException {
    while (bytes.hasRemaining()) {
      channel.write(bytes);
    }
  }

  private static void readFully(FileChannel channel, ByteBuffer bytes, Path file)
      throws IOException {
    while (bytes.hasRemaining()) {
      if (channel.read(bytes) < 0) {
        throw new CheckpointException(file + " is damaged: it ends too soon");
      }
    }
  }

  private static void expect(Path file, String what, String found, String wanted)
      throws CheckpointException {
    if (!found.equals(wanted)) {
      throw new CheckpointException(file + " is the table of another " + what + " ("
          + Quote.escaped(found) + ", not " + wanted + ")");
    }
  }

  /** Whether the engine has a table a checkpoint can write: a strong engine with the table. */
  public static boolean applies(dev.tictactoe.engine.Engine engine) {
    return engine instanceof ProvingEngine p && tableOrNull(p) != null;
  }

  /** The engine's table, which a checkpoint writes or reads. */
  private static TranspositionTable tableOf(ProvingEngine engine) {
    TranspositionTable table = tableOrNull(engine);
    if (table == null) {
      throw new IllegalArgumentException("an engine without the table technique has no table"
          + " to write or read");
    }
    return table;
  }

  /** The engine's table, or null without {@link Technique#TABLE}. */
  private static TranspositionTable tableOrNull(ProvingEngine engine) {
    return engine instanceof ParallelEngine p ? p.table()
        : ((AlphaBetaEngine) engine).memory();
  }

  private static Set<Technique> techniquesOf(ProvingEngine engine) {
    return engine instanceof ParallelEngine p ? p.techniques()
        : ((AlphaBetaEngine) engine).techniques();
  }

  /** A file that is not a checkpoint of the engine's table: the reason, in one line. */
  public static final class CheckpointException extends IOException {
    private static final long serialVersionUID = 1L;

    CheckpointException(String message) {
      super(message);
    }
  }
}
