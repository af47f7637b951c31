#include "reports/battle_narrative.hpp"

#include <map>

#include "base/grouped_number.hpp"

namespace seneschal::reports {

namespace {

bool startsWith(const std::string& text, std::string_view prefix) {
    return text.rfind(prefix, 0) == 0;
}

bool contains(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

// What one move held, sorted by what a reader wants to know first.
struct MoveStory {
    std::vector<std::string> charges, refused, evaded, combats, broke, pursued, rallied, leaders,
        quarter, armies;
    int volleys = 0;
    bool notable() const {
        return !charges.empty() || !refused.empty() || !evaded.empty() || !combats.empty() ||
               !broke.empty() || !pursued.empty() || !rallied.empty() || !leaders.empty() ||
               !quarter.empty() || !armies.empty();
    }
};

std::string listed(const std::vector<std::string>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
        text += items[i];
    }
    return text;
}

std::string withSemicolons(const std::vector<std::string>& items) {
    std::string text;
    for (const std::string& item : items) text += (text.empty() ? "" : "; ") + item;
    return text;
}

void tell(MoveStory& story, const campaign::RecordedLogLine& e) {
    const std::string& rule = e.rule;
    const std::string against = e.target.empty() ? std::string() : " against " + e.target;
    if (e.step == "shooting" && !startsWith(rule, "GA-MT") && !startsWith(rule, "GA-LEADER")) {
        ++story.volleys;
        return;
    }
    if (rule == "GA-CHARGE" && startsWith(e.result, "charge declared")) {
        story.charges.push_back(e.actor + (e.target.empty() ? "" : " at " + e.target));
    } else if (rule == "GA-MT-ROLL" &&
               (contains(e.result, "does not charge") || contains(e.result, "failed its charge"))) {
        story.refused.push_back(e.actor);
    } else if (rule == "GA-EVADE") {
        story.evaded.push_back(e.actor + " (" + e.result + ")");
    } else if (rule == "GA-CC-RESULT") {
        story.combats.push_back(e.actor + against + ": " + e.result);
    } else if (rule == "GA-BROKEN" ||
               (startsWith(rule, "GA-MT") && rule != "GA-MT-ARMY" && contains(e.result, "break"))) {
        story.broke.push_back(e.actor);
    } else if (rule == "GA-PURSUIT" && e.result == "pursues") {
        story.pursued.push_back(e.actor + (e.target.empty() ? "" : " after " + e.target));
    } else if (startsWith(rule, "GA-RALLY") && contains(e.result, "rallies")) {
        story.rallied.push_back(e.actor);
    } else if (rule == "GA-LEADER-RISK") {
        // Every risk a leader runs is logged; the story tells only those that cost him.
        const std::string arrow = "→ ";
        const std::size_t at = e.result.rfind(arrow);
        const std::string fate =
            at == std::string::npos ? e.result : e.result.substr(at + arrow.size());
        if (fate != "unharmed") story.leaders.push_back(e.actor + ": " + fate);
    } else if (startsWith(rule, "GA-LEADER")) {
        story.leaders.push_back(e.actor + ": " + e.result);
    } else if (rule == "GA-QUARTER") {
        story.quarter.push_back(e.actor + (e.target.empty() ? "" : " to " + e.target) + ": " +
                                e.result);
    } else if (rule == "GA-MT-ARMY") {
        story.armies.push_back(e.actor + ": " + e.result);
    }
}

std::string prose(const MoveStory& s) {
    std::string text;
    const auto add = [&](const std::string& sentence) {
        text += (text.empty() ? "" : " ") + sentence;
    };
    if (!s.charges.empty()) add("Charges: " + withSemicolons(s.charges) + ".");
    if (!s.refused.empty()) add("Would not charge: " + listed(s.refused) + ".");
    if (!s.evaded.empty()) add("Evaded: " + withSemicolons(s.evaded) + ".");
    if (s.volleys > 0) {
        add("Shooting: " + seneschal::countOf(s.volleys, "volley", "volleys") + ".");
    }
    if (!s.combats.empty()) add("Close combat: " + withSemicolons(s.combats) + ".");
    if (!s.broke.empty()) add("Broke and ran: " + listed(s.broke) + ".");
    if (!s.pursued.empty()) add("Pursued: " + withSemicolons(s.pursued) + ".");
    if (!s.rallied.empty()) add("Rallied: " + listed(s.rallied) + ".");
    if (!s.leaders.empty()) add("Leaders: " + withSemicolons(s.leaders) + ".");
    if (!s.quarter.empty()) add("Quarter: " + withSemicolons(s.quarter) + ".");
    if (!s.armies.empty()) add("The armies: " + withSemicolons(s.armies) + ".");
    return text;
}

}  // namespace

std::vector<NarrativeMove> battleNarrative(const std::vector<campaign::RecordedLogLine>& log) {
    std::map<int, MoveStory> moves;
    for (const campaign::RecordedLogLine& e : log) tell(moves[e.move], e);
    std::vector<NarrativeMove> told;
    // Quiet moves (manoeuvre and shooting only) are told together.
    int quietFrom = -1, quietTo = -1, quietVolleys = 0;
    const auto flushQuiet = [&]() {
        if (quietFrom < 0) return;
        NarrativeMove move;
        move.title = quietFrom == quietTo
                         ? "Move " + std::to_string(quietFrom)
                         : "Moves " + std::to_string(quietFrom) + " to " + std::to_string(quietTo);
        move.prose = quietVolleys > 0
                         ? "The armies manoeuvre; shooting: " +
                               seneschal::countOf(quietVolleys, "volley", "volleys") + "."
                         : "The armies manoeuvre.";
        told.push_back(std::move(move));
        quietFrom = quietTo = -1;
        quietVolleys = 0;
    };
    for (const auto& entry : moves) {
        const int number = entry.first;
        const MoveStory& story = entry.second;
        if (!story.notable()) {
            if (quietFrom < 0) quietFrom = number;
            quietTo = number;
            quietVolleys += story.volleys;
            continue;
        }
        flushQuiet();
        told.push_back(
            {number == 0 ? "Deployment" : "Move " + std::to_string(number), prose(story)});
    }
    flushQuiet();
    return told;
}

}  // namespace seneschal::reports
