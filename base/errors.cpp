#include "base/errors.hpp"

namespace seneschal {

std::string DataLocation::describe() const {
    std::string s = file.empty() ? std::string("<input>") : file;
    if (line > 0) s += ":" + std::to_string(line);
    if (!element.empty()) s += ": <" + element + ">";
    return s;
}

DataError::DataError(DataLocation where, const std::string& what)
    : UserError(where.describe() + ": " + what), where_(std::move(where)) {}

}  // namespace seneschal
