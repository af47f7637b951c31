#pragma once
// A small campaign built in code, for tests that should not depend on the scenario reader.
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/model.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::testing {

inline campaign::CampaignSnapshot sampleCampaign() {
    using namespace campaign;
    CampaignSnapshot s;
    s.info.id = "sample";
    s.info.name = "Sample campaign";
    s.info.rules = "godsacre";
    s.info.reckoning = Reckoning::Julian;
    s.info.start = parseDate(Reckoning::Julian, "1346-07-12");
    s.info.date = s.info.start;
    s.info.currency = "pounds";
    s.info.options = {"campaign-factors"};
    s.info.mapWidth = 400;
    s.info.mapHeight = 300;
    s.sides = {{"england", "England", "#b22234", 5000}, {"france", "France", "#0055a4", 9000}};
    s.places = {{"hougue", "La Hougue", "town", 10, 20, "france", "coast"},
                {"valognes", "Valognes", "town", 40, 30, "france", "open"},
                {"carentan", "Carentan", "castle", 80, 60, "france", "marsh"}};
    s.routes = {{
                    "hougue",
                    "valognes",
                    "road",
                    1,
                    1,
                },
                {"valognes", "carentan", "road", 2, 1}};
    Leader edward{"edward", "Edward", "england", "king", 5, "bold", LeaderStatus::Active, {}, {}};
    Leader thomas{"thomas",
                  "Thomas",
                  "england",
                  "knight",
                  3,
                  {},
                  LeaderStatus::Wounded,
                  s.info.start.plusDays(10),
                  {}};
    Leader raoul{"raoul", "Raoul", "france", "count", 3, {}, LeaderStatus::Captive, {}, "england"};
    s.leaders = {edward, thomas, raoul};
    Unit knights;
    knights.id = "knights";
    knights.name = "Knights";
    knights.type = "knights";
    knights.troopClass = TroopClass::A;
    knights.present = 400;
    knights.wounded = {{20, s.info.start.plusDays(5)}};
    knights.dead = 5;
    knights.mustered = 425;
    Unit archers;
    archers.id = "archers";
    archers.name = "Archers";
    archers.type = "longbowmen";
    archers.troopClass = TroopClass::B;
    archers.weapons = std::vector<std::string>{"longbow", "sword"};
    archers.leader = "thomas";
    archers.present = 1000;
    archers.captives = {{30, "france"}};
    archers.mustered = 1030;
    Battal vanguard{"vanguard", "Vanguard", {}, BattalOrders::Attack, {knights, archers}};
    Army host;
    host.id = "host";
    host.name = "English host";
    host.side = "england";
    host.leader = "edward";
    host.place = "hougue";
    host.battals = {vanguard};
    s.armies = {host};
    return s;
}

inline campaign::CampaignFile createSampleFile(const std::filesystem::path& path) {
    auto file = campaign::CampaignFile::create(path);
    campaign::writeSnapshot(file.db(), sampleCampaign());
    return file;
}

}  // namespace seneschal::testing
