// The checker's driver for an answer to LeetCode 348 in C++: the reader's class, exactly as
// submitted on LeetCode (no #include, no main), played game after game by the checker's game
// protocol, as LeetCode's own driver plays it on its tests.
//
// The checker compiles it as LeetCode compiles an answer: g++ -std=c++17, <bits/stdc++.h> and
// `using namespace std;` before the reader's class, which this file includes by the name the
// macro READER gives; with -g and AddressSanitizer and UndefinedBehaviorSanitizer, as LeetCode's
// C++ has them, so that an access out of bounds is caught where it happens and named by file and
// line (the checker reads the sanitizer's report on standard error) instead of corrupting what
// comes after. Compiled without the sanitizers (for timing), a crash is named by its signal.
//
// It writes `ready`, then answers each line of standard input, `game N r c p r c p ...`, with the
// line of each move's result (`0 0 1`), after a line `> TEXT` for each line the reader's code
// printed meanwhile (with cout or printf); or with a failure line naming the move (0-based, -1 for
// the constructor): `! exception 3 std::out_of_range: vector::_M_range_check ...`, or `! crash 3
// ...` as the process dies of a signal or a sanitizer's report. Each answer is written at once
// (no buffer: none waits while the checker's clock times the game after it).
#include <bits/stdc++.h>
#include <csignal>
#include <cxxabi.h>
#include <unistd.h>
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#endif

namespace checker {
// The protocol's own descriptor, taken before anything of the reader's runs: standard output is
// then sent to standard error, so no print of theirs (even in a static initialiser) can break it.
struct Protocol {
  int fd;
  Protocol() : fd(dup(1)) { dup2(2, 1); }
};
Protocol protocol;
// The move in progress: -1 the constructor, -2 none (between games).
volatile sig_atomic_t move_index = -2;

void put(const std::string& text) {
  const char* at = text.data();
  size_t left = text.size();
  while (left > 0) {
    ssize_t wrote = write(protocol.fd, at, left);
    if (wrote <= 0) {
      if (errno == EINTR) continue;
      _exit(0);  // the checker is gone
    }
    at += wrote;
    left -= wrote;
  }
}

// Async-signal-safe: the crash line, written with write(2) and digits by hand.
void crash_line(const char* what) {
  char line[256];
  size_t n = 0;
  auto add = [&](const char* s) { while (*s && n < sizeof line - 2) line[n++] = *s++; };
  add("! crash ");
  long index = move_index;
  if (index < 0) {
    line[n++] = '-';
    index = -index;
  }
  char digits[24];
  int d = 0;
  do { digits[d++] = char('0' + index % 10); index /= 10; } while (index > 0);
  while (d > 0) line[n++] = digits[--d];
  line[n++] = ' ';
  add(what);
  line[n++] = '\n';
  ssize_t ignored = write(protocol.fd, line, n);
  (void) ignored;
}

#if defined(__SANITIZE_ADDRESS__)
void sanitizer_died() { crash_line("a sanitizer's report"); }
#endif

void signalled(int sig) {
  crash_line(sig == SIGSEGV ? "signal SIGSEGV (a bad memory access)"
             : sig == SIGFPE ? "signal SIGFPE (an arithmetic error: a division by zero?)"
             : sig == SIGABRT ? "signal SIGABRT (abort: an assertion?)"
             : sig == SIGBUS ? "signal SIGBUS (a bad memory access)"
             : "signal SIGILL (an illegal instruction)");
  signal(sig, SIG_DFL);
  raise(sig);
}

std::string demangled(const char* name) {
  int status = 0;
  char* text = abi::__cxa_demangle(name, nullptr, nullptr, &status);
  std::string result = status == 0 && text ? text : name;
  free(text);
  return result;
}
}  // namespace checker

#if defined(__SANITIZE_ADDRESS__)
// LeetCode's answers often leave their objects to the end of the process: no leak report. And a
// small quarantine of freed memory (256 MB by default): 255,168 games free their objects, and
// the process must stay within the checker's memory limit.
extern "C" const char* __asan_default_options() {
  return "detect_leaks=0:quarantine_size_mb=16:malloc_context_size=8";
}
#endif

using namespace std;
#include READER

int main() {
  using namespace checker;
#if defined(__SANITIZE_ADDRESS__)
  __sanitizer_set_death_callback(sanitizer_died);
  static const int signals[] = {SIGABRT, SIGFPE, SIGILL};  // the sanitizer has the others
#else
  static const int signals[] = {SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL};
#endif
  static char stack[1 << 16];
  stack_t alternate{};
  alternate.ss_sp = stack;
  alternate.ss_size = sizeof stack;
  sigaltstack(&alternate, nullptr);  // a stack overflow still gets its line
  for (int sig : signals) {
    struct sigaction action{};
    action.sa_handler = signalled;
    action.sa_flags = SA_ONSTACK;
    sigaction(sig, &action, nullptr);
  }
  // what the reader's code prints goes here: cout by its buffer, printf by stdout's stream
  ostringstream printed_cout;
  char* printed_c = nullptr;
  size_t printed_c_size = 0;
  FILE* memory = open_memstream(&printed_c, &printed_c_size);
  FILE* real_stdout = stdout;
  put("ready\n");
  string request;
  while (getline(cin, request)) {
    istringstream words(request);
    string first;
    long n;
    if (!(words >> first) || first != "game" || !(words >> n)) {
      if (!first.empty()) put("! exception -1 not a game request: " + request + "\n");
      continue;
    }
    vector<int> moves;
    for (int value; words >> value;) moves.push_back(value);
    streambuf* saved = cout.rdbuf(printed_cout.rdbuf());
    stdout = memory;
    string reply;
    move_index = -1;
    try {
      unique_ptr<TicTacToe> game(new TicTacToe(int(n)));
      for (size_t i = 0; i + 2 < moves.size(); i += 3) {
        move_index = sig_atomic_t(i / 3);
        int result = game->move(moves[i], moves[i + 1], moves[i + 2]);
        reply += (i == 0 ? "" : " ") + to_string(result);
      }
    } catch (const exception& e) {
      reply = "! exception " + to_string(move_index) + " "
          + demangled(typeid(e).name()) + ": " + e.what();
    } catch (...) {
      reply = "! exception " + to_string(move_index) + " an exception that is no std::exception";
    }
    move_index = -2;
    cout.flush();
    cout.rdbuf(saved);
    fflush(memory);
    stdout = real_stdout;
    string printed = printed_cout.str() + string(printed_c, printed_c_size);
    printed_cout.str("");
    fseek(memory, 0, SEEK_SET);
    string out;
    if (!printed.empty()) {
      const size_t most = 4000;
      string shown = printed.substr(0, most);
      if (shown.back() == '\n') shown.pop_back();
      size_t start = 0;
      while (true) {
        size_t end = shown.find('\n', start);
        out += "> " + shown.substr(start, end == string::npos ? string::npos : end - start) + "\n";
        if (end == string::npos) break;
        start = end + 1;
      }
      if (printed.size() > most) {
        out += "> [" + to_string(printed.size() - most) + " more characters not shown]\n";
      }
    }
    for (char& c : reply) {
      if (c == '\n' || c == '\r') c = ' ';
    }
    put(out + reply + "\n");
  }
  return 0;
}
