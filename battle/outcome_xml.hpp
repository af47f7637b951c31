#pragma once
// The battle outcome file (docs/formats.md, "Battle outcome"): what the resolvers write and
// what a game master writes or edits by hand after a tabletop game. Reading is strict: every
// problem is a DataError naming the file, line, element and attribute, and an outcome that
// reads is consistent (checkOutcome). Writing is deterministic: the same outcome gives the
// same bytes.
#include <filesystem>
#include <string>

#include "battle/outcome.hpp"

namespace seneschal::battle {

// menPerFigure is the scale of the outcome's rules (GA-SCALE), needed to check the counts.
BattleOutcome readOutcome(const std::filesystem::path& path, int menPerFigure);
BattleOutcome readOutcomeFromString(const std::string& xml, const std::string& name,
                                    int menPerFigure);

// The same file as a draft the game master is still typing (the tabletop entry keeps one in
// the campaign): every element and attribute read as strictly, but the counts need not agree
// yet (checkOutcome), for a draft keeps the very values that were refused.
BattleOutcome readOutcomeDraftFromString(const std::string& xml, const std::string& name,
                                         int menPerFigure);

std::string writeOutcome(const BattleOutcome& outcome);
void writeOutcomeFile(const BattleOutcome& outcome, const std::filesystem::path& path);

// The word the file uses for a drawn battle in <outcome winner="...">.
inline constexpr const char* kDrawWord = "draw";

}  // namespace seneschal::battle
