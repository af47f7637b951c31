// Issue 31 item 10: the closed words of the model (a leader's status, a battal's orders, a
// unit's class, a captive's status) are enums, turned from and into text once, where the store
// modules read and write the campaign file (campaign/stores/model_enums.hpp). A word the program
// does not know in the file is refused, naming the field and the word, never read as a default;
// every value goes through the file and comes back the same; and no source compares one of
// these fields with a string any more.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/model_enums.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/vocabulary.hpp"
#include "tests/campaign/sample_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::sampleCampaign;
using seneschal::testing::TempDir;

// A word planted behind the program's back, the schema's CHECK switched off as only another
// program would.
struct PlantedWord {
    const char* sql;
    const char* field;
    const char* word;
    const char* row;  // what the message names the row by
};

const std::vector<PlantedWord>& plantedWords() {
    static const std::vector<PlantedWord> all = {
        {"UPDATE leader SET status = 'zombie' WHERE slug = 'piers-grey'", "leader.status",
         "'zombie'", "leader 'Piers Grey'"},
        {"UPDATE battal SET orders = 'dance' WHERE slug = 'arden-van'", "battal.orders", "'dance'",
         "battal 'Vanguard'"},
        {"UPDATE unit SET class = 'E' WHERE id = (SELECT min(id) FROM unit)", "unit.class", "'E'",
         "unit '"},
        {"UPDATE captive SET status = 'ransomed' WHERE id = (SELECT min(id) FROM captive)",
         "captive.status", "'ransomed'", "captive "},
    };
    return all;
}

class StoredWords : public ::testing::Test {
  protected:
    void SetUp() override { fresh("arden.seneschal"); }

    // A new campaign of the small scenario, out of the WAL so that the file alone is the
    // campaign, as a user would copy it, with one ransom record (the scenario has none): Piers
    // Grey's, taken and released on the first day.
    void fresh(const std::string& name) {
        db = dir / name;
        importScenario(seneschal::testing::kSmallScenario, db, false);
        SQLite::Database raw(db.string(), SQLite::OPEN_READWRITE);
        raw.exec("PRAGMA journal_mode = DELETE");
        raw.exec(R"SQL(
            INSERT INTO captive (side_id, captor_side_id, leader_id, men, rule, taken_day,
                                 demand_by_day, deadline_day, ransom, status)
            SELECT leader.side_id, (SELECT min(id) FROM side WHERE id <> leader.side_id),
                   leader.id, 1, 'GA-LEADER-RISK', campaign.current_day, campaign.current_day,
                   campaign.current_day, 100, 'released'
            FROM leader, campaign WHERE leader.slug = 'piers-grey')SQL");
    }

    void plant(const PlantedWord& word) {
        SQLite::Database raw(db.string(), SQLite::OPEN_READWRITE);
        raw.exec("PRAGMA ignore_check_constraints = ON");
        ASSERT_EQ(raw.exec(word.sql), 1) << word.sql;
    }

    TempDir dir;
    fs::path db;
};

TEST_F(StoredWords, AnUnknownWordInTheFileIsRefusedOnOpenNamingTheFieldAndTheWord) {
    for (const PlantedWord& word : plantedWords()) {
        SCOPED_TRACE(word.field);
        fresh(std::string("arden-open-") + word.field + ".seneschal");
        plant(word);
        const std::string before = readBytes(db);
        std::string message;
        try {
            CampaignFile::open(db);
            ADD_FAILURE() << "a campaign with " << word.field << " = " << word.word << " opened";
        } catch (const UserError& e) {
            message = e.what();
        }
        EXPECT_NE(message.find(db.filename().string()), std::string::npos) << message;
        EXPECT_NE(message.find("(field '" + std::string(word.field) + "')"), std::string::npos)
            << message;
        EXPECT_NE(message.find(word.word), std::string::npos) << message;
        EXPECT_NE(message.find(word.row), std::string::npos) << message;
        EXPECT_NE(message.find("which is none of"), std::string::npos) << message;
        EXPECT_EQ(readBytes(db), before) << "the refused file was changed";

        // `check` lists it rather than refusing to look.
        SQLite::Database raw(db.string(), SQLite::OPEN_READONLY);
        bool listed = false;
        for (const std::string& problem : checkCampaign(raw))
            listed = listed || (problem.find(word.field) != std::string::npos &&
                                problem.find(word.word) != std::string::npos);
        EXPECT_TRUE(listed) << "check does not list " << word.field;
    }
}

