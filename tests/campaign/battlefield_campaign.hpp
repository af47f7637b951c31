#pragma once
// Two hostile armies on one field, for the aftermath tests: every number of the hand-worked
// outcome in aftermath_apply_test.cpp starts from these strengths.
#include "battle/outcome.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/model.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::testing {

inline campaign::Unit fieldUnit(const std::string& id, const std::string& name,
                                const std::string& type, const std::string& cls,
                                campaign::Men men) {
    campaign::Unit unit;
    unit.id = id;
    unit.name = name;
    unit.type = type;
    unit.troopClass = campaign::enumFromText<campaign::TroopClass>(cls).value();
    unit.present = men;
    unit.mustered = men;
    return unit;
}

inline campaign::CampaignSnapshot battlefieldCampaign(const std::string& date = "1346-08-26") {
    using namespace campaign;
    CampaignSnapshot s;
    s.info.id = "field";
    s.info.name = "A field";
    s.info.rules = "godsacre";
    s.info.reckoning = Reckoning::Julian;
    s.info.start = parseDate(Reckoning::Julian, date);
    s.info.date = s.info.start;
    s.info.currency = "pounds";
    s.sides = {{"england", "England", "#b22234", 5000}, {"france", "France", "#0055a4", 9000}};
    s.places = {{"aubrey", "Aubrey", "field", 10, 20, {}, "open"},
                {"rue", "Rue", "town", 40, 30, "france", "town"}};
    s.routes = {{"aubrey", "rue", "road", 1, 1}};
    s.leaders = {{"edward", "Edward", "england", "king", 5, "bold", LeaderStatus::Active, {}, {}},
                 {"jean", "Jean", "france", "count", 3, {}, LeaderStatus::Active, {}, {}},
                 {"hugh", "Hugh", "france", "knight", 2, {}, LeaderStatus::Active, {}, {}}};
    Army english;
    english.id = "english-host";
    english.name = "English host";
    english.side = "england";
    english.leader = "edward";
    english.place = "aubrey";
    english.battals = {{"vanguard",
                        "Vanguard",
                        {},
                        BattalOrders::Attack,
                        {fieldUnit("english-knights", "English knights", "knights", "A", 400),
                         fieldUnit("archers", "Archers", "longbowmen", "B", 1010)}}};
    Army french;
    french.id = "french-host";
    french.name = "French host";
    french.side = "france";
    french.leader = "jean";
    french.place = "aubrey";
    Unit knights = fieldUnit("french-knights", "French knights", "knights", "B", 300);
    knights.leader = "hugh";
    french.battals = {{"first",
                       "First battle",
                       {},
                       BattalOrders::Attack,
                       {knights, fieldUnit("men-at-arms", "Men-at-arms", "men-at-arms", "B", 500),
                        fieldUnit("levy", "Levy", "peasant-levy", "D", 610),
                        fieldUnit("crossbowmen", "Crossbowmen", "crossbowmen", "B", 40)}}};
    s.armies = {english, french};
    return s;
}

inline campaign::CampaignFile createBattlefieldFile(const std::filesystem::path& path) {
    auto file = campaign::CampaignFile::create(path);
    campaign::writeSnapshot(file.db(), battlefieldCampaign());
    return file;
}

inline battle::UnitOutcome unitOutcome(const std::string& name, const std::string& side, int men,
                                       int removed, int remainder, int routed, int captured,
                                       const std::string& capturedBy, int pursued, int cavalry,
                                       battle::UnitEndState end = battle::UnitEndState::Formed) {
    battle::UnitOutcome u;
    u.unit = name;
    u.side = side;
    u.menAtStart = men;
    u.figuresRemoved = removed;
    u.menRemainder = remainder;
    u.figuresRouted = routed;
    u.figuresCaptured = captured;
    u.capturedBy = capturedBy;
    u.figuresPursuedOff = pursued;
    u.formedCavalryFigures = cavalry;
    u.endState = end;
    return u;
}

// The battle at Aubrey worked by hand in aftermath_apply_test.cpp: England wins.
inline battle::BattleOutcome aubreyOutcome() {
    battle::BattleOutcome o;
    o.rules = "godsacre";
    o.type = battle::BattleType::Campaign;
    o.place = "Aubrey";
    o.date = "1346-08-26";
    o.winner = "england";
    o.units = {unitOutcome("English knights", "england", 400, 3, 7, 2, 0, "", 4, 11),
               unitOutcome("Archers", "england", 1010, 5, 0, 0, 0, "", 0, 0),
               unitOutcome("French knights", "france", 300, 4, 0, 2, 1, "england", 0, 3),
               unitOutcome("Men-at-arms", "france", 500, 10, 0, 4, 0, "", 0, 2),
               unitOutcome("Levy", "france", 610, 6, 0, 10, 0, "", 0, 0)};
    o.leaders = {{"Jean", "france", battle::LeaderFate::Taken, "england"},
                 {"Hugh", "france", battle::LeaderFate::Killed, ""},
                 {"Edward", "england", battle::LeaderFate::Wounded, ""}};
    return o;
}

}  // namespace seneschal::testing
