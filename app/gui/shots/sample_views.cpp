// Sample data for screenshots and tests only (see sample_views.hpp): no campaign reads it.
#include "app/gui/shots/sample_views.hpp"

#include <string>

namespace seneschal::gui::samples {

namespace {

using namespace application;

const drawing::ViewColour kEngland{178, 34, 44};
const drawing::ViewColour kFrance{38, 72, 160};
const drawing::ViewColour kNobody{160, 160, 160};

map::MapView crecyMap() {
    map::MapView map;
    map.width = 1000;
    map.height = 720;
    map.places = {
        {"la-hougue",
         "Saint-Vaast-la-Hougue",
         map::PlaceKind::Port,
         {90, 420},
         "England",
         kEngland},
        {"caen", "Caen", map::PlaceKind::City, {180, 640}, "England", kEngland},
        {"rouen", "Rouen", map::PlaceKind::City, {380, 520}, "France", kFrance},
        {"poissy", "Poissy", map::PlaceKind::Town, {700, 640}, "France", kFrance},
        {"paris", "Paris", map::PlaceKind::City, {930, 680}, "France", kFrance},
        {"amiens", "Amiens", map::PlaceKind::City, {960, 480}, "France", kFrance},
        {"abbeville", "Abbeville", map::PlaceKind::Town, {820, 360}, "France", kFrance},
        {"blanchetaque", "Blanchetaque", map::PlaceKind::Ford, {560, 380}, "", kNobody},
        {"le-crotoy", "Le Crotoy", map::PlaceKind::Port, {420, 230}, "France", kFrance},
        {"crecy", "Crécy-en-Ponthieu", map::PlaceKind::Village, {700, 220}, "", kNobody},
        {"valloires", "Valloires Abbey", map::PlaceKind::Abbey, {560, 70}, "", kNobody},
        {"montreuil", "Montreuil", map::PlaceKind::Castle, {760, 60}, "France", kFrance},
        {"calais", "Calais", map::PlaceKind::Port, {950, 50}, "France", kFrance},
    };
    map.routes = {
        {"r1", "la-hougue", "caen", 4},         {"r2", "caen", "rouen", 5},
        {"r3", "rouen", "poissy", 4},           {"r4", "poissy", "paris", 1},
        {"r5", "poissy", "amiens", 4},          {"r6", "paris", "amiens", 4},
        {"r7", "amiens", "abbeville", 2},       {"r8", "rouen", "blanchetaque", 4},
        {"r9", "abbeville", "blanchetaque", 1}, {"r10", "blanchetaque", "le-crotoy", 1},
        {"r11", "le-crotoy", "crecy", 1},       {"r12", "abbeville", "crecy", 1},
        {"r13", "le-crotoy", "valloires", 1},   {"r14", "crecy", "montreuil", 1},
        {"r16", "valloires", "montreuil", 1},   {"r15", "montreuil", "calais", 2},
    };
    map.armies = {
        {"edward",
         "Edward III's host",
         "England",
         kEngland,
         9600,
         480,
         {"blanchetaque", {}, {}, 0, {}}},
        {"despenser",
         "Despenser's foragers",
         "England",
         kEngland,
         1200,
         60,
         {{}, "r11", "crecy", 0.55, "1346-08-25"}},
        {"caen-garrison",
         "Garrison of Caen",
         "England",
         kEngland,
         400,
         20,
         {"caen", {}, {}, 0, {}}},
        {"du-fay", "Godemar du Fay", "France", kFrance, 3500, 175, {"blanchetaque", {}, {}, 0, {}}},
        {"philip",
         "Philip VI's army",
         "France",
         kFrance,
         20000,
         1000,
         {"abbeville", {}, {}, 0, {}}},
        {"genoese",
         "Genoese crossbowmen",
         "France",
         kFrance,
         6000,
         300,
         {"abbeville", {}, {}, 0, {}}},
        {"bohemia",
         "King John of Bohemia",
         "France",
         kFrance,
         1000,
         50,
         {{}, "r5", "amiens", 0.5, "1346-08-26", {"amiens"}, "1346-08-26"}},
    };
    map.pendingBattles = {{"blanchetaque", {"edward", "du-fay"}}};
    return map;
}

RosterUnit unit(std::string id, std::string name, std::string type, std::string troopClass, int men,
                int wounded = 0, int dead = 0, std::string back = {}) {
    // GA-SCALE: one figure stands for twenty men.
    return {std::move(id),
            std::move(name),
            std::move(type),
            std::move(troopClass),
            {men, wounded, 0, dead, 0, men / 20},
            std::move(back)};
}

RosterLeader leader(std::string id, std::string name, std::string rank,
                    LeaderState state = LeaderState::Present, std::string back = {}) {
    return {std::move(id), std::move(name), std::move(rank), "Knightly", state, std::move(back), 2};
}

RosterView crecyRoster() {
    RosterSide england{"england", "England", kEngland, {}};
    england.armies.push_back(RosterArmy{
        "edward",
        "Edward III's host",
        {leader("l-edward", "Edward III", "Army Leader")},
        {
            {"b-prince",
             "The Prince's battal",
             {leader("l-prince", "Edward, Prince of Wales", "Battal Leader")},
             {unit("u-p-maa", "Prince's men-at-arms", "Men-at-arms (HCb)", "Knightly A", 800),
              unit("u-p-bow", "Cheshire archers", "Longbowmen", "Regular B", 2000, 40, 6,
                   "1346-09-07"),
              unit("u-p-welsh", "Welsh spearmen", "Spearmen", "Feudal C", 1000)}},
            {"b-king",
             "The King's battal",
             {leader("l-warwick", "Earl of Warwick", "Battal Leader", LeaderState::Wounded,
                     "1346-09-06")},
             {unit("u-k-maa", "King's household", "Men-at-arms (HCb)", "Knightly A", 700),
              unit("u-k-bow", "Lancashire archers", "Longbowmen", "Regular B", 2200)}},
            {"b-north",
             "Northampton's battal",
             {leader("l-northampton", "Earl of Northampton", "Battal Leader")},
             {unit("u-n-maa", "Northampton's retinue", "Men-at-arms (HCb)", "Knightly B", 500),
              unit("u-n-bow", "Yorkshire archers", "Longbowmen", "Regular B", 2400)}},
        }});
    england.armies.push_back(
        RosterArmy{"despenser",
                   "Despenser's foragers",
                   {leader("l-despenser", "Hugh Despenser", "Army Leader")},
                   {{"b-desp",
                     "Foragers",
                     {},
                     {unit("u-d-hob", "Hobelars", "Light horse (LC)", "Feudal C", 600),
                      unit("u-d-bow", "Mounted archers", "Longbowmen", "Regular B", 600)}}}});
    england.armies.push_back(
        RosterArmy{"caen-garrison",
                   "Garrison of Caen",
                   {},
                   {{"b-caen",
                     "Garrison",
                     {},
                     {unit("u-c-foot", "Garrison foot", "Spearmen", "Feudal D", 400)}}}});

    RosterSide france{"france", "France", kFrance, {}};
    france.armies.push_back(RosterArmy{
        "philip",
        "Philip VI's army",
        {leader("l-philip", "Philip VI", "Army Leader")},
        {
            {"b-alencon",
             "Alençon's battal",
             {leader("l-alencon", "Count of Alençon", "Battal Leader")},
             {unit("u-a-maa", "Alençon's knights", "Men-at-arms (HCb)", "Knightly A", 4000),
              unit("u-a-foot", "Communal foot", "Spearmen", "Feudal D", 6000)}},
            {"b-lorraine",
             "Lorraine's battal",
             {leader("l-lorraine", "Duke of Lorraine", "Battal Leader")},
             {unit("u-l-maa", "Lorraine's knights", "Men-at-arms (HCb)", "Knightly A", 3000),
              unit("u-l-foot", "Picard levies", "Spearmen", "Feudal D", 7000)}},
        }});
    france.armies.push_back(RosterArmy{
        "genoese",
        "Genoese crossbowmen",
        {leader("l-doria", "Ottone Doria", "Army Leader")},
        {{"b-genoa",
          "Genoese",
          {},
          {unit("u-g-xbow", "Genoese crossbowmen", "Crossbowmen", "Mercenary B", 6000)}}}});
    france.armies.push_back(RosterArmy{
        "du-fay",
        "Godemar du Fay",
        {leader("l-dufay", "Godemar du Fay", "Army Leader")},
        {{"b-dufay",
          "Ford guard",
          {},
          {unit("u-f-maa", "Men-at-arms", "Men-at-arms (HCb)", "Knightly B", 500),
           unit("u-f-foot", "Militia of Abbeville", "Spearmen", "Feudal D", 3000, 0, 0)}}}});
    france.armies.push_back(RosterArmy{
        "bohemia",
        "King John of Bohemia",
        {leader("l-john", "John of Bohemia", "Army Leader", LeaderState::Captive)},
        {{"b-bohemia",
          "Bohemians",
          {},
          {unit("u-b-maa", "Bohemian knights", "Men-at-arms (HCb)", "Knightly A", 1000)}}}});
    return {{std::move(england), std::move(france)}};
}

ChronicleEntry event(const char* iso, std::uint64_t sequence, const char* kind, const char* text) {
    return {campaign::parseDate(campaign::Reckoning::Julian, iso), sequence, iso, kind, text};
}

ChronicleView crecyChronicle() {
    return {
        {
            event("1346-07-12", 1, "march", "Edward III lands at Saint-Vaast-la-Hougue."),
            event("1346-07-26", 1, "siege", "Caen is stormed; the Count of Eu is taken."),
            event("1346-07-26", 2, "ransom", "The Count of Eu is held for ransom."),
            event("1346-08-12", 1, "march", "The English reach Poissy."),
            event("1346-08-18", 1, "march", "Philip VI marches north from Paris."),
            event("1346-08-23", 1, "march", "Edward III's host comes to the ford of Blanchetaque."),
            event("1346-08-23", 2, "battle",
                  "Godemar du Fay holds the ford: a battle is pending at Blanchetaque."),
            event("1346-08-23", 3, "treasury", "England pays 300 livres in wages."),
        },
        {"England", "France"},
        {"Edward III's host", "Godemar du Fay"},
        {"Saint-Vaast-la-Hougue", "Caen", "Poissy", "Paris", "Blanchetaque"}};
}

CaptiveEntry sampleCaptive(std::string id, std::string name, std::string kind, std::string side,
                           std::string captor, std::int64_t men, std::string ransom,
                           std::string owed, std::string deadline, std::string status,
                           std::vector<std::string> allowed) {
    CaptiveEntry entry;
    entry.id = std::move(id);
    entry.name = std::move(name);
    entry.kind = std::move(kind);
    entry.side = std::move(side);
    entry.captor = std::move(captor);
    entry.men = men;
    entry.ransom = std::move(ransom);
    entry.owed = std::move(owed);
    entry.dueText = allowed.empty() ? "" : "pay by " + deadline;  // paid: nothing is due
    entry.deadline = std::move(deadline);
    entry.statusText = status;
    entry.status = std::move(status);
    entry.allowedActions = std::move(allowed);
    return entry;
}

PrisonerView crecyPrisoners() {
    PrisonerView view;
    view.actions = {{"demand", "Demand ransom", true, false},
                    {"pay", "Pay ransom\u2026", true, false},
                    {"refuse", "Refuse ransom", true, false},
                    {"parole", "Parole", false, false},
                    {"release-all", "Release all", true, true}};
    view.anyHeld = true;
    view.captives = {
        sampleCaptive("p-eu", "Raoul, Count of Eu", "leader", "France", "England", 1,
                      "6,000 livres", "6,000 livres", "1347-01-22", "demanded",
                      {"pay", "refuse", "parole"}),
        sampleCaptive("p-tancarville", "Chamberlain of Tancarville", "leader", "France", "England",
                      1, "4,000 livres", "4,000 livres", "1347-01-22", "demanded",
                      {"pay", "refuse", "parole"}),
        sampleCaptive("p-genoese", "40 men of Genoese crossbowmen", "men", "France", "England", 40,
                      "800 livres", "800 livres", "1347-02-22", "held",
                      {"demand", "pay", "refuse", "parole"}),
        sampleCaptive("p-squire", "Jean de Hangest", "leader", "France", "England", 1, "400 livres",
                      "0 livres", "1346-09-15", "paid", {}),
        sampleCaptive("p-talbot", "Richard Talbot", "leader", "England", "France", 1,
                      "1,000 livres", "1,000 livres", "1346-09-20", "demanded",
                      {"pay", "refuse", "parole"}),
    };
    return view;
}

}  // namespace

application::DeskViews crecyDesk() {
    application::DeskViews desk;
    desk.header = {"Crécy, 1346 (demonstration)",
                   "demo: no campaign file",
                   "1346-08-23",
                   "England",
                   "2,450 livres",
                   1,
                   {}};
    desk.map = crecyMap();
    desk.roster = crecyRoster();
    desk.chronicle = crecyChronicle();
    desk.prisoners = crecyPrisoners();
    return desk;
}

application::RosterView generatedRoster(std::size_t units) {
    constexpr std::size_t kUnitsPerBattal = 25;
    constexpr std::size_t kBattalsPerArmy = 4;
    const char* const types[] = {"Longbowmen", "Spearmen", "Men-at-arms (HCb)", "Crossbowmen"};
    const char* const classes[] = {"Regular B", "Feudal C", "Knightly A", "Mercenary B"};
    RosterView view{{{"side-a", "Side A", kEngland, {}}, {"side-b", "Side B", kFrance, {}}}};
    for (std::size_t made = 0; made < units; ++made) {
        RosterSide& side = view.sides[made % 2];
        const std::size_t local = made / 2;
        if (local % (kUnitsPerBattal * kBattalsPerArmy) == 0) {
            const std::string id = side.id + "-army-" + std::to_string(side.armies.size());
            side.armies.push_back({id, "Army " + std::to_string(side.armies.size() + 1), {}, {}});
        }
        RosterArmy& army = side.armies.back();
        if (local % kUnitsPerBattal == 0) {
            const std::string id = army.id + "-battal-" + std::to_string(army.battals.size());
            army.battals.push_back({id,
                                    "Battal " + std::to_string(army.battals.size() + 1),
                                    {{id + "-leader",
                                      "Leader of " + id,
                                      "Battal Leader",
                                      "Knightly",
                                      LeaderState::Present,
                                      {}}},
                                    {}});
        }
        const int men = 100 + static_cast<int>(made % 17) * 20;
        army.battals.back().units.push_back(
            {"unit-" + std::to_string(made),
             "Unit " + std::to_string(made),
             types[made % 4],
             classes[made % 4],
             {men, static_cast<int>(made % 5), 0, static_cast<int>(made % 3), 0, men / 20},
             {}});
    }
    return view;
}

}  // namespace seneschal::gui::samples
