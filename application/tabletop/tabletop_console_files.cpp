#include "application/tabletop/tabletop_console_files.hpp"

#include <fstream>
#include <sstream>

#include "application/battles/campaign_battle.hpp"
#include "application/tabletop/tabletop_console_xml.hpp"
#include "base/errors.hpp"
#include "battle/outcome_xml.hpp"
#include "campaign/file/output_file.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/tabletop_console_store.hpp"

namespace seneschal::application {

std::optional<TabletopConsole> loadCampaignConsole(campaign::CampaignFile& file,
                                                   const std::string& place) {
    SQLite::Database& db = file.db();
    const campaign::Found found = campaign::find(db, campaign::Subject::Place, place);
    const auto kept = campaign::readTabletopConsole(db, found.key);
    if (!kept) return std::nullopt;
    return consoleFromXml(*kept, "the tabletop console kept for " + found.name);
}

TabletopConsole openCampaignConsole(campaign::CampaignFile& file, const std::string& place,
                                    const battle::Rulebook& rules, std::optional<int> scale) {
    if (auto kept = loadCampaignConsole(file, place)) return std::move(*kept);
    const battle::BattleSetup setup =
        setUpCampaignBattle(file, place, battle::BattleType::Campaign, "godsacre");
    battle::BattleOutcome stamp;
    stampCampaignOutcome(file, place, stamp);
    return startConsole(setup, rules, scale, stamp.place, stamp.date);
}

void keepCampaignConsole(campaign::CampaignFile& file, const std::string& place,
                         const TabletopConsole& console) {
    SQLite::Database& db = file.db();
    const campaign::Found found = campaign::find(db, campaign::Subject::Place, place);
    campaign::saveTabletopConsole(db, found.key, found.name, consoleToXml(console));
}

void discardCampaignConsole(campaign::CampaignFile& file, const std::string& place) {
    SQLite::Database& db = file.db();
    const campaign::Found found = campaign::find(db, campaign::Subject::Place, place);
    campaign::discardTabletopConsole(db, found.key);
}

std::filesystem::path consoleFileFor(const std::filesystem::path& battleFile) {
    std::string name = battleFile.filename().string();
    const std::string xml = ".xml";
    if (name.size() > xml.size() && name.compare(name.size() - xml.size(), xml.size(), xml) == 0) {
        name.resize(name.size() - xml.size());
    }
    return battleFile.parent_path() / (name + ".console.xml");
}

namespace {

std::optional<std::string> consoleFileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TabletopConsole openBattleFileConsole(const std::filesystem::path& battleFile,
                                      const battle::Rulebook& rules, std::optional<int> scale) {
    if (const auto kept = consoleFileText(consoleFileFor(battleFile))) {
        return consoleFromXml(*kept, consoleFileFor(battleFile).string());
    }
    const battle::BattleSetup setup = battle::loadBattleFile(battleFile, rules);
    return startConsole(setup, rules, scale, "", "");
}

void keepBattleFileConsole(const std::filesystem::path& battleFile,
                           const TabletopConsole& console) {
    const std::filesystem::path path = consoleFileFor(battleFile);
    // Only a console of our own is replaced: a file of that name that is not one is the user's.
    if (const auto existing = consoleFileText(path)) {
        consoleFromXml(*existing, path.string());
    }
    campaign::writeOutputFile({path, "the console file"}, consoleToXml(console),
                              {true, {battleFile}});
}

void saveConsoleOutcome(const battle::BattleOutcome& outcome, const std::filesystem::path& out,
                        const std::filesystem::path& battleFile, bool replace) {
    campaign::writeOutputFile({out, "the outcome file"}, battle::writeOutcome(outcome),
                              {replace, {battleFile}});
}

}  // namespace seneschal::application
