// A side's dispatch (issue 35): over the Crécy campaign played several turns, with armies that
// come into sight and go out of it, no side's page, map or PDF holds the name, units, leaders,
// exact strength or orders of an enemy army it does not know; what it does know is there. The
// listings with --side keep to the same definition (side_knowledge.hpp).
#include "application/reports/dispatch.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "application/files/campaign_files.hpp"
#include "application/reports/listings.hpp"
#include "application/views/campaign_session.hpp"
#include "application/views/map_seen_by.hpp"
#include "application/views/side_knowledge.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/html_writer.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

using testing::kCrecyScenario;

// Whitespace runs made one space, so a name broken over two lines of a PDF still reads.
std::string squeezed(const std::string& text) {
    std::string out;
    bool space = false;
    for (const char c : text) {
        if (c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r') {
            space = true;
            continue;
        }
        if (space && !out.empty()) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

std::string dispatchPdfText(const testing::TempDir& dir, const std::string& name,
                            const std::string& bytes) {
    const std::filesystem::path pdf = dir / (name + ".pdf");
    std::ofstream(pdf, std::ios::binary) << bytes;
    std::string out;
    FILE* pipe = ::popen(("pdftotext '" + pdf.string() + "' - 2>&1").c_str(), "r");
    if (pipe == nullptr) {
        ADD_FAILURE() << "cannot run pdftotext";
        return out;
    }
    char buffer[4096];
    std::size_t read = 0;
    while ((read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, read);
    EXPECT_EQ(::pclose(pipe), 0) << out;
    return squeezed(out);
}

struct Texts {
    std::string html, svg, pdf;
};

// The words of an enemy army a side must not read unless it knows of it.
struct Secret {
    std::string what;  // for the message
    std::string text;
};

bool holds(const std::string& text, const std::string& words) {
    return text.find(words) != std::string::npos ||
           text.find(reports::xmlEscape(words)) != std::string::npos ||
           text.find(squeezed(words)) != std::string::npos;
}

class CrecyDispatch : public ::testing::Test {
  protected:
    testing::TempDir dir;
    CampaignSession session =
        CampaignSession::importScenario(kCrecyScenario, dir / "crecy.seneschal");
    int hiddenSeen = 0, scoutedSeen = 0, pages = 0;

    void advanceTurn() {
        AdvanceRequest request;
        request.days = 7;
        session.advance(request);
    }

    void march(const std::string& army, const std::string& place) {
        session.orderMarch({army, place, false});
    }

    // Every side's dispatch of the turn, checked against what the side knows.
    void checkEveryDispatch() {
        campaign::CampaignFile file = openCampaign(session.path(), CampaignAccess::Read);
        const map::MapView umpire = campaignMap(file, std::nullopt);
        const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
        for (const map::MapSide& side : umpire.sides) {
            const SideKnowledge knows = knowledgeOf(file, side.id);
            const Dispatch dispatch = buildDispatch(file, side.id);
            const Texts texts{
                dispatchXhtml(dispatch), dispatch.mapSvg,
                dispatchPdfText(dir, dispatchFileStem(dispatch), dispatchPdf(dispatch))};
            ++pages;
            // The side's own names, which may hold an enemy's ("French King's household
            // knights" holds "King's household knights"): such a secret cannot be told apart.
            std::vector<std::string> ownNames;
            for (const campaign::Army& stored : snapshot.armies) {
                if (stored.side != side.id) continue;
                ownNames.push_back(stored.name);
                for (const campaign::Battal& battal : stored.battals) {
                    ownNames.push_back(battal.name);
                    for (const campaign::Unit& unit : battal.units) ownNames.push_back(unit.name);
                }
            }
            const auto ownHolds = [&ownNames](const std::string& text) {
                return std::any_of(ownNames.begin(), ownNames.end(), [&](const std::string& n) {
                    return n.find(text) != std::string::npos;
                });
            };
            // Another side's wage bill ("Kingdom of England pays £147 10s in wages") is its own:
            // the chronicle of the turn tells a side of its own pay only.
            for (const map::MapSide& other : umpire.sides) {
                if (other.id == side.id) continue;
                const std::string bill = other.name + " pays ";
                for (std::size_t at = texts.html.find(bill); at != std::string::npos;
                     at = texts.html.find(bill, at + 1)) {
                    const std::string said = texts.html.substr(at, texts.html.find('.', at) - at);
                    EXPECT_EQ(said.find(" in wages"), std::string::npos)
                        << side.name << "'s dispatch, turn " << dispatch.turn << ": " << said;
                }
            }
            for (const map::MapArmy& army : umpire.armies) {
                if (army.side == side.name) {
                    EXPECT_TRUE(holds(texts.html, army.name)) << side.name << ": " << army.name;
                    EXPECT_TRUE(holds(texts.pdf, army.name)) << side.name << ": " << army.name;
                    continue;
                }
                std::vector<Secret> secrets;
                for (const campaign::Army& stored : snapshot.armies) {
                    if (stored.id != army.id) continue;
                    for (const campaign::Battal& battal : stored.battals) {
                        secrets.push_back({"battal", battal.name});
                        for (const campaign::Unit& unit : battal.units)
                            secrets.push_back({"unit", unit.name});
                    }
                    for (const campaign::Leader& leader : snapshot.leaders)
                        if (stored.leader && leader.id == *stored.leader)
                            secrets.push_back({"leader", leader.name});
                }
                if (army.where.stops.size() > 1) {
                    std::string orders;
                    for (const std::string& stop : army.where.stops)
                        orders += (orders.empty() ? "" : ", ") + umpire.findPlace(stop)->name;
                    secrets.push_back({"orders", orders});
                }
                if (!army.where.destinationDate.empty())
                    secrets.push_back({"arrival", army.where.destinationDate});
                if (knows.knowsOf(army.id)) {
                    ++scoutedSeen;
                    EXPECT_TRUE(holds(texts.html, army.name)) << side.name << ": " << army.name;
                    EXPECT_TRUE(holds(texts.svg, army.name)) << side.name << ": " << army.name;
                    const std::string reported =
                        "c. " + groupedNumber(knows.reportedMen(army.id, army.men));
                    EXPECT_TRUE(holds(texts.html, reported)) << side.name << ": " << reported;
                    if (army.men % knows.rules.strengthRoundedTo != 0)
                        secrets.push_back({"exact strength", groupedNumber(army.men)});
                } else {
                    ++hiddenSeen;
                    secrets.push_back({"army", army.name});
                }
                for (const Secret& secret : secrets) {
                    if (ownHolds(secret.text)) continue;
                    for (const auto& [form, text] : std::map<std::string, std::string>{
                             {"HTML", texts.html}, {"SVG", texts.svg}, {"PDF", texts.pdf}}) {
                        EXPECT_FALSE(holds(text, secret.text))
                            << side.name << "'s " << form << " on " << snapshot.info.name
                            << " turn " << dispatch.turn << " holds the " << secret.what << " '"
                            << secret.text << "' of " << army.name;
                    }
                }
            }
        }
    }
};

TEST_F(CrecyDispatch, NoSidesDispatchHoldsWhatItDoesNotKnowOverSeveralTurns) {
    checkEveryDispatch();  // turn 1: France's watch at Saint-Vaast sees the English land
    march("english-host", "carentan");
    march("caen-garrison", "saint-lo");
    advanceTurn();
    checkEveryDispatch();  // turn 2: Carentan and Saint-Lô, two days apart
    march("english-host", "cherbourg");
    march("caen-garrison", "caen");
    advanceTurn();
    checkEveryDispatch();  // turn 3: out of each other's sight
    march("english-host", "carentan");
    march("french-royal-army", "mantes");
    advanceTurn();
    checkEveryDispatch();
    // The campaign had both: armies a side saw and armies it did not.
    EXPECT_GT(scoutedSeen, 0);
    EXPECT_GT(hiddenSeen, 0);
    EXPECT_EQ(pages, 8);
}

// A dispatch is written as a turn begins: it tells the side what happened in the turn just
// played (whose orders it sent), not only the turn's first day.
TEST_F(CrecyDispatch, TheNextDispatchTellsOfTheTurnJustPlayed) {
    advanceTurn();  // 12 to 18 July played; turn 2 begins on 19 July
    campaign::CampaignFile file = openCampaign(session.path(), CampaignAccess::Read);
    const std::string page = dispatchXhtml(buildDispatch(file, "france"));
    for (const char* day : {"13 July", "18 July", "19 July"})
        EXPECT_TRUE(holds(page, std::string(day) + ". Kingdom of France pays")) << day;
    EXPECT_TRUE(holds(page, "Battles since 12 July 1346")) << "the turn just played, and this";
}

TEST_F(CrecyDispatch, TheFilesAreNamedForTheSideAndTurnAndAFolderThatIsNotOneIsRefused) {
    march("english-host", "carentan");
    advanceTurn();
    campaign::CampaignFile file = openCampaign(session.path(), CampaignAccess::Read);
    const std::filesystem::path out = dir / "turn";
    DispatchRequest request{"England", out, false};
    try {
        writeDispatch(file, request);
        ADD_FAILURE() << "wrote into a missing folder";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("--out"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(std::filesystem::exists(out));
    std::filesystem::create_directory(out);
    const std::string said = writeDispatch(file, request);
    EXPECT_TRUE(std::filesystem::exists(out / "england-turn-2.html")) << said;
    EXPECT_TRUE(std::filesystem::exists(out / "england-turn-2.pdf")) << said;
    EXPECT_NE(said.find("turn 2"), std::string::npos) << said;
    EXPECT_NE(said.find("orders due by 25 July 1346"), std::string::npos) << said;
    // Written once: again without --force refuses, naming the file.
    EXPECT_THROW(writeDispatch(file, request), UserError);
    request.side = "Navarre";
    request.replaceExisting = true;
    try {
        writeDispatch(file, request);
        ADD_FAILURE() << "accepted Navarre";
    } catch (const UserError& e) {
        EXPECT_EQ(std::string(e.what()).rfind("--side", 0), 0u) << e.what();
    }
}

TEST_F(CrecyDispatch, ThePageIsSelfContainedWithTheMapInline) {
    campaign::CampaignFile file = openCampaign(session.path(), CampaignAccess::Read);
    const std::string page = dispatchXhtml(buildDispatch(file, "france"));
    EXPECT_NE(page.find("<svg"), std::string::npos);
    EXPECT_EQ(page.find("<?xml", 1), std::string::npos);  // no second prolog inside
    for (const char* fetch : {"src=\"http", "href=\"http", "@import", "url(http", "url('http"})
        EXPECT_EQ(page.find(fetch), std::string::npos) << fetch;
    EXPECT_EQ(page.find("<script src"), std::string::npos);
    EXPECT_EQ(page.find("<link"), std::string::npos);
}

TEST_F(CrecyDispatch, TheListingsWithASideShowOnlyItsOwn) {
    campaign::CampaignFile file = openCampaign(session.path(), CampaignAccess::Read);
    std::ostringstream all, french, treasury;
    rosterListing(file, std::nullopt).writeText(all, 400);
    rosterListing(file, std::nullopt, std::string("France")).writeText(french, 400);
    EXPECT_NE(all.str().find("Prince's household knights"), std::string::npos);
    EXPECT_EQ(french.str().find("Prince's household knights"), std::string::npos) << french.str();
    EXPECT_EQ(french.str().find("English host"), std::string::npos) << french.str();
    EXPECT_NE(french.str().find("Caen garrison"), std::string::npos) << french.str();
    const reports::Table sides = treasuryListing(file, std::string("england"));
    EXPECT_EQ(sides.rowCount(), 1u);
    EXPECT_EQ(treasuryListing(file).rowCount(), 2u);
    EXPECT_THROW(prisonersListing(file, std::string("Navarre")), UserError);
}

}  // namespace
}  // namespace seneschal::application
