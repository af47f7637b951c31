# One interface target carries the project's warning policy; every project target links it.
add_library(seneschal_warnings INTERFACE)
target_compile_options(seneschal_warnings INTERFACE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
  -Wno-sign-conversion)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  # GCC 12 at -O2/-O3 reports -Wrestrict and -Wstringop-overflow inside libstdc++'s own
  # std::string concatenation (GCC bug 105329, fixed in 13): noise, not our code.
  target_compile_options(seneschal_warnings INTERFACE -Wno-restrict -Wno-stringop-overflow)
endif()
if(SENESCHAL_WERROR)
  target_compile_options(seneschal_warnings INTERFACE -Werror)
endif()
