#pragma once
// The optional rules of God's Acre, each behind its own switch (all off by default), and the
// casualty reading in use.
#include "battle/ga/casualties.hpp"
#include "battle/ga/morale.hpp"

namespace seneschal::battle {

struct RuleOptions {
    bool reaction = false;         // GA-OPT-REACT
    bool campaignFactors = false;  // GA-OPT-CAMPAIGN
    bool mantlets = false;         // GA-OPT-MANTLET
    bool leaderCharacter = false;  // GA-OPT-CHAR
    bool elephants = false;        // GA-OPT-ELEPHANT
    bool camels = false;           // GA-OPT-CAMEL
    bool caltrops = false;         // GA-OPT-CALTROPS
    bool stakes = false;           // GA-OPT-STAKES
    bool pottes = false;           // GA-OPT-POTTES
    bool confusion = false;        // GA-OPT-CONFUSION
    CasualtyReading casualtyReading = CasualtyReading::Men;

    MoraleOptions morale() const { return {leaderCharacter, campaignFactors}; }
    bool fieldDefence(FieldDefence d) const {
        switch (d) {
            case FieldDefence::Caltrops:
                return caltrops;
            case FieldDefence::Stakes:
                return stakes;
            case FieldDefence::Pottes:
                return pottes;
        }
        return false;
    }
};

// Reads option ids as the scenario format spells them ("campaign-factors", "mantlets", ...);
// returns false for an unknown id.
bool setOption(RuleOptions& options, std::string_view id);

}  // namespace seneschal::battle
