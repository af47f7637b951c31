# libFuzzer harnesses (tests/fuzz/), built in the sanitized tree (the `asan` preset): one tree
# serves the sanitized suite and the fuzzers, where a third tree took five minutes more of CI to
# build (docs/reliability.md). Only code compiled with clang's coverage instrumentation guides
# libFuzzer, so the project's own code is built with it: an 8-bit counter an edge and the table
# of their places, the two libFuzzer needs (a few per cent on the sanitized suite; without
# libFuzzer linked, the sanitizer runtime's own empty hooks receive them). The harnesses alone
# link the libFuzzer main (-fsanitize=fuzzer). System libraries (pugixml, SQLiteCpp, SQLite)
# stay uninstrumented: we fuzz our readers, not theirs.
if(SENESCHAL_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang" OR NOT SENESCHAL_SANITIZE)
    message(FATAL_ERROR "SENESCHAL_FUZZ needs clang (libFuzzer) and SENESCHAL_SANITIZE: use `cmake --preset asan`")
  endif()
  add_compile_options(-fsanitize-coverage=inline-8bit-counters,pc-table)
endif()
