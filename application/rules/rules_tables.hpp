#pragma once
// Every table of every rules file, read as it stands in the file, for `seneschal-cli rules show`
// and `rules check` (issue 19, "Every table explained"). One generic reader: a table is a child
// element of the file's root, named by its element ("moves", "casualtyTable"); its rows are its
// child elements and its columns their attributes, or, for an element without children, its own
// attributes one a row. What each table holds is told by the file itself, never by code: the
// table's `legend` (what its rows and columns are), its `provenance` (the seed's, the published
// rules', or reconstructed; a row may carry its own) and `seedNumbers` (the numbers that are the
// seed's inside a table or row marked otherwise: "doubleAtOrBelow", or "dice[5]" for the fifth
// item of a list), and the root's `reasons` (where the reconstructed tables are explained).
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace seneschal::application {

struct RulesTableView {
    std::string file;        // as given: "godsacre.xml" for a shipped file, else the path
    std::string name;        // the element: "moves"
    std::string rule;        // its rule IDs: "GA-MOVE-DIST"
    std::string provenance;  // "seed", "published" or "reconstructed" (its own or its file's)
    std::string legend;      // one paragraph, whitespace collapsed
    std::string reasons;     // the file's document of reasons, e.g. "docs/rules/reconstructed.md"
    // The element's own numbers (a cap, a threshold): attribute and value, a value the seed's
    // in a table marked otherwise followed by kSeedMark.
    std::vector<std::pair<std::string, std::string>> settings;
    // The rows: headings are attribute names (or "1".."N" for list items zipped with '/'),
    // with "kind" first when the rows are of several kinds and "provenance" last when a row
    // says its own.
    std::vector<std::string> headings;
    std::vector<std::vector<std::string>> rows;
    bool seedMarks = false;              // some value carries kSeedMark
    std::vector<std::string> otherRows;  // rows whose provenance differs from the table's
};

inline constexpr const char* kSeedMark = "*";

// The shipped rules files (data/rules/*.xml), sorted by name.
std::vector<std::filesystem::path> shippedRulesFiles();

// Every table of one rules file, in file order. Throws DataError (file and line) for a file
// that is not well-formed XML, for a table or row whose provenance is not seed, published or
// reconstructed, or for a seedNumbers naming a number the element does not have.
std::vector<RulesTableView> rulesTablesOf(const std::filesystem::path& file,
                                          const std::string& shownName);

struct RulesShowRequest {
    std::string table;  // the element name
    std::string file;   // a game master's copy; empty: every shipped file
    std::string rules;  // a shipped file by its stem ("postcard"); empty: all of them
};

// The tables of that name, one per file that has it (a name such as "scale" is in several
// files; one a file repeats, such as "randomFactors", is shown each time). Throws UserError
// naming the table and listing the tables that exist when there is none.
std::vector<RulesTableView> showRulesTable(const RulesShowRequest& request);

// One sentence: "reconstructed: the seed's table is lost or silent; the reasons are in ...".
std::string provenanceWords(const RulesTableView& table);

}  // namespace seneschal::application
