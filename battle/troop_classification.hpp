#pragma once
// GA-CLASSIFY, GA-SOCIAL: the words the rules classify troops by. Data files spell them as
// strings ("Knightly", "HCb", "close"); code uses these enums; the two meet only in the
// parse/format functions below, which fail on an unknown word.
#include <optional>
#include <string_view>

namespace seneschal::battle {

// GA-CLASSIFY: social background. The published rules call Regulars "Soldiers".
enum class Background { Knightly, Feudal, Mercenary, Regular };
// GA-CLASSIFY: A elite veterans, B experienced, C average, D poor.
enum class TroopClass { A, B, C, D };
enum class Arm { Infantry, Cavalry };
enum class Order { Close, Loose, Open };
// GA-CLASSIFY armour: unarmoured, protected, armoured, heavily, fully armoured; HCb/FCb are
// heavily/fully armoured cavalry on barded horses (GA-BASE).
enum class Protection { U, P, A, H, Hb, F, Fb };

std::optional<Background> backgroundFromString(std::string_view s);
std::optional<TroopClass> troopClassFromString(std::string_view s);
std::optional<Arm> armFromString(std::string_view s);
std::optional<Order> orderFromString(std::string_view s);
// Accepts the full codes of the published rules: UI PI AI HI FI, UC PC AC HC HCb FC FCb.
struct ProtectionCode {
    Protection protection;
    Arm arm;
};
std::optional<ProtectionCode> protectionFromCode(std::string_view code);

std::string_view toString(Background b);
std::string_view toString(TroopClass c);
std::string_view toString(Arm a);
std::string_view toString(Order o);
std::string_view protectionCode(Protection p, Arm arm);  // e.g. (Hb, Cavalry) -> "HCb"

// Average dice for Soldiers (Regulars) and Mercenaries, ordinary dice for all others (GA-DICE).
bool usesAverageDice(Background b);

}  // namespace seneschal::battle
