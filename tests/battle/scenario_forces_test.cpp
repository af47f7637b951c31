// The bundled scenarios' forces read cleanly through the same reader battle files use, so a
// campaign army can be fought by every resolver.
#include <gtest/gtest.h>

#include "base/data_dir.hpp"
#include "battle/force_xml.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::battle {
namespace {

struct Forces {
    int sides = 0, leaders = 0, armies = 0, units = 0;
    long long men = 0;
};

Forces readForces(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    const pugi::xml_node root = xml.root("scenario");
    ForceReader reader(xml, defaultRulebook());
    Forces f;
    for (const auto& side : root.child("sides").children("side")) {
        reader.readSide(side, {"treasury"});
        ++f.sides;
    }
    for (const auto& leader : root.child("leaders").children("leader")) {
        reader.readLeader(leader);
        ++f.leaders;
    }
    for (const auto& army : root.children("army")) {
        const ArmySpec spec =
            reader.readArmy(army, {"place", "route", "daysLeft"},
                            {"dead", "deserted", "mustered", "recruited"}, {"wounded", "captive"});
        ++f.armies;
        for (const auto& battal : spec.battals) {
            for (const auto& unit : battal.units) {
                ++f.units;
                f.men += unit.men;
            }
        }
    }
    return f;
}

TEST(ScenarioForces, CrecyHasTheEnglishHostAndTheFrenchArmies) {
    const Forces f = readForces(scenariosDir() / "crecy-1346.xml");
    EXPECT_EQ(f.sides, 2);
    EXPECT_EQ(f.armies, 4);
    EXPECT_EQ(f.units, 61);
    EXPECT_EQ(f.men, 14000 + 25000 + 2300 + 3500);
    EXPECT_EQ(f.leaders, 80);
}

}  // namespace
}  // namespace seneschal::battle
