# libFuzzer harnesses (tests/fuzz/, the `fuzz` preset). Only code compiled with clang and
# -fsanitize=fuzzer-no-link is instrumented for coverage, so the project's own libraries are
# built that way too; the harnesses alone link the libFuzzer main (-fsanitize=fuzzer). System
# libraries (pugixml, SQLiteCpp, SQLite) stay uninstrumented: we fuzz our readers, not theirs.
if(SENESCHAL_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "SENESCHAL_FUZZ needs clang (libFuzzer): use `cmake --preset fuzz`")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
