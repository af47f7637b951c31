// PC-MELEE and PC-AFTER: stands in contact roll against each other, destroyed stands are
// removed, the stand that took more hits than it inflicted recoils and may be followed up.
#include <algorithm>
#include <cmath>

#include "battle/quick/postcard_battle.hpp"

namespace seneschal::battle::quick {

namespace {

std::string faceList(const std::vector<int>& rolled) {
    std::string text = "[";
    for (std::size_t i = 0; i < rolled.size(); ++i)
        text += (i ? "," : "") + std::to_string(rolled[i]);
    return text + "]";
}

}  // namespace

// PC-MELEE: a friend beside the stand, level with it and not itself in contact, overlaps.
int PcBattle::overlaps(const PcStand& stand) const {
    int count = 0;
    for (const int file : {stand.file - 1, stand.file + 1}) {
        const bool beside = std::any_of(stands_.begin(), stands_.end(), [&](const PcStand& f) {
            return !f.removed && f.side == stand.side && f.file == file && f.contact < 0 &&
                   std::fabs(f.pos - stand.pos) <= rules_.standDepth + kEpsilon;
        });
        count += beside ? 1 : 0;
    }
    return count;
}

int PcBattle::commanderAt(const PcStand& stand) const {
    for (std::size_t i = 0; i < commanders_.size(); ++i) {
        const PcCommander& c = commanders_[i];
        if (c.stand == stand.id && c.fate != LeaderFate::Killed && c.outUntilTurn < turn_) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

// PC-MELEE: the commander's die showed a 1: wounded; roll again, 1 = dead, otherwise out of
// action for a turn.
void PcBattle::commanderRisk(PcCommander& commander, int face) {
    if (face > rules_.commanderWoundedOn) return;
    const int again = dice_.d6();
    const std::string who = commander.leader + " (" + sideName(commander.side) + ")";
    if (again <= rules_.commanderDeadOn) {
        commander.fate = LeaderFate::Killed;
        commander.stand = -1;
        log_.add("PC-MELEE", "turn " + std::to_string(turn_) + " commander " + who +
                                 " rolls 1, then " + std::to_string(again) + ": killed");
        return;
    }
    commander.fate = LeaderFate::Wounded;
    commander.outUntilTurn = turn_ + rules_.commanderOutTurns;
    log_.add("PC-MELEE", "turn " + std::to_string(turn_) + " commander " + who + " rolls 1, then " +
                             std::to_string(again) + ": wounded, out of action until turn " +
                             std::to_string(commander.outUntilTurn + 1));
}

void PcBattle::melee(int activeSide) {
    std::vector<int> fighters;
    for (const PcStand& s : stands_) {
        if (!s.removed && s.side == activeSide && s.contact >= 0) fighters.push_back(s.id);
    }
    std::stable_sort(fighters.begin(), fighters.end(), [&](int a, int b) {
        return stands_[static_cast<std::size_t>(a)].file <
               stands_[static_cast<std::size_t>(b)].file;
    });
    for (const int id : fighters) {
        PcStand& a = stands_[static_cast<std::size_t>(id)];
        if (a.removed || a.contact < 0) continue;
        PcStand& b = stands_[static_cast<std::size_t>(a.contact)];
        int inflicted[2] = {0, 0};
        PcStand* pair[2] = {&a, &b};
        for (int k = 0; k < 2; ++k) {
            PcStand& x = *pair[k];
            PcStand& y = *pair[1 - k];
            PcMeleeDice factors;
            factors.overlaps = overlaps(x);
            factors.shockCharging = x.charged;
            factors.pursuing = x.pursuing;
            x.pursuing = false;
            const int count = meleeDice(x.traits, factors, rules_);
            // Spearmen are "attacked from the front" unless they made the charge themselves.
            const int modifier = meleeModifier(y.traits, false, !y.charged, rules_);
            std::vector<int> rolled;
            int hits = rollHits(dice_, count, modifier, rules_.meleeHitOn, rolled);
            const int commander = commanderAt(x);
            if (commander >= 0) {
                for (int extra = 0; extra < rules_.commanderDice; ++extra) {
                    const int face = dice_.d6();
                    rolled.push_back(face);
                    if (face + modifier >= rules_.meleeHitOn) ++hits;
                    commanderRisk(commanders_[static_cast<std::size_t>(commander)], face);
                }
            }
            inflicted[k] = hits;
            log_.add("PC-MELEE",
                     "turn " + std::to_string(turn_) + " " + name(x) + " fights " + name(y) + ": " +
                         std::to_string(count) + " dice" +
                         (factors.overlaps ? " (" + std::to_string(factors.overlaps) + " overlap)"
                                           : "") +
                         (commander >= 0 ? " + commander" : "") + " " + faceList(rolled) +
                         (modifier ? " " + std::to_string(modifier) + " per die" : "") + ", " +
                         std::to_string(hits) + " hit(s)");
        }
        // PC-AFTER: hits go on the opposing stand in contact; destroyed stands are removed.
        b.hits += inflicted[0];
        a.hits += inflicted[1];
        for (PcStand* s : pair) {
            if (s->hits >= s->strength) removeStand(*s, "PC-AFTER");
        }
        if (a.removed || b.removed || a.contact != b.id) continue;
        if (inflicted[1] > inflicted[0])
            recoilAndFollow(a, b);
        else if (inflicted[0] > inflicted[1])
            recoilAndFollow(b, a);
    }
}

// PC-AFTER: recoil 1 length unless blocked; the winner may follow up if it charged this
// player turn (policy: if impetuous, which it must, or under attack orders).
void PcBattle::recoilAndFollow(PcStand& loser, PcStand& winner) {
    const double rearLimit = -(rules_.reserveDepth + rules_.rearRoom);
    const double to = loser.pos - rules_.recoil;
    const int behind = friendBehind(loser);
    const bool blocked =
        to < rearLimit - kEpsilon || (behind >= 0 && stands_[static_cast<std::size_t>(behind)].pos >
                                                         to - rules_.standDepth + kEpsilon);
    if (blocked) {
        log_.add("PC-AFTER", "turn " + std::to_string(turn_) + " " + name(loser) +
                                 " took more hits but is blocked and cannot recoil");
        return;
    }
    loser.pos = to;
    // Default policy: a stand that charged always follows up, so an impetuous one (which must)
    // and any other (which may) behave alike.
    if (winner.charged) {
        winner.pos += rules_.recoil;
        winner.pursuing = true;
        log_.add("PC-AFTER", "turn " + std::to_string(turn_) + " " + name(loser) + " recoils " +
                                 "and " + name(winner) + " follows up" +
                                 (winner.traits.impetuous ? " (impetuous)" : ""));
        return;
    }
    loser.contact = -1;
    winner.contact = -1;
    log_.add("PC-AFTER", "turn " + std::to_string(turn_) + " " + name(loser) +
                             " recoils and contact is broken");
}

}  // namespace seneschal::battle::quick
