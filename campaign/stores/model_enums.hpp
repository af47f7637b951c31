#pragma once
// The closed words of the campaign model as enums (issue 31 item 10). A leader's status, a
// battal's orders, a unit's class and a captive's status are stored as words (the campaign
// file's columns, a scenario's attributes) and are enums everywhere else: the words are turned
// into enums once, where a store module reads a row or the scenario reader reads an element, and
// back where they are written, by the functions below and nowhere else. A word the program does
// not know is refused, naming the field and the word, never read as a default.
//
// The battle's own enums are the same concepts and are used as they are (battle/force.hpp,
// battle/troop_classification.hpp); a captive's status is the campaign's alone.
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "base/errors.hpp"
#include "battle/force.hpp"
#include "battle/troop_classification.hpp"

namespace seneschal::campaign {

using battle::BattalOrders;  // GA-ORD-WRITE
using battle::LeaderStatus;  // active, wounded, captive, dead
using battle::TroopClass;    // GA-CLASSIFY: A, B, C, D

// What became of a captive (docs/rules/aftermath.md); Held, Demanded, PartPaid and Refused are
// still in the captor's hands (isHeld).
enum class CaptiveStatus {
    Held,
    Demanded,
    PartPaid,
    Paid,
    Paroled,
    Released,
    Refused,
    Executed,
    Escaped
};

// Every value of each, in the order of the vocabulary (vocabulary.hpp) and the schema's CHECK.
inline constexpr std::array<LeaderStatus, 4> kAllLeaderStatuses = {
    LeaderStatus::Active, LeaderStatus::Wounded, LeaderStatus::Captive, LeaderStatus::Dead};
inline constexpr std::array<BattalOrders, 6> kAllBattalOrders = {
    BattalOrders::Attack,   BattalOrders::Hold,  BattalOrders::Defend,
    BattalOrders::Skirmish, BattalOrders::Flank, BattalOrders::Reserve};
inline constexpr std::array<TroopClass, 4> kAllTroopClasses = {TroopClass::A, TroopClass::B,
                                                               TroopClass::C, TroopClass::D};
inline constexpr std::array<CaptiveStatus, 9> kAllCaptiveStatuses = {
    CaptiveStatus::Held,    CaptiveStatus::Demanded, CaptiveStatus::PartPaid,
    CaptiveStatus::Paid,    CaptiveStatus::Paroled,  CaptiveStatus::Released,
    CaptiveStatus::Refused, CaptiveStatus::Executed, CaptiveStatus::Escaped};

// The word stored and shown: "active", "hold", "A", "part-paid".
std::string_view toText(LeaderStatus status);
std::string_view toText(BattalOrders orders);
std::string_view toText(TroopClass troopClass);
std::string_view toText(CaptiveStatus status);
// std::string(toText(x)), for the many places that add it to a sentence.
template <typename Enum>
std::string textOf(Enum value) {
    return std::string(toText(value));
}

// Where a stored word was read, for the message refusing one the program does not know: the
// file (a campaign file or a scenario), the field ("leader.status", as table.column) and the row
// as a person names it ("leader 'Edward'").
struct StoredField {
    std::string file;
    std::string field;
    std::string row;
};

// The enum of a word, or nothing when it is none of the enum's words. Defined for LeaderStatus,
// BattalOrders, TroopClass and CaptiveStatus.
template <typename Enum>
std::optional<Enum> enumFromText(std::string_view text);
// The sentence refusing a stored word, naming the row, the field, the word (quoted printably)
// and the words allowed: "leader 'Edward' has the status 'zombie' (field 'leader.status'),
// which is none of active, wounded, captive and dead".
template <typename Enum>
std::string unknownWordMessage(std::string_view text, const StoredField& where);
// The enum of a stored word; throws DataError (the file, then unknownWordMessage) when it is
// none of the enum's words.
template <typename Enum>
Enum storedEnum(std::string_view text, const StoredField& where) {
    if (const std::optional<Enum> value = enumFromText<Enum>(text)) return *value;
    throw DataError({where.file, 0, {}}, unknownWordMessage<Enum>(text, where));
}

// Statuses in which the captive is still in the captor's hands.
bool isHeld(CaptiveStatus status);

}  // namespace seneschal::campaign
