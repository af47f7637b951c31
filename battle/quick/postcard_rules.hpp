#pragma once
// Back of a Post(card) Rules (PC) as loaded from data/rules/postcard.xml: every number the PC
// resolver uses. Distances are in lengths (PC-LENGTH).
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "battle/quick/quick_common.hpp"

namespace seneschal::battle::quick {

enum class PcShoot { None, Still, ThenMove };  // PC-SHOOT: archers/artillery vs horse archers

struct PcPieceKind {
    std::string id;
    std::string name;
    double move = 2;  // PC-MOVE
    bool mounted = false;
    bool light = false;  // light infantry, light cavalry, horse archers
    bool skirmisher = false;
    bool artillery = false;
    int strength = 4;   // PC-STRENGTH base hits
    int shootDice = 0;  // PC-SHOOT
    double shootRange = 0;
    PcShoot shoot = PcShoot::None;
};

struct PostcardRules {
    std::string source;
    // PC-LENGTH: the abstract field and the stand scale
    int menPerFigure = 20;
    int menPerStand = 150;
    double standWidth = 0.8;
    double standDepth = 0.5;
    double startGap = 8;
    double reserveDepth = 1.5;
    double rearRoom = 2;
    double haltShort = 0.5;
    double keepBeyondRange = 1;  // skirmishers fall back to shooting range + this
    int maxTurns = 15;
    // PC-CMD
    double commandRadius = 6;
    int obeyOn = 5;
    int halfMoveOn = 3;
    double halfMoveFraction = 0.5;  // of its move a stand on a half-move result makes
    int levyCommand = -1;
    int eliteCommand = 1;
    // PC-MOVE
    double woodsInfantry = 1;
    double woodsMounted = 2;
    double enemyFront = 1;  // within this of an enemy front: only towards it or away
    // PC-SHOOT
    int shootHitOn = 5;
    int artilleryShoot = 1;
    int coverOrHeavyShoot = -1;
    // PC-MELEE
    int dicePerStand = 2;
    int overlapDice = 1;
    int shockChargingDice = 1;
    int pursuingDice = 1;
    int woodsDice = -1;
    int meleeHitOn = 5;
    int heavyCoverSpearmen = -1;
    int skirmishersOrLight = 1;
    int commanderDice = 1;
    int commanderWoundedOn = 1;
    int commanderDeadOn = 1;
    int commanderOutTurns = 1;
    // PC-AFTER
    double recoil = 1;
    // PC-STRENGTH
    int heavyStrength = 1;
    int eliteStrength = 1;
    int levyStrength = -1;
    double casualtyShare = 0.5;
    // PC-RALLY
    int rallyMinHits = 2;
    double bowShot = 4;
    int rallyOn = 5;
    int rallyRecovers = 1;
    // PC-ARMY
    double concedeFraction = 0.5;
    // Mapping
    std::map<std::string, PcPieceKind, std::less<>> pieces;
    std::vector<UnitMatch> mapping;
    std::vector<Protection> heavy;
    std::vector<TroopClass> elite;
    std::vector<TroopClass> levy;
    std::vector<std::string> spearWeapons;
    std::vector<std::string> shockRoles;
    std::vector<Background> impetuousBackgrounds;
    bool impetuousMountedOnly = true;

    const PcPieceKind& piece(std::string_view id) const;
};

PostcardRules loadPostcardRules(const std::filesystem::path& path);
PostcardRules loadPostcardRulesFromString(const std::string& xml, const std::string& name);
// The shipped data/rules/postcard.xml, loaded once per process.
const PostcardRules& defaultPostcardRules();

}  // namespace seneschal::battle::quick
