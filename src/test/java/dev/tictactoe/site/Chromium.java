package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openqa.selenium.PageLoadStrategy;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's Chromium, headless, driven through chromedriver, for the browser tests; and the site
 * served over loopback HTTP as the {@code serve} command serves it ({@link SiteServer}).
 *
 * <p>Without {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} a browser test is
 * skipped, with a line saying so and how to install them; on CI (where {@code CI} is set, and
 * {@code .ci/run} installs them) their absence fails it instead.
 */
public final class Chromium {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  /** Selenium warns that no CDP version matches Debian's Chromium; the tests do not use CDP. */
  private static final Logger CDP_LOG = Logger.getLogger("org.openqa.selenium.devtools");
  private static final Logger CHROMIUM_LOG = Logger.getLogger("org.openqa.selenium.chromium");
  private static final ObjectMapper JSON = new ObjectMapper();

  private Chromium() {}

  /**
   * Why there is no browser, if there is none (then printed for {@code test} to be skipped); on
   * CI, a failure instead.
   */
  public static Optional<String> missing(String test) {
    if (Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER)) {
      return Optional.empty();
    }
    String missing = "no " + (Files.isExecutable(CHROMIUM) ? CHROMEDRIVER : CHROMIUM)
        + ", so " + test + " did not run in a browser. Install Chromium to run it:"
        + " sudo apt-get install chromium chromium-driver";
    if (System.getenv("CI") != null) {
      fail(test + " cannot run on CI: " + missing + " (.ci/run installs them)");
    }
    System.err.println(test + " SKIPPED: " + missing);
    return Optional.of(missing);
  }

  /**
   * A headless Chromium that keeps the pages' console messages ({@link LogType#BROWSER}) and
   * its own network events ({@link LogType#PERFORMANCE}, read by {@link #requests}).
   */
  public static WebDriver start() {
    CDP_LOG.setLevel(Level.SEVERE);
    CHROMIUM_LOG.setLevel(Level.SEVERE);
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.setPageLoadStrategy(PageLoadStrategy.EAGER); // ready at DOMContentLoaded
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu",
        "--disable-background-networking", "--disable-component-update", "--no-first-run",
        "--window-size=1200,1000");
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    logs.enable(LogType.PERFORMANCE, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
    return new ChromeDriver(service, options);
  }

  /**
   * Every URL the pages asked for since the last call, as the browser's network log has it:
   * documents, styles, fonts, scripts, images, workers, fetches, whether they were answered or
   * not (a request to a host that cannot be reached is listed too).
   */
  public static List<String> requests(WebDriver driver) {
    List<String> urls = new ArrayList<>();
    for (LogEntry entry : driver.manage().logs().get(LogType.PERFORMANCE)) {
      try {
        JsonNode message = JSON.readTree(entry.getMessage()).path("message");
        if (message.path("method").asText().equals("Network.requestWillBeSent")) {
          urls.add(message.path("params").path("request").path("url").asText());
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return urls;
  }

  /** The warnings and errors the pages logged to their console since the last call. */
  public static List<String> warnings(WebDriver driver) {
    List<String> warnings = new ArrayList<>();
    for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
      if (entry.getLevel().intValue() >= Level.WARNING.intValue()) {
        warnings.add(entry.getMessage());
      }
    }
    return warnings;
  }

  /**
   * Serves the files under {@code root} on a free loopback port, as the {@code serve} command
   * does, recording each path asked for in {@code requested} (the browser's own
   * {@code /favicon.ico} is answered empty, unrecorded).
   */
  public static SiteServer serve(Path root, List<String> requested) throws IOException {
    return SiteServer.start(root, 0, requested::add);
  }

  /**
   * The URLs among {@code urls} on another host than this machine's loopback: anything but the
   * page's own files, inline data and blobs, and {@code 127.0.0.1}.
   */
  public static List<String> elsewhere(List<String> urls) {
    return urls.stream().filter(u -> !u.startsWith("file:") && !u.startsWith("data:")
        && !u.startsWith("blob:") && !u.startsWith("about:")
        && !u.startsWith("http://127.0.0.1:")).toList();
  }

  /** The address of {@code file} on {@code server}. */
  public static String address(SiteServer server, String file) {
    return server.address(file);
  }
}