TEST_F(StoredWords, AStoreReadingAnUnknownWordRefusesItRatherThanDefaultingIt) {
    // Past the open's check (a file changed while the program has it open): the store's own
    // conversion refuses the word.
    for (const PlantedWord& word : plantedWords()) {
        SCOPED_TRACE(word.field);
        fresh(std::string("arden-read-") + word.field + ".seneschal");
        plant(word);
        SQLite::Database raw(db.string(), SQLite::OPEN_READONLY);
        try {
            if (std::string(word.field) == "captive.status")
                readCaptives(raw);
            else
                readSnapshot(raw);
            ADD_FAILURE() << "read " << word.field << " = " << word.word;
        } catch (const DataError& e) {
            const std::string message = e.what();
            EXPECT_NE(message.find(db.filename().string()), std::string::npos) << message;
            EXPECT_NE(message.find(word.field), std::string::npos) << message;
            EXPECT_NE(message.find(word.word), std::string::npos) << message;
        }
    }
}

TEST(StoredWordsRoundTrip, EveryLeaderStatusOrdersAndClassComesBackFromTheFile) {
    TempDir dir;
    int n = 0;
    const auto roundTrip = [&](const CampaignSnapshot& written) {
        CampaignFile file = CampaignFile::create(dir / ("c" + std::to_string(++n) + ".seneschal"));
        writeSnapshot(file.db(), written);
        return readSnapshot(file.db());
    };
    for (const LeaderStatus status : kAllLeaderStatuses) {
        SCOPED_TRACE(textOf(status));
        CampaignSnapshot s = sampleCampaign();
        Leader& edward = s.leaders.front();
        edward.status = status;
        if (status == LeaderStatus::Wounded) edward.woundedUntil = s.info.start.plusDays(3);
        if (status == LeaderStatus::Captive) edward.captor = "france";
        EXPECT_EQ(roundTrip(s).leaders.front().status, status);
    }
    for (const BattalOrders orders : kAllBattalOrders) {
        SCOPED_TRACE(textOf(orders));
        CampaignSnapshot s = sampleCampaign();
        s.armies.front().battals.front().orders = orders;
        EXPECT_EQ(roundTrip(s).armies.front().battals.front().orders, orders);
    }
    for (const TroopClass troopClass : kAllTroopClasses) {
        SCOPED_TRACE(textOf(troopClass));
        CampaignSnapshot s = sampleCampaign();
        s.armies.front().battals.front().units.front().troopClass = troopClass;
        EXPECT_EQ(roundTrip(s).armies.front().battals.front().units.front().troopClass, troopClass);
    }
}

TEST_F(StoredWords, EveryCaptiveStatusComesBackFromTheFile) {
    CampaignFile file = CampaignFile::open(db);
    const std::int64_t captive = readCaptives(file.db()).front().id;
    for (const CaptiveStatus status : kAllCaptiveStatuses) {
        SCOPED_TRACE(textOf(status));
        setCaptiveStatus(file.db(), captive, status);
        EXPECT_EQ(readCaptive(file.db(), captive).status, status);
        EXPECT_EQ(readCaptiveRows(file.db()).front().status, status);
    }
}

