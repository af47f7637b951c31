#include "reports/campaign_listings.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace seneschal::reports {
namespace {

TEST(GA_SCALE, FiguresAreTheWholeFiguresOfTwentyMenPresent) {
    EXPECT_EQ(figuresFor(400, 20), 20);
    EXPECT_EQ(figuresFor(409, 20), 20);
    EXPECT_EQ(figuresFor(419, 20), 20);
    EXPECT_EQ(figuresFor(420, 20), 21);
    EXPECT_EQ(figuresFor(9, 20), 0);
    EXPECT_EQ(figuresFor(0, 20), 0);
}

TEST(RosterTable, CsvHasTheAgreedHeaderAndOneRowPerUnit) {
    campaign::RosterLine knights{"England",  "English host",
                                 "Vanguard", "Prince's knights",
                                 "knights",  "A",
                                 400,        20,
                                 0,          5,
                                 0,          "",
                                 "",         "england",
                                 "host",     "vanguard",
                                 "knights-1"};
    campaign::RosterLine archers{"England",    "English host",
                                 "Vanguard",   "Archers, Cheshire",
                                 "longbowmen", "B",
                                 1000,         0,
                                 30,           0,
                                 12,           "",
                                 "",           "england",
                                 "host",       "vanguard",
                                 "archers-1"};
    std::ostringstream out;
    rosterTable({knights, archers}, 20).write(out, TableFormat::Csv);
    EXPECT_EQ(
        out.str(),
        "side,army,battal,unit,type,class,present,wounded,captive,dead,deserted,figures,"
        "next return,held by,side id,army id,battal id,unit id\n"
        "England,English host,Vanguard,Prince's knights,knights,A,400,20,0,5,0,20,,,england,host,"
        "vanguard,knights-1\n"
        "England,English host,Vanguard,\"Archers, Cheshire\",longbowmen,B,1000,0,30,0,12,50,,,"
        "england,host,vanguard,archers-1\n");
}

// Issue 37: in the text the units stand under their side, army and battal, each said once on a
// line of its own, so a long army's name is never cut to "English…" and the unit's name is
// whole in 100 columns; the CSV keeps them as columns.
TEST(RosterTable, TextGroupsUnitsUnderSideArmyAndBattalAndKeepsNamesWhole) {
    const std::string army = "The Prince of Wales's host of the March of Gascony";
    std::vector<campaign::RosterLine> lines;
    for (const char* battal : {"The Vanguard under the Earl of Warwick", "The Rearguard"}) {
        for (const char* unit :
             {"Household knights of the Black Prince", "Mounted archers of Cheshire and Flint"}) {
            campaign::RosterLine line;
            line.side = "Kingdom of England";
            line.army = army;
            line.battal = battal;
            line.unit = unit;
            line.type = "knights";
            line.troopClass = "A";
            line.present = 14000;
            lines.push_back(line);
        }
    }
    std::ostringstream out;
    rosterTable(lines, 20).writeText(out, 100);
    const std::string text = out.str();
    EXPECT_EQ(text.find("\u2026"), std::string::npos) << text;
    std::istringstream read(text);
    std::vector<std::string> rows;
    for (std::string row; std::getline(read, row);) {
        EXPECT_LE(displayWidth(row), 100u) << row;
        rows.push_back(row);
    }
    // The side, the army, each battal once; the units under them with their men grouped.
    const auto count = [&](const std::string& what) {
        std::size_t n = 0;
        for (const std::string& row : rows) n += row.find(what) != std::string::npos ? 1 : 0;
        return n;
    };
    EXPECT_EQ(count("Kingdom of England"), 1u) << text;
    EXPECT_EQ(count(army), 1u) << text;
    EXPECT_EQ(count("The Vanguard under the Earl of Warwick"), 1u) << text;
    EXPECT_EQ(count("The Rearguard"), 1u) << text;
    EXPECT_EQ(count("Household knights of the Black Prince"), 2u) << text;
    EXPECT_EQ(count("14,000"), 4u) << text;
    std::ostringstream csv;
    rosterTable(lines, 20).writeCsv(csv);
    EXPECT_NE(csv.str().find("\nKingdom of England,The Prince of Wales's host"), std::string::npos)
        << csv.str();
}

TEST(LedgerTable, ChangesShowTheirSign) {
    campaign::LedgerLine recruit{
        3,         "1346-07-20", "recruit",  "Recruit 50 men into Archers", "unit Archers",
        "present", 50,           "recruited"};
    campaign::LedgerLine ransom{
        4,          "1346-07-21", "ransom",     "Ransom Raoul for 3000", "side England",
        "treasury", -3000,        "ransom paid"};
    std::ostringstream out;
    ledgerTable({recruit, ransom}).write(out, TableFormat::Csv);
    EXPECT_NE(out.str().find(",present,+50,"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find(",treasury,-3000,"), std::string::npos) << out.str();
}

}  // namespace
}  // namespace seneschal::reports
