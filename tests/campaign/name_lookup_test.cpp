// What the user types finds what they mean: ids, names as written, names however they are spelt
// (case, accents, apostrophes); an ambiguous name names its candidates and where they are, an
// unknown one suggests the nearest names.
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/name_folding.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using seneschal::testing::TempDir;
using testing::kScenarioDir;

TEST(NameFolding, FoldsCaseAccentsLigaturesAndApostrophes) {
    EXPECT_EQ(foldName("Crécy"), "crecy");
    EXPECT_EQ(foldName("CRÉCY"), "crecy");
    EXPECT_EQ(foldName("Saint-Lô"), "saint-lo");
    EXPECT_EQ(foldName("à â ç è ê ë î ï ô û ù ü"), "a a c e e e i i o u u u");
    EXPECT_EQ(foldName("Œuvre, cœur, Æthel"), "oeuvre, coeur, aethel");
    EXPECT_EQ(foldName("Pont-de-l’Arche"), "pont-de-l'arche");
    EXPECT_EQ(foldName("The Prince‘s"), "the prince's");
    EXPECT_EQ(foldName("  English   host "), "english host");
    EXPECT_EQ(foldName("Straße"), "strasse");
    EXPECT_EQ(foldName("Москва"), "Москва");  // other scripts pass through
    EXPECT_EQ(foldName(""), "");
}

TEST(NameFolding, EditDistanceCountsSingleEdits) {
    EXPECT_EQ(editDistance("crecy", "crecy"), 0u);
    EXPECT_EQ(editDistance("crecyy", "crecy"), 1u);
    EXPECT_EQ(editDistance("cercy", "crecy"), 1u);  // two letters swapped
    EXPECT_EQ(editDistance("", "caen"), 4u);
    EXPECT_EQ(editDistance("kitten", "sitting"), 3u);
}

class NameLookup : public ::testing::Test {
  protected:
    CampaignFile load(const std::string& scenario) {
        importScenario(kScenarioDir / (scenario + ".xml"), dir / "c.seneschal", false);
        return CampaignFile::open(dir / "c.seneschal");
    }
    std::string refusal(SQLite::Database& db, Subject subject, const std::string& typed) {
        try {
            find(db, subject, typed);
        } catch (const UserError& e) {
            return e.what();
        }
        return "found";
    }
    TempDir dir;
};

TEST_F(NameLookup, FindsByIdNameAndFoldedName) {
    CampaignFile file = load("crecy-1346");
    SQLite::Database& db = file.db();
    EXPECT_EQ(find(db, Subject::Place, "crecy").name, "Crécy");
    EXPECT_EQ(find(db, Subject::Place, "Crécy").id, "crecy");
    EXPECT_EQ(find(db, Subject::Place, "CRÉCY").id, "crecy");
    EXPECT_EQ(find(db, Subject::Place, "Crecy").id, "crecy");
    EXPECT_EQ(find(db, Subject::Place, "saint-lo").name, "Saint-Lô");
    EXPECT_EQ(find(db, Subject::Place, "saint-lô").name, "Saint-Lô");
    EXPECT_EQ(find(db, Subject::Place, "Pont-de-l’Arche").id, "pont-de-l-arche");
    EXPECT_EQ(find(db, Subject::Army, "english host").id, "english-host");
    EXPECT_EQ(find(db, Subject::Army, "ENGLISH-HOST").name, "English host");
    EXPECT_EQ(find(db, Subject::Battal, "the prince’s archers").id, "prince-archers");
}

TEST_F(NameLookup, AnUnknownNameSuggestsTheNearest) {
    CampaignFile file = load("crecy-1346");
    SQLite::Database& db = file.db();
    EXPECT_EQ(refusal(db, Subject::Place, "Crecyy"),
              "no place 'Crecyy' in this campaign; did you mean Crécy?");
    EXPECT_EQ(refusal(db, Subject::Place, "Cean"),
              "no place 'Cean' in this campaign; did you mean Caen?");
    EXPECT_EQ(refusal(db, Subject::Place, "London"), "no place 'London' in this campaign");
    EXPECT_EQ(refusal(db, Subject::Army, "english"),
              "no army 'english' in this campaign; did you mean English host?");
}

TEST_F(NameLookup, AnAmbiguousNameNamesItsCandidatesAndWhereTheyAre) {
    CampaignFile file = load("test-small");
    SQLite::Database& db = file.db();
    EXPECT_EQ(refusal(db, Subject::Battal, "Vanguard"),
              "more than one battal is called 'Vanguard': Vanguard (Host of Arden), Vanguard "
              "(Host of Morvan); give one of their ids: arden-van, morvan-van");
    EXPECT_EQ(refusal(db, Subject::Battal, "vanguard"),
              "more than one battal is called 'vanguard': Vanguard (Host of Arden), Vanguard "
              "(Host of Morvan); give one of their ids: arden-van, morvan-van");
    EXPECT_EQ(find(db, Subject::Battal, "morvan-van").name, "Vanguard");
}

}  // namespace
}  // namespace seneschal::campaign
