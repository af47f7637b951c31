#pragma once
// Help > Rules reference: the procedures of play in plain words for players, each with the
// rules tables it uses read from the rules data files and where their numbers come from. The
// words live in data/help/rules-reference.xml; the tables are read from the files the engine plays
// by, so what a player reads is what the engine uses.
#include <filesystem>
#include <string>
#include <vector>

namespace seneschal::application {

struct ReferenceTable {
    std::string title;
    std::string file;        // "godsacre.xml"
    std::string path;        // the XPath of the table's element in that file
    std::string provenance;  // "seed", "published" or "reconstructed"
    std::string provenanceWords;
    std::string legend;  // the file's own: what the rows and columns are (empty if none)
    std::vector<std::string> headings;
    std::vector<std::vector<std::string>> rows;
};

struct ReferenceSection {
    std::string id;
    std::string part;  // "God's Acre", "The campaign", "Quick resolvers"
    std::string title;
    std::vector<std::string> words;  // paragraphs
    std::vector<std::string> rules;  // rule IDs, e.g. "GA-SEQ"
    std::vector<ReferenceTable> tables;
};

struct RulesReference {
    std::vector<ReferenceSection> sections;
};

// Reads the words (data/help/rules-reference.xml; kept out of data/rules, where every file is a
// rules file `rules check` validates) and every table they name from the rules files in
// rulesDir. Throws std::runtime_error naming the file and the table when one is missing.
RulesReference loadRulesReference(const std::filesystem::path& referenceFile,
                                  const std::filesystem::path& rulesDir);

// The reference as one self-contained XHTML page: a contents list linking to each section.
std::string rulesReferenceXhtml(const RulesReference& reference);

// "menPerFigure" -> "Men per figure", "open-woods" -> "open woods"; all-capital codes kept.
std::string readableHeading(const std::string& name);

}  // namespace seneschal::application
