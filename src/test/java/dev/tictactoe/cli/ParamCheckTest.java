package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.DayOfWeek;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Converting -p values the way JMH sets @Param fields; the refusals are in BenchCommandTest. */
class ParamCheckTest {

  @Test
  void convertsTheTypesJmhAccepts() {
    assertEquals(List.of(42, 7L, (short) 3, (byte) -1, 2.5, 0.5f, true, 'x', "text",
            DayOfWeek.MONDAY),
        List.of(ParamCheck.convert(int.class, "42"), ParamCheck.convert(Long.class, "7"),
            ParamCheck.convert(short.class, "3"), ParamCheck.convert(byte.class, "-1"),
            ParamCheck.convert(double.class, "2.5"), ParamCheck.convert(float.class, "0.5"),
            ParamCheck.convert(boolean.class, "true"), ParamCheck.convert(char.class, "x"),
            ParamCheck.convert(String.class, "text"),
            ParamCheck.convert(DayOfWeek.class, "MONDAY")));
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({"int,1.5", "int,' 3'", "long,ten", "byte,300", "double,fast", "boolean,yes",
      "char,xy", "java.time.DayOfWeek,monday"})
  void refusesTextThatIsNotAValueOfTheType(String type, String text) throws Exception {
    Class<?> cls = switch (type) {
      case "int" -> int.class;
      case "long" -> long.class;
      case "byte" -> byte.class;
      case "double" -> double.class;
      case "boolean" -> boolean.class;
      case "char" -> char.class;
      default -> Class.forName(type);
    };
    assertThrows(IllegalArgumentException.class, () -> ParamCheck.convert(cls, text));
  }

  @Test
  void leavesOtherTypesToJmh() {
    assertNull(ParamCheck.convert(java.math.BigInteger.class, "1"));
  }
}
