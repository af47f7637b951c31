#pragma once
// `rules check`: validate any file of data/rules/ with the loader its root names, and say in
// one line what it holds. Errors are DataErrors naming file, line and element.
#include <filesystem>
#include <string>

namespace seneschal::battle {

struct RulesCheck {
    std::string rulesId;  // the root's id, e.g. "godsacre"
    std::string summary;  // what was loaded
};

RulesCheck checkRulesFile(const std::filesystem::path& path);

}  // namespace seneschal::battle