// The enums' words are the vocabulary's (vocabulary.hpp, which the scenario reader checks
// and the schema's CHECK repeats), in its order, and each parses back to its value.
template <typename Enum, std::size_t N, std::size_t M>
void expectTheVocabulary(const std::array<Enum, N>& values,
                         const std::array<std::string_view, M>& words) {
    ASSERT_EQ(N, M);
    for (std::size_t i = 0; i < N; ++i) {
        EXPECT_EQ(toText(values[i]), words[i]);
        EXPECT_EQ(enumFromText<Enum>(words[i]), values[i]);
    }
    EXPECT_FALSE(enumFromText<Enum>(""));
    EXPECT_FALSE(enumFromText<Enum>("unknown"));
}

TEST(StoredWordsText, EachEnumSpeaksTheVocabularyOfTheFile) {
    expectTheVocabulary(kAllLeaderStatuses, vocabulary::kStatuses);
    expectTheVocabulary(kAllBattalOrders, vocabulary::kOrders);
    expectTheVocabulary(kAllCaptiveStatuses, vocabulary::kCaptiveStatuses);
    for (const TroopClass c : kAllTroopClasses) EXPECT_EQ(enumFromText<TroopClass>(toText(c)), c);
    EXPECT_FALSE(enumFromText<TroopClass>("a")) << "the class is a capital letter";
    EXPECT_EQ(unknownWordMessage<TroopClass>("E", {"f", "unit.class", "unit 'Levy'"}),
              "unit 'Levy' has the class 'E' (field 'unit.class'), which is none of A, B, C "
              "and D");
}

// No source compares one of these fields with a string: a word is an enum past the store.
// The sources are read themselves, each line without its comment.
bool comparesAClosedWordWithAString(const std::string& line) {
    static const std::regex fieldThenWord(
        R"(\b(status|orders|troopClass|battalOrders|leaderWas)\s*[!=]=\s*")");
    static const std::regex wordThenField(
        R"("\s*[!=]=\s*[\w.>()-]*\b(status|orders|troopClass|battalOrders|leaderWas)\b)");
    const std::string code = line.substr(0, line.find("//"));
    return std::regex_search(code, fieldThenWord) || std::regex_search(code, wordThenField);
}

std::vector<std::string> stringComparesOfClosedWords() {
    const fs::path root = SENESCHAL_SOURCE_DIR;
    std::vector<std::string> found;
    for (const char* layer : {"campaign", "application", "reports", "map", "app"}) {
        for (const auto& entry : fs::recursive_directory_iterator(root / layer)) {
            const fs::path& path = entry.path();
            if (!entry.is_regular_file()) continue;
            if (path.extension() != ".cpp" && path.extension() != ".hpp") continue;
            std::ifstream in(path);
            std::string line;
            for (int number = 1; std::getline(in, line); ++number) {
                if (comparesAClosedWordWithAString(line)) {
                    found.push_back(path.lexically_relative(root).generic_string() + ":" +
                                    std::to_string(number) + ": " + line);
                }
            }
        }
    }
    return found;
}

TEST(StoredWordsScan, NoFieldOfAClosedWordIsComparedWithAString) {
    for (const std::string& where : stringComparesOfClosedWords()) {
        ADD_FAILURE() << where
                      << "\n  compare the enum (campaign/stores/model_enums.hpp), not its word";
    }
}

TEST(StoredWordsScan, TheScanSeesACompareAndNotAnEnumOrAComment) {
    EXPECT_TRUE(comparesAClosedWordWithAString(R"(if (leader.status == "dead") {)"));
    EXPECT_TRUE(comparesAClosedWordWithAString(R"(if (captive.status != "held" &&)"));
    EXPECT_TRUE(comparesAClosedWordWithAString(R"(return "hold" == battal.orders;)"));
    EXPECT_TRUE(comparesAClosedWordWithAString(R"(if (unit.troopClass == "C"))"));
    EXPECT_FALSE(comparesAClosedWordWithAString("if (leader.status == LeaderStatus::Dead)"));
    EXPECT_FALSE(comparesAClosedWordWithAString(R"(x = 1;  // status == "dead" was a string)"));
    EXPECT_FALSE(comparesAClosedWordWithAString(R"(if (verdict != "ok"))"));
}

}  // namespace
}  // namespace seneschal::campaign
