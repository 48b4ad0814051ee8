package dev.tictactoe.solver;

import dev.tictactoe.mnk.Score;
import dev.tictactoe.text.Quote;
import java.io.ByteArrayOutputStream;
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
import java.util.zip.CheckedInputStream;

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
 * over all of it refuses a file cut short or changed.
 *
 * <p><b>While the search goes on.</b> A long board writes its checkpoint every few minutes, not
 * only when it stops, so that a run killed outright (SIGKILL, running out of memory, a reboot)
 * loses only the minutes since. The engine's thread writes it from its monitor, at one of its
 * checkpoints, between two positions; a second engine of a team may be storing meanwhile, and
 * {@link TranspositionTable#copyBuckets} reads each bucket whole around its stores. What the
 * search had proven by then (the bounds of ply deepening, its positions and seconds) goes into a
 * small file of its own, {@link #saveProgress}.
 *
 * <p><b>Whole or not at all.</b> Every file is written to a {@code .partial} file beside it,
 * forced to the disk, and renamed over the old one ({@link #atomically}): a run killed at any
 * moment leaves the old file or the new one, whole, and at most a {@code .partial} that nothing
 * reads.
 *
 * <p><b>The format.</b> A header ({@link #MAGIC}, {@link #FORMAT}, the board as {@code 4x15k4},
 * the techniques, the table's capacity, the entries of its array and those in use, the number of
 * longs that follow), then the array as little-endian longs, then the CRC-32C of all of it, header
 * and entries. 2^26 entries are 1.3 GB, written in 3.0 to 4.8 s on this project's machine (2
 * cores, shared with other builds), 2^24 in 0.6 to 0.9 s; their heaviest entries take about
 * half as long again, two passes over the table.
 */
public final class TableCheckpoint {
  /** The file's first eight bytes: "TTTTABLE". */
  static final long MAGIC = 0x5454_5454_4142_4C45L;
  /** A progress file's first eight bytes: "TTTPROGR". */
  static final long PROGRESS_MAGIC = 0x5454_5450_524F_4752L;
  /**
   * The version of the format; a file of another is refused. 2: the checksum covers the header
   * too, and a board's progress has a file of its own.
   */
  static final int FORMAT = 2;
  /** The end of a file's name while it is being written. */
  public static final String PARTIAL_SUFFIX = ".partial";
  /** A progress file's size at most: its header names a board and the techniques. */
  private static final int PROGRESS_MAX_BYTES = 1 << 12;
  /** The size of the table {@link #saveHeaviest} writes: 2^15 entries. */
  public static final int KEPT_ENTRIES = 1 << 15;
  /** Bytes moved at a time from the file into the array. */
  private static final int CHUNK = 1 << 23;

  private TableCheckpoint() {}

  /**
   * Writes the engine's table to {@code file}, replacing any file there only once the new one is
   * complete (a run killed while writing leaves the old one). Call it between searches, or on the
   * thread of the search, from its monitor: the engine is then between two positions, and the
   * other engine of a team is read around ({@link TranspositionTable#copyBuckets}).
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
   * proofs on another machine (where the whole table did not come along). Call it as {@link
   * #save}.
   *
   * @return the entries written
   * @throws IllegalArgumentException if the engine has no table
   */
  public static long saveHeaviest(ProvingEngine engine, Path file) throws IOException {
    return saveHeaviest(engine, file, KEPT_ENTRIES);
  }

  /** {@link #saveHeaviest(ProvingEngine, Path)} as a table of {@code slots} entries. */
  static long saveHeaviest(ProvingEngine engine, Path file, int slots) throws IOException {
    return write(engine, HeaviestEntries.of(tableOf(engine), slots), file);
  }

  private static long write(ProvingEngine engine, TranspositionTable table, Path file)
      throws IOException {
    int buckets = table.bucketCount();
    int used = table.used(); // a helper storing meanwhile adds to it: the header's is the count
    atomically(file, channel -> {
      CRC32C crc = new CRC32C();
      ByteArrayOutputStream head = new ByteArrayOutputStream();
      DataOutputStream header = new DataOutputStream(head);
      header(header, MAGIC, engine);
      header.writeInt(table.capacity());
      header.writeInt(2 * buckets);
      header.writeInt(used);
      header.writeInt(buckets * TranspositionTable.BUCKET_LONGS);
      crc.update(head.toByteArray());
      writeFully(channel, ByteBuffer.wrap(head.toByteArray()));
      long[] chunk = new long[Math.min(TranspositionTable.CHUNK_BUCKETS, buckets)
          * TranspositionTable.BUCKET_LONGS];
      ByteBuffer bytes = ByteBuffer.allocateDirect(chunk.length * Long.BYTES)
          .order(ByteOrder.LITTLE_ENDIAN);
      LongBuffer longs = bytes.asLongBuffer();
      for (int at = 0; at < buckets; at += TranspositionTable.CHUNK_BUCKETS) {
        int count = Math.min(TranspositionTable.CHUNK_BUCKETS, buckets - at);
        int n = count * TranspositionTable.BUCKET_LONGS;
        table.copyBuckets(at, count, chunk);
        longs.clear();
        longs.put(chunk, 0, n);
        bytes.clear().limit(n * Long.BYTES);
        crc.update(bytes);
        writeFully(channel, bytes.flip());
      }
      writeFully(channel, ByteBuffer.allocate(Long.BYTES).order(ByteOrder.LITTLE_ENDIAN)
          .putLong(crc.getValue()).flip());
    });
    return used;
  }

  /** The header's start: {@code magic}, the format, the engine's board and techniques. */
  private static void header(DataOutputStream out, long magic, ProvingEngine engine)
      throws IOException {
    out.writeLong(magic);
    out.writeInt(FORMAT);
    out.writeUTF(engine.rules().compactName());
    out.writeUTF(Technique.describe(techniquesOf(engine)));
  }

  /**
   * Reads the header's start that {@link #header} wrote, refusing a file that is not of this
   * kind ({@code what}), format, board and techniques.
   */
  private static void header(DataInputStream in, long magic, String what, Path file,
      ProvingEngine engine) throws IOException {
    if (in.readLong() != magic) {
      throw new CheckpointException(file + " is not " + what);
    }
    int format = in.readInt();
    if (format != FORMAT) {
      throw new CheckpointException(file + " is in format " + format + ", not " + FORMAT);
    }
    expect(file, "board", in.readUTF(), engine.rules().compactName());
    expect(file, "technique set", in.readUTF(), Technique.describe(techniquesOf(engine)));
  }

  /** Writes to a file's channel. */
  @FunctionalInterface
  public interface Contents {
    void writeTo(FileChannel channel) throws IOException;
  }

  // tag::atomically[]
  /**
   * Writes {@code file} whole or not at all: into {@link #partial its .partial file} in the same
   * directory, forced to the disk, then renamed over {@code file} (one step on the file system:
   * no reader ever sees a file half written), and the directory forced too, so that the rename
   * survives a reboot. A run killed before the rename leaves the old file as it was, and the
   * {@code .partial}, which nothing reads. (The table's CSV file is rewritten this way too.)
   */
  public static void atomically(Path file, Contents contents) throws IOException {
    Path partial = partial(file);
    try (FileChannel channel = FileChannel.open(partial, StandardOpenOption.CREATE,
        StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
      contents.writeTo(channel);
      channel.force(true);
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(partial);
      throw e;
    }
    Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING,
        StandardCopyOption.ATOMIC_MOVE);
    Path directory = file.toAbsolutePath().getParent();
    try (FileChannel entries = FileChannel.open(directory, StandardOpenOption.READ)) {
      entries.force(true);
    } catch (IOException e) {
      // a file system that cannot force a directory: the rename is as durable as it makes it
    }
  }
  // end::atomically[]

  /** Where {@code file} is written before it is renamed into place. */
  public static Path partial(Path file) {
    return file.resolveSibling(file.getFileName() + PARTIAL_SUFFIX);
  }

  /**
   * Writes what a search of the engine's board had proven, {@code progress}, to {@code file}, as
   * {@link #save} writes a table: the header's start of a table's checkpoint ({@link
   * #PROGRESS_MAGIC}), the bounds for X, the positions and the seconds, then the CRC-32C of it
   * all.
   */
  public static void saveProgress(ProvingEngine engine, TableRun.Progress progress, Path file)
      throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    header(out, PROGRESS_MAGIC, engine);
    out.writeInt(progress.lowForX());
    out.writeInt(progress.highForX());
    out.writeLong(progress.positions());
    out.writeDouble(progress.seconds());
    CRC32C crc = new CRC32C();
    crc.update(bytes.toByteArray());
    out.writeLong(crc.getValue());
    atomically(file, channel -> writeFully(channel, ByteBuffer.wrap(bytes.toByteArray())));
  }

  /**
   * Reads what {@link #saveProgress} wrote.
   *
   * @throws CheckpointException if the file is not the progress of this board and these
   *     techniques, or is damaged
   */
  public static TableRun.Progress loadProgress(ProvingEngine engine, Path file)
      throws IOException {
    byte[] bytes;
    try (java.io.InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(PROGRESS_MAX_BYTES + 1);
    }
    if (bytes.length > PROGRESS_MAX_BYTES) {
      throw new CheckpointException(file + " is not a board's progress: it is larger than "
          + PROGRESS_MAX_BYTES + " bytes");
    }
    try {
      java.io.ByteArrayInputStream stream = new java.io.ByteArrayInputStream(bytes);
      CRC32C crc = new CRC32C();
      DataInputStream in = new DataInputStream(new CheckedInputStream(stream, crc));
      header(in, PROGRESS_MAGIC, "a board's progress", file, engine);
      int low = in.readInt();
      int high = in.readInt();
      long positions = in.readLong();
      double seconds = in.readDouble();
      long summed = crc.getValue();
      if (in.readLong() != summed) {
        throw new CheckpointException(file + " is damaged: its checksum does not match");
      }
      if (stream.available() > 0) {
        throw new CheckpointException(file + " is damaged: it goes on after its checksum");
      }
      if (!(Score.WORST <= low && low <= high && high <= Score.BEST && positions >= 0
          && seconds >= 0 && seconds < Double.POSITIVE_INFINITY)) {
        throw new CheckpointException(file + " is damaged: it says bounds [" + low + ", " + high
            + "], " + positions + " positions and " + seconds + " s");
      }
      return new TableRun.Progress(low, high, positions, seconds);
    } catch (EOFException e) {
      throw new CheckpointException(file + " is damaged: it ends too soon");
    } catch (UTFDataFormatException e) {
      throw new CheckpointException(file + " is damaged: its header is not text where it names"
          + " the board");
    }
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
      CRC32C crc = new CRC32C(); // of the header as it is read, then of the entries
      DataInputStream header = new DataInputStream(
          new CheckedInputStream(Channels.newInputStream(channel), crc));
      header(header, MAGIC, "a table's checkpoint", file, engine);
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
        throw new CheckpointException(file + " is damaged: its checksum does not match");
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
      throw new CheckpointException(file + " belongs to another " + what + " ("
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
