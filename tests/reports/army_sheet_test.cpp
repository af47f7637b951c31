// The army sheet (issue 37) of the bundled Crécy campaign, printed as PDF and read back by
// poppler's pdftotext as a reader's viewer would: every unit and every leader of each army is
// there whole (never cut short with "…"), every column heading is there, and a battal takes no
// more than a page of its own. The figures and points are the rule book's: at another scale the
// figures change as men / scale.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/pdf_writer.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::reports {
namespace {

std::string armySheetPdfText(const seneschal::testing::TempDir& dir, const std::string& name,
                             const std::string& bytes) {
    const std::filesystem::path pdf = dir / (name + ".pdf");
    std::ofstream(pdf, std::ios::binary) << bytes;
    std::string out;
    FILE* pipe = ::popen(("pdftotext -layout '" + pdf.string() + "' - 2>&1").c_str(), "r");
    if (pipe == nullptr) {
        ADD_FAILURE() << "cannot run pdftotext";
        return out;
    }
    char buffer[4096];
    std::size_t read = 0;
    while ((read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, read);
    EXPECT_EQ(::pclose(pipe), 0) << out << " (poppler-utils: scripts/install-deps.sh)";
    return out;
}

std::size_t pageCount(const std::string& text) {
    std::size_t pages = 0;
    for (char c : text) pages += c == '\f' ? 1 : 0;
    return pages;
}

class ArmySheet : public ::testing::Test {
  protected:
    void SetUp() override {
        campaign::importScenario(seneschal::testing::kCrecyScenario, dir_ / "crecy.seneschal",
                                 false);
    }
    campaign::CampaignFile open() { return campaign::CampaignFile::open(dir_ / "crecy.seneschal"); }
    seneschal::testing::TempDir dir_;
};

TEST_F(ArmySheet, EveryUnitLeaderAndHeadingIsPrintedWholeAndABattalFitsAPage) {
    auto file = open();
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
    ASSERT_FALSE(snapshot.armies.empty());
    for (const campaign::Army& army : snapshot.armies) {
        ReportFilter filter;
        filter.army = campaign::find(file.db(), campaign::Subject::Army, army.id).key;
        const Document sheet = armySheetReport(file.db(), filter);
        const std::string text = armySheetPdfText(dir_, army.id, pdfDocument(sheet));
        EXPECT_NE(text.find(army.name), std::string::npos) << army.name;
        EXPECT_EQ(text.find("\u2026"), std::string::npos)
            << "something is cut short on the sheet of " << army.name << ":\n"
            << text;
        for (const char* heading :
             {"unit", "troop type", "in words", "class", "weapons", "formation", "MV", "men",
              "figures", "points", "leader", "casualties", "rank", "CV", "character", "commands",
              "command points"}) {
            EXPECT_NE(text.find(heading), std::string::npos) << heading << ", " << army.name;
        }
        std::size_t battals = 0;
        for (const campaign::Battal& battal : army.battals) {
            ++battals;
            EXPECT_NE(text.find(battal.name), std::string::npos) << battal.name;
            for (const campaign::Unit& unit : battal.units) {
                EXPECT_NE(text.find(unit.name), std::string::npos)
                    << unit.name << " is not on the sheet of " << army.name;
            }
        }
        for (const campaign::Leader& leader : snapshot.leaders) {
            const bool ofArmy = [&] {
                if (army.leader == leader.id) return true;
                for (const campaign::Battal& battal : army.battals) {
                    if (battal.leader == leader.id) return true;
                    for (const campaign::Unit& unit : battal.units)
                        if (unit.leader == leader.id) return true;
                }
                return false;
            }();
            if (ofArmy) {
                EXPECT_NE(text.find(leader.name), std::string::npos)
                    << leader.name << " is not on the sheet of " << army.name;
            }
        }
        EXPECT_LE(pageCount(text), std::max<std::size_t>(battals, 1)) << army.name;
    }
}

TEST_F(ArmySheet, FiguresAreTheMenAtTheScaleChosen) {
    auto file = open();
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
    const campaign::Unit& unit = snapshot.armies.front().battals.front().units.front();
    ASSERT_GT(unit.present, 40);
    for (const int scale : {20, 10}) {
        ReportFilter filter;
        filter.army =
            campaign::find(file.db(), campaign::Subject::Army, snapshot.armies.front().id).key;
        filter.menPerFigure = scale;
        const Document sheet = armySheetReport(file.db(), filter);
        const TableBlock* units = sheet.findTable("units");
        ASSERT_NE(units, nullptr);
        const auto& columns = units->table.columns();
        std::size_t unitColumn = 0, figuresColumn = 0;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            if (columns[c].header == "unit") unitColumn = c;
            if (columns[c].header == "figures") figuresColumn = c;
        }
        bool found = false;
        for (const auto& row : units->table.rows()) {
            if (row[unitColumn] != unit.name) continue;
            found = true;
            EXPECT_EQ(row[figuresColumn], std::to_string(unit.present / scale)) << scale;
        }
        EXPECT_TRUE(found) << unit.name;
        EXPECT_NE(sheet.subtitle().find(std::to_string(scale) + " men a figure"), std::string::npos)
            << sheet.subtitle();
    }
}

}  // namespace
}  // namespace seneschal::reports
