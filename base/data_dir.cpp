#include "base/data_dir.hpp"

#include <cstdlib>

#include "base/errors.hpp"

namespace seneschal {

namespace fs = std::filesystem;

fs::path dataDir() {
    if (const char* env = std::getenv("SENESCHAL_DATA_DIR"); env != nullptr && *env != '\0') {
        return fs::path(env);
    }
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path candidate = exe.parent_path().parent_path() / "share" / "seneschal";
        if (fs::is_directory(candidate / "rules", ec)) return candidate;
    }
    throw UserError(
        "cannot find Seneschal's data folder (rules and scenarios): expected share/seneschal "
        "beside the program's folder, or set SENESCHAL_DATA_DIR");
}

fs::path rulesDir() {
    return dataDir() / "rules";
}
fs::path scenariosDir() {
    return dataDir() / "scenarios";
}

}  // namespace seneschal
