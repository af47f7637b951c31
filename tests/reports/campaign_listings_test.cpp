#include "reports/campaign_listings.hpp"

#include <gtest/gtest.h>

#include <sstream>

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
                                 ""};
    campaign::RosterLine archers{"England",
                                 "English host",
                                 "Vanguard",
                                 "Archers, Cheshire",
                                 "longbowmen",
                                 "B",
                                 1000,
                                 0,
                                 30,
                                 0,
                                 12,
                                 "",
                                 ""};
    std::ostringstream out;
    rosterTable({knights, archers}, 20).write(out, TableFormat::Csv);
    EXPECT_EQ(
        out.str(),
        "side,army,battal,unit,type,class,present,wounded,captive,dead,deserted,figures,"
        "next return,held by\n"
        "England,English host,Vanguard,Prince's knights,knights,A,400,20,0,5,0,20,,\n"
        "England,English host,Vanguard,\"Archers, Cheshire\",longbowmen,B,1000,0,30,0,12,50,,\n");
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
