# ASan + UBSan for the `asan` preset. Toolkit leaks (GTK, fontconfig) are suppressed in
# tests/sanitizers/lsan.supp, which the test environment points LSAN_OPTIONS at.
if(SENESCHAL_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
