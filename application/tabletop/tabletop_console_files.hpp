#pragma once
// Where an open tabletop console is kept (issue 18: it survives closing the program), for both
// shells: for a campaign battle, in the campaign file beside the pending battle
// (campaign/stores/tabletop_console_store.hpp); for a battle file fought with no campaign, in a
// file of its own beside the battle file. No wx.
#include <filesystem>
#include <optional>
#include <string>

#include "application/tabletop/tabletop_console.hpp"
#include "battle/rulebook.hpp"
#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

// The console kept for the battle pending at `place` (id or name), if any. Throws UserError for
// an unknown place, DataError when the kept text cannot be read.
std::optional<TabletopConsole> loadCampaignConsole(campaign::CampaignFile& file,
                                                   const std::string& place);
// The console kept there, or a new one for the battle pending there (setUpCampaignBattle), at
// `scale` men a figure (the rules' when not given). Throws UserError when no battle is pending.
TabletopConsole openCampaignConsole(campaign::CampaignFile& file, const std::string& place,
                                    const battle::Rulebook& rules, std::optional<int> scale);
// Keeps it (one transaction, no ledger entry: the console has its own undo).
void keepCampaignConsole(campaign::CampaignFile& file, const std::string& place,
                         const TabletopConsole& console);
void discardCampaignConsole(campaign::CampaignFile& file, const std::string& place);

// "crecy.battle.xml" -> "crecy.battle.console.xml", beside it.
std::filesystem::path consoleFileFor(const std::filesystem::path& battleFile);
// The console kept beside the battle file, or a new one for it.
TabletopConsole openBattleFileConsole(const std::filesystem::path& battleFile,
                                      const battle::Rulebook& rules, std::optional<int> scale);
// Writes the console beside the battle file, whole or not at all.
void keepBattleFileConsole(const std::filesystem::path& battleFile, const TabletopConsole& console);

// Writes a battle file's outcome as an outcome file (docs/formats.md) at `out`, never over the
// battle file or a campaign; over an existing file only when `replace` (the save dialog asked).
void saveConsoleOutcome(const battle::BattleOutcome& outcome, const std::filesystem::path& out,
                        const std::filesystem::path& battleFile, bool replace);

}  // namespace seneschal::application
