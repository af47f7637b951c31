#pragma once
// A copy of the program's data folder (rules and scenarios) that the code under test reads for
// the life of this object: SENESCHAL_DATA_DIR points at it, and is put back as it was after. A
// test edits a rules file of the copy as a game master edits the rules, never the shipped one.
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "base/data_dir.hpp"

namespace seneschal::testing {

class DataDirCopy {
  public:
    explicit DataDirCopy(std::filesystem::path where) : path_(std::move(where)) {
        std::filesystem::copy(dataDir(), path_, std::filesystem::copy_options::recursive);
        if (const char* was = std::getenv("SENESCHAL_DATA_DIR")) before_ = was;
        ::setenv("SENESCHAL_DATA_DIR", path_.c_str(), 1);
    }
    ~DataDirCopy() {
        if (before_) {
            ::setenv("SENESCHAL_DATA_DIR", before_->c_str(), 1);
        } else {
            ::unsetenv("SENESCHAL_DATA_DIR");
        }
    }
    DataDirCopy(const DataDirCopy&) = delete;
    DataDirCopy& operator=(const DataDirCopy&) = delete;

    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path rulesFile(const std::string& name) const {
        return path_ / "rules" / name;
    }

  private:
    std::filesystem::path path_;
    std::optional<std::string> before_;
};

}  // namespace seneschal::testing
