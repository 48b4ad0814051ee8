package dev.tictactoe.cli;

import dev.tictactoe.text.Quote;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/**
 * Checks {@code bench -p NAME=V1,V2} values before any JVM is forked.
 *
 * <p>JMH itself meets a bad value only inside a fork, where it prints a stack trace and fails the
 * run. Here every value must first convert to the type of the benchmark's {@code @Param} field,
 * and then pass the benchmark's own trial setup, run once in this JVM with that value and the
 * other parameters at their defaults. The setups refuse what they cannot measure (n = 1 for a move
 * benchmark, an unknown position name) with a message, and that message is what the user sees.
 * A parameter may live on the benchmark class or on one of its nested {@code @State} classes;
 * the check runs the setup of whichever declares it.
 */
final class ParamCheck {
  private ParamCheck() {}

  /**
   * Why one of the values cannot be run, or empty when all can.
   *
   * @param selected the benchmarks that will run
   * @param params the overridden parameters, name to comma-separated values
   */
  static Optional<String> problem(Collection<BenchmarkListEntry> selected,
      Map<String, String> params) {
    Map<String, BenchmarkListEntry> byClass = new LinkedHashMap<>();
    selected.forEach(b -> byClass.putIfAbsent(b.getUserClassQName(), b));
    for (BenchmarkListEntry benchmark : byClass.values()) {
      Class<?> type;
      try {
        type = Class.forName(benchmark.getUserClassQName());
      } catch (ClassNotFoundException e) {
        return Optional.of(benchmark.getUserClassQName() + " is listed but not in the jar");
      }
      for (Map.Entry<String, String> param : params.entrySet()) {
        Field field = paramField(type, param.getKey());
        if (field == null) {
          continue; // a parameter of another selected benchmark
        }
        for (String value : param.getValue().split(",")) {
          Optional<String> problem = tryValue(benchmark, type, field, value);
          if (problem.isPresent()) {
            return Optional.of(param.getKey() + "=" + value + ": " + problem.get());
          }
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<String> tryValue(BenchmarkListEntry benchmark, Class<?> type,
      Field field, String value) {
    Object converted;
    try {
      converted = convert(field.getType(), value);
    } catch (IllegalArgumentException e) {
      return Optional.of(Quote.of(value) + " is not a valid " + field.getType().getSimpleName()
          + " (" + type.getSimpleName() + "." + field.getName() + ")");
    }
    if (converted == null) {
      return Optional.empty(); // a type this check does not know: JMH will convert it
    }
    try {
      Class<?> holder = field.getDeclaringClass(); // the benchmark, or one of its @State classes
      Object instance = holder.getDeclaredConstructor().newInstance();
      Map<String, String[]> defaults = ComputedParams.of(benchmark);
      for (Field other : holder.getFields()) {
        String[] values = defaults.get(other.getName());
        if (other.isAnnotationPresent(Param.class) && values != null && values.length > 0) {
          Object fallback = convert(other.getType(), values[0]);
          if (fallback != null) {
            other.set(instance, fallback);
          }
        }
      }
      field.set(instance, converted);
      for (Method setup : holder.getMethods()) {
        Setup annotation = setup.getAnnotation(Setup.class);
        if (annotation != null && annotation.value() == Level.Trial
            && setup.getParameterCount() == 0) {
          setup.invoke(instance);
        }
      }
      return Optional.empty();
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      return Optional.of(type.getSimpleName() + " cannot run it: " + (cause.getMessage() == null
          ? cause.toString() : cause.getMessage()));
    } catch (ReflectiveOperationException | RuntimeException e) {
      return Optional.empty(); // not a plain benchmark class: leave the value to JMH
    }
  }

  /**
   * The {@code @Param} field of that name on the benchmark class or on one of its nested
   * {@code @State} classes (where a benchmark keeps parameters that only some methods use).
   */
  private static Field paramField(Class<?> type, String name) {
    List<Class<?>> holders = new ArrayList<>(List.of(type));
    for (Class<?> nested : type.getClasses()) {
      if (nested.isAnnotationPresent(State.class)) {
        holders.add(nested);
      }
    }
    for (Class<?> holder : holders) {
      try {
        Field field = holder.getField(name);
        if (field.isAnnotationPresent(Param.class) && !Modifier.isStatic(field.getModifiers())) {
          return field;
        }
      } catch (NoSuchFieldException e) {
        // not on this one
      }
    }
    return null;
  }

  /**
   * The value as JMH would set it on a field of this type, or null for a type not handled here.
   *
   * @throws IllegalArgumentException if the text is not a value of the type
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Object convert(Class<?> type, String text) {
    if (type == String.class) {
      return text;
    } else if (type == int.class || type == Integer.class) {
      return Integer.valueOf(text);
    } else if (type == long.class || type == Long.class) {
      return Long.valueOf(text);
    } else if (type == short.class || type == Short.class) {
      return Short.valueOf(text);
    } else if (type == byte.class || type == Byte.class) {
      return Byte.valueOf(text);
    } else if (type == double.class || type == Double.class) {
      return Double.valueOf(text);
    } else if (type == float.class || type == Float.class) {
      return Float.valueOf(text);
    } else if (type == boolean.class || type == Boolean.class) {
      if (!text.equals("true") && !text.equals("false")) {
        throw new IllegalArgumentException(text);
      }
      return Boolean.valueOf(text);
    } else if (type == char.class || type == Character.class) {
      if (text.length() != 1) {
        throw new IllegalArgumentException(text);
      }
      return text.charAt(0);
    } else if (type.isEnum()) {
      return Enum.valueOf((Class<? extends Enum>) type, text);
    }
    return null;
  }
}
