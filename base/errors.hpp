#pragma once
// The one exception hierarchy of Seneschal. Libraries throw; only the shells (CLI, GUI)
// catch and show the message.
#include <stdexcept>
#include <string>

namespace seneschal {

// Something the user can fix: an unknown name, a bad count, a refused action.
class UserError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Where in a data file a problem sits. Line 0 means the file as a whole.
struct DataLocation {
    std::string file;
    int line = 0;
    std::string element;  // the element (and attribute) at fault, e.g. "troopType@points"

    std::string describe() const;
};

// A data file (rules table, scenario, battle or outcome file) that cannot be used.
class DataError : public UserError {
  public:
    DataError(DataLocation where, const std::string& what);
    const DataLocation& where() const { return where_; }

  private:
    DataLocation where_;
};

}  // namespace seneschal
